//! `with T.sblock(name):` blocks: iteration variables (`T.axis.spatial/reduce/opaque`,
//! `T.axis.remap`), `T.where`, `T.reads`/`T.writes` (their regions read by `region`),
//! `T.sblock_attr`, block-local `T.sblock_alloc_buffer` and `T.match_buffer`, stride and offset
//! symbols (`s = T.int32()`), `with T.init():` and the body.
//!
//! Invariants: bindings, domains and the predicate are lowered before the iteration variables
//! are defined (they are evaluated outside the block); the declarations come before the body,
//! in any order; every iteration variable, local buffer and name defined in the block goes out
//! of scope at its end.

use super::{Binding, Lowerer};
use crate::error::Result;
use crate::ir::{Block, BlockIter, BufferRegion, DataType, Expr, ExprId, IterKind, Stmt, StmtId, VarId};
use rustpython_parser::ast::{self, Constant, Ranged};

/// Declarations of a block met before its body.
#[derive(Default)]
struct Decls {
    iters: Vec<BlockIter>,
    predicate: Option<ExprId>,
    reads: Option<Vec<BufferRegion>>,
    writes: Option<Vec<BufferRegion>>,
    annotations: Option<String>,
    /// The source text of each key `annotations` holds and of its value: a later
    /// `T.sblock_attr` may set a key again only to the same value.
    annotation_keys: Vec<(String, String)>,
    allocs: Vec<crate::ir::BufferId>,
    match_buffers: Vec<(crate::ir::BufferId, BufferRegion)>,
    init: Option<StmtId>,
    groups: u32,
    /// Symbols the header declares (`s = T.int32()`), with where each stands.
    symbols: Vec<(ExprId, usize)>,
}

impl Lowerer<'_> {
    /// `with T.sblock(name): ...`.
    pub(super) fn sblock(&mut self, c: &ast::ExprCall, body: &[ast::Stmt]) -> Result<StmtId> {
        let name = match c.args.as_slice() {
            [] => String::new(),
            [ast::Expr::Constant(ast::ExprConstant {
                value: Constant::Str(s),
                ..
            })] => s.clone(),
            _ => return Err(self.err(c, "expected `T.sblock(\"name\")`")),
        };
        if let Some(k) = c.keywords.first() {
            return Err(self.err(k, "unsupported keyword for `T.sblock`"));
        }
        self.push_frame();
        let r = self.sblock_items(name, body);
        self.pop_frame();
        let block = r?;
        Ok(self.func.add_stmt(Stmt::Block(Box::new(block))))
    }

    fn sblock_items(&mut self, name: String, body: &[ast::Stmt]) -> Result<Block> {
        let mut d = Decls::default();
        let mut rest = body.len();
        for (k, s) in body.iter().enumerate() {
            if !self.sblock_decl(s, &mut d)? {
                rest = k;
                break;
            }
        }
        // A declared symbol takes its value from the strides of a `T.match_buffer` (or is one's
        // offset, taken by `offset_symbol`); anywhere else it would have none.
        for &(sym, at) in &d.symbols {
            let in_strides = d
                .match_buffers
                .iter()
                .any(|(m, _)| self.func.buffer(*m).strides.contains(&sym));
            if !in_strides {
                return Err(self.err_at(
                    at,
                    "a block-level symbol `x = T.int32()` is supported only as a stride or the elem_offset of the block's `T.match_buffer`",
                ));
            }
        }
        let body = self.block_items(&body[rest..])?;
        Ok(Block {
            name,
            iters: d.iters,
            predicate: d.predicate,
            infer_reads: d.reads.is_none(),
            infer_writes: d.writes.is_none(),
            reads: d.reads.unwrap_or_default(),
            writes: d.writes.unwrap_or_default(),
            annotations: d.annotations,
            allocs: d.allocs,
            match_buffers: d.match_buffers,
            init: d.init,
            body,
        })
    }

    /// Lowers `s` into `d` if it is a block declaration; false at the first body statement.
    fn sblock_decl(&mut self, s: &ast::Stmt, d: &mut Decls) -> Result<bool> {
        match s {
            ast::Stmt::Assign(a) => {
                let ast::Expr::Call(c) = a.value.as_ref() else {
                    return Ok(false);
                };
                let callee = Self::t_name(&c.func);
                let axis = match c.func.as_ref() {
                    ast::Expr::Attribute(at) if Self::t_name(&at.value) == Some("axis") => Some(at.attr.as_str()),
                    _ => None,
                };
                match (axis, callee) {
                    (Some("remap"), _) => self.remap(a, c, d)?,
                    (Some(kind), _) => self.axis(a, c, kind, d)?,
                    (None, Some("sblock_alloc_buffer")) => {
                        let name = self.single_target(a)?;
                        let stmt = self.buffer_stmt(&name, "sblock_alloc_buffer", c)?;
                        let Stmt::Alloc { buffer, .. } = self.func.stmt(stmt) else {
                            unreachable!("buffer_stmt of sblock_alloc_buffer makes an allocation")
                        };
                        d.allocs.push(*buffer);
                    }
                    (None, Some("match_buffer")) => {
                        let name = self.single_target(a)?;
                        let iters: Vec<VarId> = d.iters.iter().map(|it| it.var).collect();
                        let matched = self.match_buffer(&name, c, &iters)?;
                        let earlier: Vec<_> = d.match_buffers.iter().map(|(m, _)| *m).collect();
                        self.offset_symbol(matched.0, &earlier, &mut d.symbols)?;
                        d.match_buffers.push(matched);
                    }
                    // `stride = T.int32()`: a symbol the block's `T.match_buffer` strides share
                    // (TVM prints one so when a stride symbol stands in two places).
                    (None, Some(ty)) if c.args.is_empty() && c.keywords.is_empty() && DataType::parse(ty).is_some() => {
                        let name = self.single_target(a)?;
                        let dt = DataType::parse(ty).expect("checked by the guard");
                        let v = self.stride_symbol(&name, dt, crate::ir::ShapeVarStyle::MatchedStride, true);
                        d.symbols.push((v, rustpython_parser::ast::Ranged::start(a).into()));
                    }
                    _ => return Ok(false),
                }
            }
            ast::Stmt::Expr(e) => {
                let ast::Expr::Call(c) = e.value.as_ref() else {
                    return Ok(false);
                };
                match Self::t_name(&c.func) {
                    Some("where") => {
                        let [p] = c.args.as_slice() else {
                            return Err(self.err(c, "expected `T.where(condition)`"));
                        };
                        let predicate = self.expr(p)?;
                        // A predicate holds over the enclosing loops, before the block binds its
                        // variables: TVM's lowering refuses one over them.
                        let mut vars = Vec::new();
                        crate::analysis::free_vars(&self.func, predicate, &mut vars);
                        if let Some(it) = d.iters.iter().find(|it| vars.contains(&it.var)) {
                            let name = &self.func.var(it.var).name;
                            return Err(self.err(
                                p,
                                &format!("`T.where` over the block variable `{name}`; expected a condition over the enclosing loops' variables (it holds before the block binds its own)"),
                            ));
                        }
                        d.predicate = Some(predicate);
                    }
                    Some("reads") => d.reads = Some(self.regions(c)?),
                    Some("writes") => d.writes = Some(self.regions(c)?),
                    Some("sblock_attr") => {
                        let [a] = c.args.as_slice() else {
                            return Err(self.err(c, "expected `T.sblock_attr({...})`"));
                        };
                        // Each call adds its entries, as TVM's builder updates one dict: a key
                        // set again to the same value stays as it is; to another value TVM
                        // merges dicts and refuses the rest, refused here either way.
                        let mut text = self.text(a);
                        if let ast::Expr::Dict(dict) = a {
                            let earlier = d.annotation_keys.len();
                            // The entries an earlier call did not set, written again without the
                            // others (a `**spread` keeps the dict as written).
                            let mut fresh = Some(Vec::new());
                            for (k, v) in dict.keys.iter().zip(&dict.values) {
                                let Some(k) = k else {
                                    fresh = None;
                                    continue;
                                };
                                let entry = (self.text(k), self.text(v));
                                let known = &d.annotation_keys[..earlier];
                                if known.iter().any(|(key, value)| *key == entry.0 && *value != entry.1) {
                                    return Err(self.err(
                                        k,
                                        &format!(
                                            "`T.sblock_attr` sets {} again to another value; expected each key once",
                                            entry.0
                                        ),
                                    ));
                                }
                                if !known.contains(&entry) {
                                    if let Some(f) = fresh.as_mut() {
                                        f.push(format!("{}: {}", entry.0, entry.1));
                                    }
                                }
                                d.annotation_keys.push(entry);
                            }
                            if let Some(f) = fresh.filter(|_| earlier > 0) {
                                text = format!("{{{}}}", f.join(", "));
                            }
                        }
                        d.annotations = Some(match d.annotations.take() {
                            None => text,
                            Some(before) => merged_dict(&before, &text).ok_or_else(|| {
                                self.err(a, "`T.sblock_attr` given twice; expected dict literals to merge")
                            })?,
                        });
                    }
                    _ => return Ok(false),
                }
            }
            ast::Stmt::With(w) => {
                let [item] = w.items.as_slice() else { return Ok(false) };
                let ast::Expr::Call(c) = &item.context_expr else {
                    return Ok(false);
                };
                if Self::t_name(&c.func) != Some("init") {
                    return Ok(false);
                }
                if d.init.is_some() {
                    return Err(self.err(c, "a block has one `T.init()`"));
                }
                d.init = Some(self.block(&w.body)?);
            }
            _ => return Ok(false),
        }
        Ok(true)
    }

    /// `v_i, v_j = T.axis.remap("SR", [i, j])`.
    fn remap(&mut self, a: &ast::StmtAssign, c: &ast::ExprCall, d: &mut Decls) -> Result<()> {
        let (
            [ast::Expr::Constant(ast::ExprConstant {
                value: Constant::Str(kinds),
                ..
            }), bound],
            [target],
        ) = (c.args.as_slice(), a.targets.as_slice())
        else {
            return Err(self.err(c, "expected `names = T.axis.remap(\"SR...\", [vars])`"));
        };
        // The loop variables: a list of names, or the tuple of `for iters in T.grid(...)`.
        let bindings: Vec<(ExprId, &ast::Expr)> = match (bound, self.loop_tuple(bound)) {
            (_, Some(vars)) => vars.into_iter().map(|v| (self.func.var_ref(v), bound)).collect(),
            (ast::Expr::List(l), None) => {
                let mut out = Vec::new();
                for b in &l.elts {
                    out.push((self.expr(b)?, b));
                }
                out
            }
            _ => return Err(self.err(bound, "expected a list of loop variables `[i, j]`")),
        };
        let names = self.target_names(target)?;
        if names.len() != bindings.len() || names.len() != kinds.chars().count() {
            return Err(self.err(c, "`T.axis.remap` needs one kind letter and one binding per name"));
        }
        let group = d.groups;
        d.groups += 1;
        let mut pending = Vec::new();
        for (kind, &(binding, b)) in kinds.chars().zip(&bindings) {
            let kind = match kind {
                'S' => IterKind::Spatial,
                'R' => IterKind::Reduce,
                'O' => IterKind::Opaque,
                _ => return Err(self.err(c, "expected kind letters S (spatial), R (reduce) or O (opaque)")),
            };
            let Expr::Var(v) = self.func.expr(binding) else {
                return Err(self.err(b, "`T.axis.remap` binds loop variables; expected a name"));
            };
            let Some(&(min, extent)) = self.loop_ranges.get(v) else {
                return Err(self.err(b, "`T.axis.remap` binds loop variables; expected a loop variable"));
            };
            pending.push((kind, min, extent, binding));
        }
        for (name, (kind, min, extent, binding)) in names.iter().zip(pending) {
            let var = self.func.add_var(name, self.func.dtype(binding));
            d.iters.push(BlockIter {
                var,
                kind,
                min,
                extent,
                binding,
                remap_group: Some(group),
            });
            self.define(name, Binding::Var(var));
        }
        Ok(())
    }

    /// `v = T.axis.spatial(dom, binding)` (or `reduce`, `opaque`, `scan`, and TVM's aliases
    /// `S` and `R`; optionally `dtype=...`); `dom`
    /// is an extent or a `(start, stop)` pair. As TVM 0.27 reads it: the domain keeps its own
    /// dtype (a literal is `int32`; in a pair it takes the other bound's dtype), the variable's
    /// is the widest of the domain's and `dtype`'s, and the binding keeps its own.
    fn axis(&mut self, a: &ast::StmtAssign, c: &ast::ExprCall, kind: &str, d: &mut Decls) -> Result<()> {
        let kind = match kind {
            "spatial" | "S" => IterKind::Spatial,
            "reduce" | "R" => IterKind::Reduce,
            "opaque" => IterKind::Opaque,
            "scan" => IterKind::Scan,
            _ => {
                return Err(self.err(
                    c,
                    "unsupported axis kind; expected spatial (S), reduce (R), scan, opaque or remap",
                ))
            }
        };
        let [dom, binding] = c.args.as_slice() else {
            return Err(self.err(c, "expected `T.axis.KIND(extent, binding)`"));
        };
        let mut declared = DataType::INT32;
        for k in &c.keywords {
            match k.arg.as_deref() {
                Some("dtype") => declared = self.dtype_arg(&k.value)?,
                _ => return Err(self.err(k, "unexpected keyword argument; expected `dtype=`")),
            }
        }
        let name = self.single_target(a)?;
        let binding = self.expr(binding)?;
        let (min, extent) = match dom {
            ast::Expr::Tuple(t) if t.elts.len() == 2 => {
                let (lo, hi) = (self.val(&t.elts[0])?, self.val(&t.elts[1])?);
                let (lo, hi) = self.operands(lo, hi, &t.elts[0], &t.elts[1])?;
                let extent = match (self.func.expr(lo), self.func.expr(hi)) {
                    (Expr::Int(a), Expr::Int(b)) => {
                        let n = b - a;
                        self.func.int(n, self.func.dtype(lo))
                    }
                    _ => self.func.binary(crate::ir::BinOp::Sub, hi, lo),
                };
                (lo, extent)
            }
            other => {
                let extent = self.expr(other)?;
                (self.func.int(0, self.func.dtype(extent)), extent)
            }
        };
        let widest = [min, extent]
            .iter()
            .map(|&e| self.func.dtype(e))
            .fold(declared, |w, t| if t.bits > w.bits { t } else { w });
        if !widest.is_int() || self.func.dtype(extent) != widest {
            // TVM: "The dtype of the extent of an IterVar must match its associated Var's dtype".
            return Err(self.err(dom, &format!("expected an integer domain of dtype {widest}")));
        }
        let dt = widest;
        let var = self.func.add_var(&name, dt);
        d.iters.push(BlockIter {
            var,
            kind,
            min,
            extent,
            binding,
            remap_group: None,
        });
        self.define(&name, Binding::Var(var));
        Ok(())
    }

    /// The names of an assignment target: `v` or `v, w`.
    fn target_names(&self, target: &ast::Expr) -> Result<Vec<String>> {
        match target {
            ast::Expr::Name(n) => Ok(vec![n.id.to_string()]),
            ast::Expr::Tuple(t) => t
                .elts
                .iter()
                .map(|e| match e {
                    ast::Expr::Name(n) => Ok(n.id.to_string()),
                    other => Err(self.err(other, "expected a name")),
                })
                .collect(),
            other => Err(self.err(other, "expected names on the left of `=`")),
        }
    }

    /// `X = T.match_buffer(A[region], shape, dtype, ...)` in a block: a buffer over the region,
    /// of the region's extents and the source's dtype when no shape is given (as TVM reads it).
    fn match_buffer(
        &mut self,
        name: &str,
        c: &ast::ExprCall,
        iters: &[VarId],
    ) -> Result<(crate::ir::BufferId, BufferRegion)> {
        let c = &*self.bound_call(c, "match_buffer", &super::signature::MATCH_BUFFER)?;
        let (Some(region), 1..=3) = (c.args.first(), c.args.len()) else {
            return Err(self.err(c, "expected `T.match_buffer(A[region], shape, dtype, ...)`"));
        };
        let source = self.region(region)?;
        let shape_arg = c.args.get(1).filter(|a| {
            !matches!(
                a,
                ast::Expr::Constant(ast::ExprConstant {
                    value: Constant::None,
                    ..
                })
            )
        });
        let shape = match shape_arg {
            Some(shape_arg) => self.shape(shape_arg, None)?,
            None => {
                let at = region.start().into();
                let dims = source.dims.clone();
                dims.iter()
                    .map(|d| self.region_extent(d, iters, at))
                    .collect::<Result<_>>()?
            }
        };
        let storage = Some(crate::ir::BufferData::AliasOf(source.buffer));
        let mut decl = self.buffer_decl(name, c, shape, c.args.get(2), "global", storage)?;
        if shape_arg.is_none() {
            // TVM 0.27 takes the source's dtype with its extents, whatever `dtype=` says.
            decl.dtype = self.func.buffer(source.buffer).dtype;
        }
        let b = self.func.add_buffer(decl);
        self.define(name, super::Binding::Buffer(b));
        Ok((b, source))
    }
}

/// The dict literal of `earlier`'s entries, then `later`'s (a repeated key takes the later value,
/// as in a Python dict display); `None` unless both are dict literals.
fn merged_dict(earlier: &str, later: &str) -> Option<String> {
    let inner = |t: &str| -> Option<String> {
        let t = t.trim().strip_prefix('{')?.strip_suffix('}')?.trim();
        Some(t.trim_end_matches(',').trim().to_string())
    };
    let parts: Vec<String> = [inner(earlier)?, inner(later)?]
        .into_iter()
        .filter(|p| !p.is_empty())
        .collect();
    Some(format!("{{{}}}", parts.join(", ")))
}
