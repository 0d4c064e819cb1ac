//! `layout`: `transform_layout` at the loop level (padding RFC), with TVM's arguments: a buffer,
//! an index map `lambda i: (i // 4, i % 4)` and a pad value (`none`, `undef`, a constant, or a
//! lambda over the transformed indices that may read the buffer at logical indices). Every
//! access is rewritten through the map and the buffer takes the map's image shape; padding
//! elements (no logical index maps there) get their meaning: an input gets
//! `T.assume(not padding or A[idx] == pad)` over its new shape, a buffer the function writes
//! gets a postlude storing the pad value into its padding after its last writer.
//!
//! Invariants: the map is evaluated exactly over the logical shape (by enumeration for
//! constant shapes; a symbolic shape takes only maps that split its dimensions, whose image has
//! a closed form, [`super::layout_split`]), so the new shape and the padding set are exact; it
//! must be injective (two logical elements in one place would merge them) and non-negative,
//! else the transform is refused; a pad value reading the buffer reads it inside its logical
//! shape at every padding element (else refused); the padding predicate is written as a union
//! of boxes over the new indices (`io == 3 and ii >= 2`), which is exact; new loop variables get
//! names no other variable or buffer of the function has.

use super::boxes::{cover, predicate};
use super::domain::{eval_int, for_all, Dim, Env, MAX_POINTS};
use super::layout_split::{split_image, SplitImage};
use super::prune::is_no_op;
use crate::ir::rewrite::{rewrite_func, StmtRewriter};
use crate::ir::subst::substitute;
use crate::ir::walk::ExprSite;
use crate::ir::{BinOp, BufferId, DataType, Expr, ExprId, Param, PrimFunc, Stmt, StmtId, VarId};
use hashbrown::{HashMap, HashSet};

/// One `--buffer NAME --index-map MAP --pad-value VALUE` group, as text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LayoutSpec {
    /// The buffer's name.
    pub buffer: String,
    /// `lambda i: (i // 4, i % 4)`.
    pub index_map: String,
    /// `none`, `undef`, a constant, or a lambda over the transformed indices.
    pub pad_value: String,
}

/// Why a layout transform was refused.
#[derive(Debug)]
pub enum LayoutError {
    /// The map or pad value does not parse (located in the option's text).
    Input(crate::Error),
    /// The transform does not apply (with the reason).
    Refused(String),
}

/// Applies `spec` to `f` when it has a buffer of that name; returns whether it did.
pub fn transform_layout(f: &mut PrimFunc, spec: &LayoutSpec) -> Result<bool, LayoutError> {
    let Some(b) = find_buffer(f, &spec.buffer) else {
        return Ok(false);
    };
    let refuse = |m: String| LayoutError::Refused(format!("layout of `{}`: {m}", spec.buffer));
    // A refusal because of the map or the pad value points into that option's text.
    let refuse_option = |option: &str, text: &str, m: String| {
        LayoutError::Input(crate::Error::Input {
            span: crate::Span::at(option, text, 0),
            message: format!("layout of `{}`: {m}", spec.buffer),
        })
    };
    let map_refused = |m: String| refuse_option("--index-map", &spec.index_map, m);
    if let Some(other) = other_access(f, b) {
        return Err(refuse(format!(
            "its storage is also accessed through {other}, which would keep the old layout"
        )));
    }
    let logical_shape = f.buffer(b).shape.clone();
    let index_dtype = logical_shape.first().map_or(DataType::INT32, |&d| f.dtype(d));
    let map = crate::tvmscript::parse_lambda(f, "--index-map", &spec.index_map, index_dtype, None, None)
        .map_err(LayoutError::Input)?;
    if map.params.len() != logical_shape.len() {
        return Err(map_refused(format!(
            "the index map takes {} indices, the buffer has {}",
            map.params.len(),
            logical_shape.len()
        )));
    }
    let constant: Option<Vec<i128>> = logical_shape
        .iter()
        .map(|&d| match f.expr(d) {
            Expr::Int(n) => Some(*n),
            _ => None,
        })
        .collect();
    let image = match constant {
        Some(logical) => enumerated_image(f, &map.params, &map.results, &logical).map_err(map_refused)?,
        None => Image::Split(split_image(f, &map.params, &map.results, &logical_shape).map_err(map_refused)?),
    };
    // The pad value reads the buffer at logical indices: parsed while it has its logical shape.
    let pad = parse_pad(f, &spec.pad_value, b, &map.results.len())?;
    pad_reads_within(f, &pad, b, &image).map_err(|m| refuse_option("--pad-value", &spec.pad_value, m))?;
    // Rewrite every access, then the shape.
    let mut rw = MapAccesses {
        buffer: b,
        params: map.params.clone(),
        results: map.results.clone(),
        writes: false,
    };
    rewrite_func(f, &mut rw);
    let new_shape: Vec<ExprId> = match &image {
        Image::Boxes { shape, .. } => shape.iter().map(|&n| f.int(n, index_dtype)).collect(),
        Image::Split(split) => split.shape.clone(),
    };
    f.buffers[b.index()].shape = new_shape.clone();
    let has_padding = match &image {
        Image::Boxes { padding, .. } => !padding.is_empty(),
        Image::Split(split) => split.has_padding(),
    };
    if !has_padding || matches!(pad, Pad::Nothing) {
        return Ok(true);
    }
    let is_param = f.params.contains(&Param::Buffer(b));
    let names = fresh_names(f, &pad, new_shape.len());
    let vars: Vec<VarId> = names.iter().map(|n| f.add_var(n, index_dtype)).collect();
    let refs: Vec<ExprId> = vars.iter().map(|&v| f.var_ref(v)).collect();
    let in_padding = match &image {
        Image::Boxes { shape, padding } => predicate(f, padding, &refs, shape),
        Image::Split(split) => split.in_padding(f, &refs),
    };
    let value = pad_value(f, &pad, b, &refs, &rw);
    if rw.writes || !is_param {
        // Produced here: the padding is written after the last writer.
        let store = f.add_stmt(Stmt::Store {
            buffer: b,
            indices: refs.clone(),
            value,
        });
        let guarded = f.add_stmt(Stmt::If {
            cond: in_padding,
            then: store,
            other: None,
        });
        let nest = grid(f, &vars, &new_shape, guarded);
        insert_after_last_writer(f, b, nest);
    } else {
        let load = f.exprs.intern(Expr::Load(b, refs.clone()), f.buffer(b).dtype);
        let holds = f.binary(BinOp::Eq, load, value);
        let logical_here = crate::passes::simplify::negate_all(f, in_padding);
        let cond = f.binary(BinOp::Or, logical_here, holds);
        let assume = f.exprs.intern(Expr::Call("assume".into(), vec![cond]), DataType::INT32);
        let stmt = f.add_stmt(Stmt::Evaluate(assume));
        let nest = grid(f, &vars, &new_shape, stmt);
        let body = f.body;
        f.body = f.add_stmt(Stmt::Seq(vec![nest, body]));
    }
    Ok(true)
}

/// The image of the logical shape: for constant shapes, enumerated exactly (its extents and
/// the padding as boxes); for symbolic ones, a split's closed form.
enum Image {
    Boxes {
        shape: Vec<i128>,
        padding: Vec<Vec<(i128, i128)>>,
    },
    Split(SplitImage),
}

/// The image of constant logical extents `logical` under the map, enumerated.
fn enumerated_image(f: &PrimFunc, params: &[VarId], results: &[ExprId], logical: &[i128]) -> Result<Image, String> {
    let dims: Vec<Dim> = params
        .iter()
        .zip(logical)
        .map(|(&var, &n)| Dim { var, lo: 0, hi: n - 1 })
        .collect();
    let mut image: HashSet<Vec<i128>> = HashSet::new();
    let mut bad = None;
    let complete = for_all(&dims, &Env::new(), |env| {
        let point: Option<Vec<i128>> = results.iter().map(|&r| eval_int(f, r, env)).collect();
        match point {
            Some(p) if p.iter().all(|&x| x >= 0) => {
                if !image.insert(p) {
                    bad = Some("it maps two logical elements to one place");
                }
            }
            _ => bad = Some("it cannot be evaluated, or gives a negative index"),
        }
        bad.is_none()
    });
    if complete.is_none() {
        return Err(format!("the buffer has more than {MAX_POINTS} elements"));
    }
    if let Some(why) = bad {
        return Err(format!("the index map is not usable: {why}"));
    }
    let shape: Vec<i128> = (0..results.len())
        .map(|k| image.iter().map(|p| p[k] + 1).max().unwrap_or(0))
        .collect();
    let padding = cover(&shape, |p| !image.contains(p));
    Ok(Image::Boxes { shape, padding })
}

/// Checks that a pad value reads every buffer it loads inside that buffer's shape at every
/// padding element (enumerated): a read outside would be out of bounds (or, of the buffer
/// itself, read padding), where the program read nothing. Where that cannot be enumerated (a
/// symbolic shape), a pad value reading the buffer itself is refused; its reads of other
/// buffers there are the caller's to keep in bounds.
fn pad_reads_within(f: &PrimFunc, pad: &Pad, b: BufferId, image: &Image) -> Result<(), String> {
    let Pad::Value(params, value) = pad else {
        return Ok(());
    };
    let mut loads: Vec<(BufferId, Vec<ExprId>)> = Vec::new();
    super::access::loads_in(f, *value, &mut loads);
    let mut read: Vec<BufferId> = loads.iter().map(|(r, _)| *r).collect();
    read.sort();
    read.dedup();
    for r in read {
        let reads: Vec<&Vec<ExprId>> = loads.iter().filter(|(x, _)| *x == r).map(|(_, idx)| idx).collect();
        let name = &f.buffer(r).name;
        let refuse = || format!("the pad value reads `{name}` outside its shape");
        let shape: Option<Vec<i128>> = f.buffer(r).shape.iter().map(|&d| eval_int(f, d, &Env::new())).collect();
        let own = f.storage_root(r) == f.storage_root(b);
        let (Image::Boxes { padding, .. }, Some(shape)) = (image, shape) else {
            if own {
                return Err(format!("the pad value reads `{name}`, whose shape is symbolic"));
            }
            continue;
        };
        for cube in padding {
            let dims: Vec<Dim> = params
                .iter()
                .zip(cube)
                .map(|(&var, &(lo, hi))| Dim { var, lo, hi })
                .collect();
            let inside = for_all(&dims, &Env::new(), |env| {
                reads.iter().all(|idx| {
                    idx.len() == shape.len()
                        && idx
                            .iter()
                            .zip(&shape)
                            .all(|(&i, &n)| eval_int(f, i, env).is_some_and(|x| (0..n).contains(&x)))
                })
            });
            if inside != Some(true) {
                return Err(refuse());
            }
        }
    }
    Ok(())
}

/// A buffer named `name`: a parameter first, else an allocation.
pub fn find_buffer(f: &PrimFunc, name: &str) -> Option<BufferId> {
    f.params
        .iter()
        .find_map(|p| match p {
            Param::Buffer(b) if f.buffer(*b).name == name => Some(*b),
            _ => None,
        })
        .or_else(|| {
            (0..f.buffers.len())
                .map(|i| BufferId(i as u32))
                .find(|&b| f.buffer(b).name == name && allocated(f, b))
        })
}

/// A way the function reaches `b`'s storage other than through `b` (its accesses are the
/// ones the map rewrites): another buffer over it (`T.decl_buffer(..., data=B.data)`, a block's
/// `T.match_buffer`), or a pointer into it as a value (`B.data`, `T.address_of(B[0])`,
/// `B.access_ptr("r")`, which reads memory in the old layout).
fn other_access(f: &PrimFunc, b: BufferId) -> Option<String> {
    if let Some(view) = (0..f.buffers.len())
        .map(|i| BufferId(i as u32))
        .find(|&c| c != b && f.storage_root(c) == b)
    {
        return Some(format!("the buffer `{}`", f.buffer(view).name));
    }
    struct Pointer {
        buffer: BufferId,
        method: String,
        found: bool,
    }
    impl crate::ir::walk::StmtVisitor for Pointer {
        fn expr(&mut self, f: &PrimFunc, e: ExprId, _site: ExprSite) {
            let ours = |c: BufferId| f.storage_root(c) == self.buffer;
            self.found = self.found
                || crate::ir::visit::any_node(f, e, &mut |node| match node {
                    Expr::Data(c) | Expr::ElemOffset(c) => ours(*c),
                    Expr::Call(name, args) if name == "address_of" => args
                        .iter()
                        .any(|&a| crate::ir::visit::any_node(f, a, &mut |x| matches!(x, Expr::Load(c, _) if ours(*c)))),
                    // A method of the buffer (`B.access_ptr("r")`), kept as an opaque call.
                    Expr::Call(name, _) => name.starts_with(&self.method),
                    _ => false,
                });
        }
    }
    let name = &f.buffer(b).name;
    let mut pointer = Pointer {
        buffer: b,
        method: format!("@{name}."),
        found: false,
    };
    crate::ir::walk::walk_func(f, &mut pointer);
    pointer
        .found
        .then(|| format!("a pointer into it (`{name}.data`, `T.address_of`, `{name}.access_ptr`)"))
}

fn allocated(f: &PrimFunc, b: BufferId) -> bool {
    f.stmts
        .iter()
        .any(|s| matches!(s, Stmt::Alloc { buffer, .. } if *buffer == b))
}

/// What the padding holds.
enum Pad {
    /// `none`: never accessed.
    Nothing,
    /// `undef`.
    Undef,
    /// A value of the transformed indices: the lambda's parameters (none for a constant) and
    /// its body.
    Value(Vec<VarId>, ExprId),
}

fn parse_pad(f: &mut PrimFunc, text: &str, b: BufferId, arity: &usize) -> Result<Pad, LayoutError> {
    match text.trim() {
        "none" | "None" => return Ok(Pad::Nothing),
        "undef" | "T.undef()" => return Ok(Pad::Undef),
        _ => {}
    }
    let dtype = f.buffer(b).dtype;
    let lambda = crate::tvmscript::parse_lambda(f, "--pad-value", text, DataType::INT32, Some(dtype), Some(b))
        .map_err(LayoutError::Input)?;
    if !lambda.params.is_empty() && lambda.params.len() != *arity {
        return Err(LayoutError::Refused(format!(
            "the pad value takes {} indices, the transformed buffer has {arity}",
            lambda.params.len()
        )));
    }
    let [value] = lambda.results[..] else {
        return Err(LayoutError::Refused("the pad value must be one value".into()));
    };
    Ok(Pad::Value(lambda.params, value))
}

/// The pad value at transformed indices `at` (a load of the buffer in it uses logical indices
/// and is mapped like every other access).
fn pad_value(f: &mut PrimFunc, pad: &Pad, b: BufferId, at: &[ExprId], rw: &MapAccesses) -> ExprId {
    let dtype = f.buffer(b).dtype;
    match pad {
        Pad::Nothing | Pad::Undef => {
            let u = f.exprs.intern(Expr::Call("undef".into(), Vec::new()), DataType::INT32);
            if dtype == DataType::INT32 {
                u
            } else {
                f.exprs.intern(Expr::Cast(u), dtype)
            }
        }
        Pad::Value(params, value) => {
            let map: HashMap<VarId, ExprId> = params.iter().copied().zip(at.iter().copied()).collect();
            let v = substitute(f, *value, &map);
            rw.map_loads(f, v)
        }
    }
}

/// Names for the transformed indices: the pad lambda's, else `ax0, ax1, ...`, made unique.
fn fresh_names(f: &PrimFunc, pad: &Pad, n: usize) -> Vec<String> {
    let wanted: Vec<String> = match pad {
        Pad::Value(params, _) if params.len() == n => params.iter().map(|&p| f.var(p).name.clone()).collect(),
        _ => (0..n).map(|k| format!("ax{k}")).collect(),
    };
    let taken = |name: &str, exclude: &[VarId]| {
        f.vars
            .iter()
            .enumerate()
            .any(|(i, v)| v.name == name && !exclude.contains(&VarId(i as u32)))
            || f.buffers.iter().any(|b| b.name == name)
    };
    let own: Vec<VarId> = match pad {
        Pad::Value(params, _) => params.clone(),
        _ => Vec::new(),
    };
    wanted
        .into_iter()
        .map(|w| {
            let mut name = w.clone();
            let mut k = 1;
            while taken(&name, &own) {
                name = format!("{w}_{k}");
                k += 1;
            }
            name
        })
        .collect()
}

/// `for v0 in range(s0): for v1 in range(s1): ... body`.
fn grid(f: &mut PrimFunc, vars: &[VarId], shape: &[ExprId], body: StmtId) -> StmtId {
    let mut s = body;
    for (&v, &extent) in vars.iter().zip(shape).rev() {
        let min = f.int(0, f.var(v).dtype);
        s = f.add_stmt(Stmt::For {
            var: v,
            min,
            extent,
            step: None,
            kind: crate::ir::ForKind::Serial,
            body: s,
        });
    }
    s
}

/// Inserts `s` after the last item of the function's top-level sequence that writes `b`.
fn insert_after_last_writer(f: &mut PrimFunc, b: BufferId, s: StmtId) {
    let items = match f.stmt(f.body) {
        Stmt::Seq(items) => items.clone(),
        _ => vec![f.body],
    };
    let root = f.storage_root(b);
    let last = items.iter().rposition(|&it| match super::access::buffers(f, it) {
        Some((_, writes)) => writes.contains(&root),
        None => !is_no_op(f, it) && writes_somewhere(f, it, root),
    });
    let mut items = items;
    items.insert(last.map_or(items.len(), |k| k + 1), s);
    f.body = f.add_stmt(Stmt::Seq(items));
}

/// Whether a store to `root` is anywhere under `s` (for statements `buffers` cannot describe).
fn writes_somewhere(f: &PrimFunc, s: StmtId, root: BufferId) -> bool {
    struct Finder(BufferId, bool);
    impl crate::ir::walk::StmtVisitor for Finder {
        fn enter_stmt(&mut self, f: &PrimFunc, s: StmtId) {
            if let Stmt::Store { buffer, .. } = f.stmt(s) {
                self.1 |= f.storage_root(*buffer) == self.0;
            }
        }
    }
    let mut v = Finder(root, false);
    crate::ir::walk::walk_stmt(f, s, &mut v);
    v.1
}

/// `floordiv(k * x + c, k)` as `x` and `floormod(k * x + c, k)` as `c`, for constants `k > 0`
/// and `0 <= c < k` (exact in floor semantics whatever `x`, and computing less): a pad value's
/// load at `4 * io`, mapped through `(i // 4, i % 4)`, reads `B[io, 0]`.
fn cancel_divisor(f: &mut PrimFunc, e: ExprId) -> ExprId {
    let Expr::Binary(op @ (BinOp::FloorDiv | BinOp::FloorMod), a, d) = *f.expr(e) else {
        return e;
    };
    let Expr::Int(k) = *f.expr(d) else { return e };
    let (product, c) = match *f.expr(a) {
        Expr::Binary(BinOp::Add, p, c) => match *f.expr(c) {
            Expr::Int(c) => (p, c),
            _ => return e,
        },
        _ => (a, 0),
    };
    let x = match *f.expr(product) {
        Expr::Binary(BinOp::Mul, x, m) | Expr::Binary(BinOp::Mul, m, x) if *f.expr(m) == Expr::Int(k) => x,
        _ => return e,
    };
    if k <= 0 || !(0..k).contains(&c) {
        return e;
    }
    if op == BinOp::FloorDiv {
        x
    } else {
        f.int(c, f.dtype(e))
    }
}

/// Rewrites every access to one buffer through the index map.
struct MapAccesses {
    buffer: BufferId,
    params: Vec<VarId>,
    results: Vec<ExprId>,
    /// Whether the function stores into the buffer.
    writes: bool,
}

impl MapAccesses {
    fn mapped(&self, f: &mut PrimFunc, indices: &[ExprId]) -> Vec<ExprId> {
        let map: HashMap<VarId, ExprId> = self.params.iter().copied().zip(indices.iter().copied()).collect();
        self.results
            .iter()
            .map(|&r| {
                let e = substitute(f, r, &map);
                let e = super::folding::folded(f, e);
                cancel_divisor(f, e)
            })
            .collect()
    }

    fn map_loads(&self, f: &mut PrimFunc, e: ExprId) -> ExprId {
        let node = f.expr(e).clone();
        let dtype = f.dtype(e);
        let new = crate::ir::visit::map_expr_children(&node, |c| self.map_loads(f, c));
        let new = match new {
            Expr::Load(b, idx) if b == self.buffer => Expr::Load(b, self.mapped(f, &idx)),
            other => other,
        };
        if new == node {
            e
        } else {
            f.exprs.intern(new, dtype)
        }
    }
}

impl StmtRewriter for MapAccesses {
    fn expr(&mut self, f: &mut PrimFunc, e: ExprId, _site: ExprSite) -> ExprId {
        self.map_loads(f, e)
    }

    fn finish(&mut self, f: &mut PrimFunc, s: StmtId) -> StmtId {
        if let Stmt::Store { buffer, indices, value } = f.stmt(s).clone() {
            if buffer == self.buffer {
                self.writes = true;
                let indices = self.mapped(f, &indices);
                f.stmts[s.index()] = Stmt::Store { buffer, indices, value };
            }
        }
        s
    }
}

#[cfg(test)]
mod tests {
    use super::{transform_layout, LayoutError, LayoutSpec};

    fn layout(src: &str, pad: &str) -> Result<bool, LayoutError> {
        let mut m = crate::parse_module("t.py", src).expect("parses");
        let spec = LayoutSpec {
            buffer: "A".into(),
            index_map: "lambda i: (i // 4, i % 4)".into(),
            pad_value: pad.into(),
        };
        transform_layout(&mut m.funcs[0], &spec)
    }

    #[test]
    fn a_pad_value_reads_the_buffer_only_inside_its_logical_shape() {
        let src = "@T.prim_func\ndef main(A: T.Buffer((14,), \"int32\"), B: T.Buffer((14,), \"int32\")):\n    for i in range(14):\n        A[i] = B[i] + 1\n";
        // The padding is A[3, 2] and A[3, 3]: `a * 4 + 1` reads element 13, `a * 4 + b + 5`
        // elements 19 and 20, and `a * 4 + 3` element 15 (past 14: padding itself).
        assert!(matches!(layout(src, "lambda a, b: A[a * 4 + 1]"), Ok(true)));
        for outside in ["lambda a, b: A[a * 4 + b + 5]", "lambda a, b: A[a * 4 + 3]"] {
            assert!(
                matches!(layout(src, outside), Err(LayoutError::Input(e)) if e.to_string().contains("--pad-value:1:1")),
                "{outside}"
            );
        }
        let symbolic = "@T.prim_func\ndef main(n: T.int32, A: T.Buffer((n,), \"int32\")):\n    for i in range(n):\n        A[i] = 1\n";
        assert!(matches!(
            layout(symbolic, "lambda a, b: A[0]"),
            Err(LayoutError::Input(_))
        ));
        assert!(matches!(layout(symbolic, "lambda a, b: a * 4 + b"), Ok(true)));
    }

    #[test]
    fn a_buffer_reached_another_way_keeps_its_layout() {
        let refused = |body: &str| {
            let src = format!(
                "@T.prim_func\ndef main(A: T.Buffer((14,), \"int32\"), B: T.Buffer((14,), \"int32\")):\n{body}"
            );
            match layout(&src, "0") {
                Err(LayoutError::Refused(m)) => m,
                other => panic!("{body}: {other:?}"),
            }
        };
        // A view of the same shape, one of another shape or offset, the pointer as a value.
        let same = refused(
            "    Av = T.decl_buffer((14,), \"int32\", data=A.data)\n    for i in range(14):\n        Av[i] = B[i]\n",
        );
        assert!(same.contains("`Av`"), "{same}");
        refused("    Av = T.decl_buffer((10,), \"int32\", data=A.data, elem_offset=4)\n    for i in range(10):\n        B[i] = Av[i]\n");
        for escape in ["A.data", "T.address_of(A[0])", "A.access_ptr(\"r\")"] {
            let pointer = refused(&format!(
                "    T.evaluate(T.call_extern(\"int32\", \"f\", {escape}))\n    for i in range(14):\n        A[i] = B[i]\n"
            ));
            assert!(pointer.contains("A.data"), "{pointer}");
        }
        let plain = "@T.prim_func\ndef main(A: T.Buffer((14,), \"int32\"), B: T.Buffer((14,), \"int32\")):\n    for i in range(14):\n        A[i] = B[i]\n";
        assert!(matches!(layout(plain, "0"), Ok(true)));
    }
}
