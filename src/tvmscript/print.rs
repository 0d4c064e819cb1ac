//! IR to TVMScript that TVM 0.27 parses back into a structurally equal module.
//!
//! Invariants: operator precedence follows Python's, so no parenthesis changes meaning; a name
//! printed for a variable never refers to another variable in scope (shadowing is resolved by
//! suffixing `_1`, `_2`, ...); int32 constants print bare and other dtypes as `T.<dtype>(v)`, so
//! re-parsing gives every constant its original dtype.

use super::const_fold::try_const_fold;
use super::parse::DTYPE_KEYWORD;
use crate::ir::walk::{walk_func, StmtVisitor};
use crate::ir::{
    AllocForm, AttrNode, BinOp, Block, BlockIter, BufferData, BufferId, BufferRegion, DeclForm, Expr, ExprId, ForKind,
    IterKind, Module, Param, PrimFunc, RegionDim, ShapeVarStyle, Stmt, StmtId, VarId,
};
use hashbrown::{HashMap, HashSet};
use std::fmt::Write;

/// Prints a module as TVMScript.
pub fn print_module(module: &Module) -> String {
    let mut out = String::new();
    if !module.type_vars.is_empty() {
        out.push_str("# from typing import TypeVar\n");
    }
    out.push_str("# from tvm.script import ir as I\n# from tvm.script import tirx as T\n\n");
    for tv in &module.type_vars {
        let _ = writeln!(out, "{tv} = TypeVar(\"{tv}\")");
    }
    let indent = match &module.class_name {
        Some(name) => {
            let _ = writeln!(out, "@I.ir_module\nclass {name}:");
            if let Some(attrs) = &module.attrs {
                let _ = writeln!(out, "    I.module_attrs({attrs})");
            }
            1
        }
        None => 0,
    };
    for (i, f) in module.funcs.iter().enumerate() {
        if i > 0 {
            out.push('\n');
        }
        out.push_str(&print_func(f, indent));
    }
    out
}

/// Prints one function at `indent` levels (4 spaces each).
pub fn print_func(func: &PrimFunc, indent: usize) -> String {
    let mut p = Printer::new(func, shared_env_threads(func), PARALLEL_PRINT_STATEMENTS);
    p.func(indent);
    p.out
}

/// Prints a single expression of `func` as TVMScript.
pub fn print_expr(func: &PrimFunc, e: ExprId) -> String {
    let mut p = Printer::new(func, HashMap::new(), PARALLEL_PRINT_STATEMENTS);
    for (i, v) in func.vars.iter().enumerate() {
        p.names.vars.entry(VarId(i as u32)).or_insert_with(|| v.name.clone());
    }
    for (i, b) in func.buffers.iter().enumerate() {
        p.names
            .buffers
            .entry(BufferId(i as u32))
            .or_insert_with(|| b.name.clone());
    }
    let mut s = String::new();
    p.expr(&mut s, e, 0);
    s
}

#[derive(Clone, Default)]
struct Names {
    vars: HashMap<VarId, String>,
    buffers: HashMap<BufferId, String>,
    /// How many definitions of each printed name are currently in scope.
    in_scope: HashMap<String, usize>,
    frames: Vec<Vec<String>>,
}

impl Names {
    fn fresh(&mut self, base: &str) -> String {
        let mut name = base.to_string();
        let mut n = 0;
        while self.in_scope.get(&name).copied().unwrap_or(0) > 0 {
            n += 1;
            name = format!("{base}_{n}");
        }
        *self.in_scope.entry(name.clone()).or_default() += 1;
        if let Some(f) = self.frames.last_mut() {
            f.push(name.clone());
        }
        name
    }
    fn push(&mut self) {
        self.frames.push(Vec::new());
    }
    fn pop(&mut self) {
        for n in self.frames.pop().unwrap_or_default() {
            if let Some(c) = self.in_scope.get_mut(&n) {
                *c -= 1;
            }
        }
    }
}

#[derive(Clone)]
struct Printer<'a> {
    f: &'a PrimFunc,
    out: String,
    names: Names,
    /// String-dim shape symbols already introduced in the signature.
    shown_dims: HashSet<VarId>,
    /// Mutable scalars printed as `x: T.int32 = v`, hence read as `x` and written as `x = v`.
    scalars: HashSet<BufferId>,
    /// The `T.env_thread` declarations printed once for several launches, by the sequence item
    /// they are printed before ([`shared_env_threads`]).
    env_declared_before: HashMap<StmtId, Vec<StmtId>>,
    /// The printed name of each of those declarations, once printed.
    env_names: HashMap<u32, String>,
    /// Statements a function holds from which its body is printed by two threads
    /// ([`Printer::parallel_split`]).
    parallel_from: usize,
}

impl<'a> Printer<'a> {
    /// A printer of `f` with nothing printed yet.
    fn new(f: &'a PrimFunc, env_declared_before: HashMap<StmtId, Vec<StmtId>>, parallel_from: usize) -> Self {
        Printer {
            f,
            out: String::new(),
            names: Names::default(),
            shown_dims: HashSet::new(),
            scalars: HashSet::new(),
            env_declared_before,
            env_names: HashMap::new(),
            parallel_from,
        }
    }
}

/// Statements from which a function's body is printed by two threads: below, a thread costs
/// more than it saves.
const PARALLEL_PRINT_STATEMENTS: usize = 20_000;

const PREC_OR: u8 = 1;
const PREC_AND: u8 = 2;
const PREC_NOT: u8 = 3;
const PREC_CMP: u8 = 4;
const PREC_BIT_OR: u8 = 5;
const PREC_BIT_XOR: u8 = 6;
const PREC_BIT_AND: u8 = 7;
const PREC_SHIFT: u8 = 8;
const PREC_ADD: u8 = 9;
const PREC_MUL: u8 = 10;
const PREC_UNARY: u8 = 11;
const PREC_ATOM: u8 = 12;

fn pad(indent: usize) -> String {
    "    ".repeat(indent)
}

/// Python spelling of a float that parses back to the same `f64`.
fn py_float(v: f64) -> String {
    if v.is_nan() {
        "\"nan\"".into()
    } else if v.is_infinite() {
        if v > 0.0 {
            "\"inf\"".into()
        } else {
            "\"-inf\"".into()
        }
    } else {
        let s = format!("{v:?}");
        if s.contains(['.', 'e', 'E']) {
            s
        } else {
            format!("{s}.0")
        }
    }
}

/// A Python string literal denoting `s`: Rust's `{:?}` escapes (`\u{8}`) are not Python, so
/// quotes, backslashes and control characters get Python's own escapes and the rest is
/// written as is (TVMScript files are UTF-8).
fn py_str(s: &str) -> String {
    let mut out = String::with_capacity(s.len() + 2);
    out.push('"');
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            c if c.is_control() => {
                let _ = write!(out, "\\u{:04x}", c as u32);
            }
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

impl Printer<'_> {
    fn var(&self, v: VarId) -> &str {
        self.names
            .vars
            .get(&v)
            .map(String::as_str)
            .unwrap_or(&self.f.var(v).name)
    }
    fn buf(&self, b: BufferId) -> &str {
        self.names
            .buffers
            .get(&b)
            .map(String::as_str)
            .unwrap_or(&self.f.buffer(b).name)
    }
    fn def_var(&mut self, v: VarId) -> String {
        let n = self.names.fresh(&self.f.var(v).name);
        self.names.vars.insert(v, n.clone());
        n
    }
    fn def_buf(&mut self, b: BufferId) -> String {
        let n = self.names.fresh(&self.f.buffer(b).name);
        self.names.buffers.insert(b, n.clone());
        n
    }

    fn func(&mut self, indent: usize) {
        let f = self.f;
        let args = if f.decorator_args.is_empty() {
            String::new()
        } else {
            format!("({})", f.decorator_args)
        };
        let _ = writeln!(self.out, "{}@T.prim_func{args}", pad(indent));
        self.names.push();
        for (v, style) in &f.shape_vars {
            if *style == ShapeVarStyle::TypeVar {
                self.def_var(*v);
            }
        }
        let mut params = Vec::new();
        for (k, p) in f.params.iter().enumerate() {
            match p {
                Param::Scalar(v) => {
                    // A parameter an earlier buffer's string dim already named keeps that name.
                    let name = if self.shown_dims.contains(v) {
                        self.var(*v).to_string()
                    } else {
                        self.def_var(*v)
                    };
                    let ty = self.var_type(*v);
                    params.push(format!("{name}: {ty}"));
                }
                Param::Buffer(b) => {
                    let name = self.def_buf(*b);
                    let decl = f.buffer(*b);
                    let mut dims = Vec::new();
                    let later_param = |v: &VarId| f.params[k..].contains(&Param::Scalar(*v));
                    for &d in &decl.shape {
                        let string_dim = match f.expr(d) {
                            Expr::Var(v)
                                if (f.shape_vars.contains(&(*v, ShapeVarStyle::StringDim)) || later_param(v))
                                    && !self.shown_dims.contains(v) =>
                            {
                                Some(*v)
                            }
                            _ => None,
                        };
                        match string_dim {
                            Some(v) => {
                                self.shown_dims.insert(v);
                                let n = self.def_var(v);
                                dims.push(py_str(&n));
                            }
                            None => {
                                // An expression over a symbol introduced later in the signature
                                // is written as a string, as TVM prints it.
                                let mut free = Vec::new();
                                crate::analysis::free_vars(f, d, &mut free);
                                let later: Vec<VarId> = free
                                    .into_iter()
                                    .filter(|v| {
                                        (f.shape_vars.contains(&(*v, ShapeVarStyle::StringDim)) || later_param(v))
                                            && !self.shown_dims.contains(v)
                                    })
                                    .collect();
                                for &v in &later {
                                    self.shown_dims.insert(v);
                                    self.def_var(v);
                                }
                                let mut s = String::new();
                                self.expr(&mut s, d, 0);
                                dims.push(if later.is_empty() { s } else { py_str(&s) });
                            }
                        }
                    }
                    let mut args = vec![tuple(&dims), format!("\"{}\"", decl.dtype)];
                    args.extend(self.buffer_keywords(decl, "global"));
                    params.push(format!("{name}: T.Buffer({})", args.join(", ")));
                }
            }
        }
        let ret = f.ret_type.map_or(String::new(), |t| format!(" -> T.{t}"));
        let _ = writeln!(self.out, "{}def {}({}){ret}:", pad(indent), f.name, params.join(", "));
        let body_pad = pad(indent + 1);
        let decls: Vec<VarId> = f
            .shape_vars
            .iter()
            .filter(|(_, s)| *s == ShapeVarStyle::StringDim)
            .map(|(v, _)| *v)
            .collect();
        if !decls.is_empty() {
            for &v in &decls {
                if !self.shown_dims.contains(&v) {
                    self.def_var(v);
                }
            }
            let lhs: Vec<&str> = decls.iter().map(|&v| self.var(v)).collect();
            let rhs: Vec<String> = decls.iter().map(|&v| format!("T.{}()", f.var(v).dtype)).collect();
            let _ = writeln!(self.out, "{body_pad}{} = {}", lhs.join(", "), rhs.join(", "));
        }
        if !f.attrs.is_empty() {
            let items: Vec<String> = f
                .attrs
                .iter()
                .map(|a| format!("{}: {}", py_str(&a.key), a.value))
                .collect();
            let _ = writeln!(self.out, "{body_pad}T.func_attr({{{}}})", items.join(", "));
        }
        let empty_body = matches!(f.stmt(f.body), Stmt::Seq(items) if items.is_empty());
        if empty_body && f.attrs.is_empty() && decls.is_empty() {
            let _ = writeln!(self.out, "{body_pad}T.evaluate(0)");
        } else {
            self.stmt(f.body, indent + 1);
        }
        self.names.pop();
    }

    fn block(&mut self, s: StmtId, indent: usize) {
        self.names.push();
        if matches!(self.f.stmt(s), Stmt::Seq(items) if items.is_empty()) {
            let _ = writeln!(self.out, "{}T.evaluate(0)", pad(indent));
        } else {
            self.stmt(s, indent);
        }
        self.names.pop();
    }

    /// `x = T.env_thread(tag)` for each declaration printed before the sequence item `s`.
    fn env_thread_decls(&mut self, s: StmtId, indent: usize) {
        let f = self.f;
        for launch in self.env_declared_before.get(&s).cloned().unwrap_or_default() {
            if let Stmt::ThreadLaunch { var, tag, .. } = f.stmt(launch) {
                let decl = f.var(*var);
                let name = self.names.fresh(&decl.name);
                self.line(indent, &format!("{name} = T.env_thread({})", py_str(tag)));
                self.env_names.extend(decl.env_thread.map(|group| (group, name)));
            }
        }
    }

    /// `with T.sblock(name):` and its declarations, in the order TVM prints them.
    fn sblock(&mut self, b: &Block, indent: usize) {
        let f = self.f;
        self.line(indent, &format!("with T.sblock({}):", py_str(&b.name)));
        self.names.push();
        let inner = indent + 1;
        let mut k = 0;
        while k < b.iters.len() {
            let it = &b.iters[k];
            let group: Vec<&BlockIter> = match it.remap_group {
                Some(g) => b.iters[k..].iter().take_while(|x| x.remap_group == Some(g)).collect(),
                None => vec![it],
            };
            // `T.axis.remap` has no letter for an ordered axis (the parser never groups one):
            // a group holding one prints its axes one by one.
            let remap = it.remap_group.is_some() && group.iter().all(|x| x.kind != IterKind::Scan);
            let group = if remap { group } else { vec![it] };
            k += group.len();
            if remap {
                let kinds: String = group
                    .iter()
                    .map(|x| match x.kind {
                        IterKind::Spatial => 'S',
                        IterKind::Reduce => 'R',
                        IterKind::Opaque | IterKind::Scan => 'O',
                    })
                    .collect();
                let bindings: Vec<String> = group.iter().map(|x| self.e(x.binding)).collect();
                let names: Vec<String> = group.iter().map(|x| self.def_var(x.var)).collect();
                self.line(
                    inner,
                    &format!(
                        "{} = T.axis.remap(\"{kinds}\", [{}])",
                        names.join(", "),
                        bindings.join(", ")
                    ),
                );
            } else {
                let kind = match it.kind {
                    IterKind::Spatial => "spatial",
                    IterKind::Reduce => "reduce",
                    IterKind::Opaque => "opaque",
                    IterKind::Scan => "scan",
                };
                let dom = match f.expr(it.min) {
                    Expr::Int(0) => self.e(it.extent),
                    _ => {
                        let stop = match (f.expr(it.min), f.expr(it.extent)) {
                            (Expr::Int(a), Expr::Int(n)) => (a + n).to_string(),
                            _ => format!("{} + {}", self.e(it.min), self.e(it.extent)),
                        };
                        format!("({}, {stop})", self.e(it.min))
                    }
                };
                let binding = self.e(it.binding);
                let name = self.def_var(it.var);
                self.line(inner, &format!("{name} = T.axis.{kind}({dom}, {binding})"));
            }
        }
        if let Some(p) = b.predicate {
            let p = self.e(p);
            self.line(inner, &format!("T.where({p})"));
        }
        if !b.infer_reads {
            let reads = self.regions(&b.reads);
            self.line(inner, &format!("T.reads({reads})"));
        }
        if !b.infer_writes {
            let writes = self.regions(&b.writes);
            self.line(inner, &format!("T.writes({writes})"));
        }
        if let Some(a) = &b.annotations {
            self.line(inner, &format!("T.sblock_attr({a})"));
        }
        for &a in &b.allocs {
            let decl = f.buffer(a);
            let mut args = self.shape_and_dtype(decl);
            args.extend(self.buffer_keywords(decl, "global"));
            let name = self.def_buf(a);
            self.line(inner, &format!("{name} = T.sblock_alloc_buffer({})", args.join(", ")));
        }
        // A stride symbol standing in two places is declared first (`s = T.int32()`), as TVM
        // prints it; one standing once is written as a string in its place.
        let (mut seen, mut declared): (Vec<VarId>, Vec<VarId>) = (Vec::new(), Vec::new());
        for &d in b.match_buffers.iter().flat_map(|(m, _)| f.buffer(*m).strides.iter()) {
            if let Some(v) = f.matched_stride(d) {
                if seen.contains(&v) && !declared.contains(&v) {
                    let name = self.def_var(v);
                    self.line(inner, &format!("{name} = T.{}()", f.var(v).dtype));
                    declared.push(v);
                }
                seen.push(v);
            }
        }
        for (m, source) in &b.match_buffers {
            let decl = f.buffer(*m);
            let mut args = vec![self.regions(std::slice::from_ref(source))];
            args.extend(self.shape_and_dtype(decl));
            args.extend(self.buffer_keywords(decl, "global"));
            let name = self.def_buf(*m);
            self.line(inner, &format!("{name} = T.match_buffer({})", args.join(", ")));
            // TVM's parser binds no name to a stride symbol: later uses read it off the buffer.
            for (k, &d) in decl.strides.iter().enumerate() {
                if let Some(v) = f.matched_stride(d).filter(|v| !declared.contains(v)) {
                    self.names.vars.insert(v, format!("{name}.strides[{k}]"));
                }
            }
        }
        if let Some(i) = b.init {
            self.line(inner, "with T.init():");
            self.block(i, inner + 1);
        }
        // An empty body (`pass`) is `T.evaluate(0)` to TVM, and a `with` needs a statement.
        if matches!(f.stmt(b.body), Stmt::Seq(items) if items.is_empty()) {
            self.line(inner, "T.evaluate(0)");
        } else {
            self.stmt(b.body, inner);
        }
        self.names.pop();
    }

    /// `A[v_i, 0:16], B[v_k]` of `T.reads`/`T.writes`.
    fn regions(&self, regions: &[BufferRegion]) -> String {
        let parts: Vec<String> = regions
            .iter()
            .map(|r| {
                let dims: Vec<String> = r
                    .dims
                    .iter()
                    .map(|d| match *d {
                        RegionDim::Point(e) => self.e(e),
                        RegionDim::Range(lo, hi) => format!("{}:{}", self.e(lo), self.e(hi)),
                    })
                    .collect();
                if self.scalars.contains(&r.buffer) {
                    // A mutable scalar is read as `x`; its region is TVM's `x.source[0]`.
                    return format!("{}.source[0]", self.buf(r.buffer));
                }
                format!("{}[{}]", self.buf(r.buffer), subscript(&dims))
            })
            .collect();
        parts.join(", ")
    }

    fn line(&mut self, indent: usize, text: &str) {
        for _ in 0..indent {
            self.out.push_str("    ");
        }
        self.out.push_str(text);
        self.out.push('\n');
    }

    /// Prints the items of `range` of a sequence (a mutable scalar's allocation and its first
    /// store, which print as one declaration, may reach one item past the range's end).
    fn items(&mut self, items: &[StmtId], range: std::ops::Range<usize>, indent: usize) {
        let mut k = range.start;
        while k < range.end {
            if let Some(next) = items.get(k + 1) {
                if self.scalar_decl(items[k], *next, indent) {
                    k += 2;
                    continue;
                }
            }
            self.env_thread_decls(items[k], indent);
            self.stmt(items[k], indent);
            k += 1;
        }
    }

    /// Where the function body's sequence `items` (of `s`) can be printed by two threads, when
    /// the function is large: `(start, half)` such that the items before `start` are printed
    /// first, then those of `start..half` and those from `half` on each by a printer of its
    /// own, both starting from the state after `start`. No item of `start..half` declares
    /// anything the items after it see (each is a statement whose names end with it), so the
    /// second printer's state is the state the first reaches at `half`, and the text is the
    /// one printer's, byte for byte.
    fn parallel_split(&self, s: StmtId, items: &[StmtId]) -> Option<(usize, usize)> {
        let f = self.f;
        if s != f.body || f.stmts.len() < self.parallel_from || items.len() < 2 {
            return None;
        }
        let half = items.len() / 2;
        let declares = |k: usize| {
            self.env_declared_before.contains_key(&items[k])
                || !matches!(
                    f.stmt(items[k]),
                    Stmt::For { .. }
                        | Stmt::If { .. }
                        | Stmt::While { .. }
                        | Stmt::Store { .. }
                        | Stmt::Evaluate(_)
                        | Stmt::Assert { .. }
                        | Stmt::Attr { .. }
                        | Stmt::ThreadLaunch { concise: false, .. }
                        | Stmt::Block(_)
                )
        };
        let start = match (0..half).rev().find(|&k| declares(k)) {
            None => 0,
            // An allocation's first store may print with it: it goes before the split too.
            Some(k) if matches!(f.stmt(items[k]), Stmt::Alloc { .. }) => k + 2,
            Some(k) => k + 1,
        };
        (start < half).then_some((start, half))
    }

    /// Prints `items` split as [`Printer::parallel_split`] found, the items from `half` on by a
    /// second thread.
    fn items_in_parallel(&mut self, items: &[StmtId], start: usize, half: usize, indent: usize) {
        self.items(items, 0..start, indent);
        // The second printer starts from this one's state, without the text printed so far.
        let printed = std::mem::take(&mut self.out);
        let mut second = self.clone();
        self.out = printed;
        let tail = std::thread::scope(|scope| {
            let tail = scope.spawn(move || {
                second.items(items, half..items.len(), indent);
                second.out
            });
            self.items(items, start..half, indent);
            tail.join()
        });
        match tail {
            Ok(text) => self.out.push_str(&text),
            Err(panic) => std::panic::resume_unwind(panic),
        }
    }

    fn stmt(&mut self, s: StmtId, indent: usize) {
        crate::deep::grow(|| self.stmt_inner(s, indent))
    }

    fn stmt_inner(&mut self, s: StmtId, indent: usize) {
        let f = self.f;
        match f.stmt(s) {
            Stmt::Seq(items) => match self.parallel_split(s, items) {
                Some((start, half)) => self.items_in_parallel(items, start, half, indent),
                None => self.items(items, 0..items.len(), indent),
            },
            Stmt::Bind { var, value } => {
                let v = self.e(*value);
                let name = self.def_var(*var);
                let ty = self.var_type(*var);
                self.line(indent, &format!("{name}: T.let[{ty}] = {v}"));
            }
            Stmt::For { .. } => self.for_loop(s, indent),
            Stmt::ThreadLaunch {
                var,
                tag,
                extent,
                body,
                concise,
            } => {
                let ext = self.e(*extent);
                let shared = f.var(*var).env_thread.and_then(|g| self.env_names.get(&g)).cloned();
                // `T.launch_thread(tag, extent) as x` gives `x` the extent's dtype: a declared
                // thread of another dtype (`T.env_thread` makes `int32`) is printed declared.
                let declared = f.var(*var).env_thread.is_some() && f.var(*var).dtype != f.dtype(*extent);
                if let Some(name) = shared {
                    self.names.vars.insert(*var, name.clone());
                    self.line(indent, &format!("with T.launch_thread({name}, {ext}):"));
                    self.block(*body, indent + 1);
                } else if declared {
                    self.names.push();
                    let name = self.def_var(*var);
                    self.line(indent, &format!("{name} = T.env_thread({})", py_str(tag)));
                    self.line(indent, &format!("with T.launch_thread({name}, {ext}):"));
                    self.block(*body, indent + 1);
                    self.names.pop();
                } else if *concise {
                    let name = self.def_var(*var);
                    self.line(indent, &format!("{name} = T.launch_thread({}, {ext})", py_str(tag)));
                    self.stmt(*body, indent);
                } else {
                    self.names.push();
                    let name = self.def_var(*var);
                    self.line(
                        indent,
                        &format!("with T.launch_thread({}, {ext}) as {name}:", py_str(tag)),
                    );
                    self.block(*body, indent + 1);
                    self.names.pop();
                }
            }
            Stmt::Attr { node, key, value, body } => {
                let node = self.attr_node(node);
                let v = self.e(*value);
                self.line(indent, &format!("with T.attr({node}, {}, {v}):", py_str(key)));
                self.block(*body, indent + 1);
            }
            Stmt::If { cond, then, other } => {
                let c = self.e(*cond);
                self.line(indent, &format!("if {c}:"));
                self.block(*then, indent + 1);
                // An else-branch that is one `if` prints as `elif`: an `elif` chain then keeps
                // its indentation, so its text stays linear in its length.
                let mut other = *other;
                while let Some(o) = other {
                    if let Stmt::If {
                        cond,
                        then,
                        other: next,
                    } = self.f.stmt(o)
                    {
                        let c = self.e(*cond);
                        self.line(indent, &format!("elif {c}:"));
                        self.block(*then, indent + 1);
                        other = *next;
                    } else {
                        self.line(indent, "else:");
                        self.block(o, indent + 1);
                        other = None;
                    }
                }
            }
            Stmt::While { cond, body } => {
                let c = self.e(*cond);
                self.line(indent, &format!("while {c}:"));
                self.block(*body, indent + 1);
            }
            Stmt::Store { buffer, indices, value } if self.scalars.contains(buffer) && indices.is_empty() => {
                let v = self.e(*value);
                self.line(indent, &format!("{} = {v}", self.buf(*buffer)));
            }
            Stmt::Store { buffer, indices, value } => {
                // Written in place: stores are most of a large kernel's lines.
                let idx = self.store_indices(indices);
                let mut out = std::mem::take(&mut self.out);
                for _ in 0..indent {
                    out.push_str("    ");
                }
                out.push_str(self.buf(*buffer));
                out.push('[');
                out.push_str(&idx);
                out.push_str("] = ");
                self.expr(&mut out, *value, 0);
                out.push('\n');
                self.out = out;
            }
            Stmt::Evaluate(e) => {
                let text = self.e(*e);
                let line = if matches!(f.expr(*e), Expr::Call(..)) {
                    text
                } else {
                    format!("T.evaluate({text})")
                };
                self.line(indent, &line);
            }
            Stmt::Block(b) => self.sblock(b, indent),
            Stmt::Alloc {
                buffer,
                form: AllocForm::Scalar,
            } if is_scalar_shaped(f.buffer(*buffer)) => {
                // A scalar not followed by its first store: declared as TVM prints it.
                let name = self.def_buf(*buffer);
                self.scalars.insert(*buffer);
                self.line(indent, &format!("{name}: T.{}", f.buffer(*buffer).dtype));
            }
            Stmt::Alloc { buffer, form } => {
                let decl = f.buffer(*buffer);
                let mut args = self.shape_and_dtype(decl);
                let (fname, default_scope) = match form {
                    // A scalar of another shape or scope: a local buffer as declared.
                    AllocForm::Buffer | AllocForm::Scalar => ("alloc_buffer", "global"),
                    AllocForm::Local => ("alloc_local", "local"),
                    AllocForm::Shared => ("alloc_shared", "shared"),
                    AllocForm::RootBlock => ("sblock_alloc_buffer", "global"),
                };
                args.extend(self.buffer_keywords(decl, default_scope));
                let name = self.def_buf(*buffer);
                self.line(indent, &format!("{name} = T.{fname}({})", args.join(", ")));
            }
            Stmt::DeclBuffer { buffer, form } => {
                let decl = f.buffer(*buffer);
                let line = match (form, &decl.data) {
                    (DeclForm::View, BufferData::AliasOf(src)) => {
                        let dims: Vec<String> = decl.shape.iter().map(|&d| self.e(d)).collect();
                        format!("{}.view({})", self.buf(*src), dims.join(", "))
                    }
                    _ => {
                        let mut args = self.shape_and_dtype(decl);
                        match decl.data {
                            BufferData::AliasOf(src) => args.push(format!("data={}.data", self.buf(src))),
                            BufferData::Pointer(p) => args.push(format!("data={}", self.e(p))),
                            BufferData::Param | BufferData::Allocated => {}
                        }
                        args.extend(self.buffer_keywords(decl, "global"));
                        format!("T.decl_buffer({})", args.join(", "))
                    }
                };
                let name = self.def_buf(*buffer);
                self.line(indent, &format!("{name} = {line}"));
            }
            Stmt::Assert { cond, message } => {
                let c = self.e(*cond);
                self.line(indent, &format!("assert {c}, {message}"));
            }
            Stmt::Return(value) => {
                let v = self.e(*value);
                self.line(indent, &format!("return {v}"));
            }
        }
    }

    fn for_loop(&mut self, s: StmtId, indent: usize) {
        let f = self.f;
        let Stmt::For {
            var,
            min,
            extent,
            step,
            kind,
            body,
        } = f.stmt(s)
        else {
            unreachable!("for_loop is called on a For")
        };
        // A stepped loop prints its start even when it is 0, as TVM does.
        let zero_min = matches!(f.expr(*min), Expr::Int(0)) && step.is_none();
        self.names.push();
        let annotation = f.loop_annotation(*var).map(str::to_string);
        if *kind == ForKind::Serial && zero_min && annotation.is_none() {
            // Collapse perfectly nested zero-based serial loops into `T.grid`, as TVM prints them.
            let mut vars = vec![*var];
            let mut exts = vec![*extent];
            let mut inner = *body;
            while let Stmt::For {
                var: v2,
                min: m2,
                extent: e2,
                step: None,
                kind: ForKind::Serial,
                body: b2,
            } = f.stmt(inner)
            {
                let mut deps = Vec::new();
                crate::analysis::free_vars(f, *e2, &mut deps);
                if !matches!(f.expr(*m2), Expr::Int(0))
                    || deps.iter().any(|d| vars.contains(d))
                    || f.loop_annotation(*v2).is_some()
                {
                    break;
                }
                vars.push(*v2);
                exts.push(*e2);
                inner = *b2;
            }
            let ext_text: Vec<String> = exts.iter().map(|&e| self.e(e)).collect();
            let names: Vec<String> = vars.iter().map(|&v| self.def_var(v)).collect();
            let header = if vars.len() == 1 {
                format!("for {} in range({}):", names[0], ext_text[0])
            } else {
                format!("for {} in T.grid({}):", names.join(", "), ext_text.join(", "))
            };
            self.line(indent, &header);
            self.block(inner, indent + 1);
        } else {
            let lo = self.e(*min);
            let ext = self.e(*extent);
            let name = self.def_var(*var);
            let args = self.range_args(zero_min, &lo, *min, *extent, &ext);
            let step_text = step.map(|s| self.e(s));
            let annotated = annotation.is_some();
            // TVM's order: annotations, then the step.
            let extra = annotation.map(|a| format!(", annotations={a}")).unwrap_or_default()
                + &step_text.as_ref().map(|s| format!(", step={s}")).unwrap_or_default();
            let range = match kind {
                ForKind::Serial if annotated => format!("T.serial({args}{extra})"),
                ForKind::Serial => {
                    let hi = self.add_text(*min, *extent);
                    match &step_text {
                        Some(s) => format!("range({lo}, {hi}, {s})"),
                        None => format!("range({lo}, {hi})"),
                    }
                }
                ForKind::Parallel => format!("T.parallel({args}{extra})"),
                ForKind::Vectorized => format!("T.vectorized({args}{extra})"),
                ForKind::Unrolled => format!("T.unroll({args}{extra})"),
                ForKind::ThreadBinding(tag) => format!("T.thread_binding({args}, thread={}{extra})", py_str(tag)),
            };
            self.line(indent, &format!("for {name} in {range}:"));
            self.block(*body, indent + 1);
        }
        self.names.pop();
    }

    fn range_args(&self, zero_min: bool, lo: &str, min: ExprId, extent: ExprId, ext: &str) -> String {
        if zero_min {
            ext.to_string()
        } else {
            format!("{lo}, {}", self.add_text(min, extent))
        }
    }

    /// Text of `min + extent`, folded when both are constants.
    fn add_text(&self, min: ExprId, extent: ExprId) -> String {
        let f = self.f;
        if let (Expr::Int(a), Expr::Int(b)) = (f.expr(min), f.expr(extent)) {
            return self.int_text(a + b, f.dtype(min));
        }
        let mut s = String::new();
        self.expr(&mut s, min, PREC_ADD);
        s.push_str(" + ");
        self.expr(&mut s, extent, PREC_ADD + 1);
        s
    }

    fn shape(&self, dims: &[ExprId]) -> String {
        let parts: Vec<String> = dims.iter().map(|&d| self.e(d)).collect();
        tuple(&parts)
    }

    fn store_indices(&self, indices: &[ExprId]) -> String {
        let parts: Vec<String> = indices
            .iter()
            .map(|&i| match self.f.expr(i) {
                Expr::Ramp(base, stride, lanes) => match self.f.expr(*stride) {
                    Expr::Int(step) if *step >= 1 => self.slice(i, *base, *step, *lanes),
                    _ => self.e(i),
                },
                _ => self.e(i),
            })
            .collect();
        subscript(&parts)
    }

    /// A store's vector index `ramp` (`base`, a constant `step`, `lanes`) as the slice TVM
    /// prints: `A[0:4]`, `A[0:T.vscale() * 4]`, `A[i:i + 4]`; a strided one spans
    /// lanes * step elements and says its step: `A[0:8:2]`, `A[11:11 + T.vscale() * 4 * 2:2]`.
    fn slice(&self, ramp: ExprId, base: ExprId, step: i128, lanes: u16) -> String {
        let scalable = self.f.dtype(ramp).scalable;
        let (width, step_text) = match step {
            1 => (lanes_text(lanes, scalable), String::new()),
            s if scalable => (format!("{} * {s}", lanes_text(lanes, true)), format!(":{s}")),
            s => ((i128::from(lanes) * s).to_string(), format!(":{s}")),
        };
        // TVM folds the stop of a constant slice.
        match self.f.expr(base) {
            Expr::Int(start) if !scalable => return format!("{start}:{}{step_text}", start + i128::from(lanes) * step),
            Expr::Int(0) => return format!("0:{width}{step_text}"),
            _ => {}
        }
        let b = self.e(base);
        let mut hi = String::new();
        self.expr(&mut hi, base, PREC_ADD);
        format!("{b}:{hi} + {width}{step_text}")
    }

    /// Prints `alloc` and `store` together as `x: T.int32 = v` when they are a mutable scalar's
    /// allocation and first store; false (nothing printed) otherwise.
    fn scalar_decl(&mut self, alloc: StmtId, store: StmtId, indent: usize) -> bool {
        let f = self.f;
        let Stmt::Alloc {
            buffer,
            form: AllocForm::Scalar,
        } = f.stmt(alloc)
        else {
            return false;
        };
        let Stmt::Store {
            buffer: target,
            indices,
            value,
        } = f.stmt(store)
        else {
            return false;
        };
        if target != buffer || !indices.is_empty() || !is_scalar_shaped(f.buffer(*buffer)) {
            return false;
        }
        // The value is printed before the name is defined: it cannot refer to the new scalar.
        let v = self.e(*value);
        let name = self.def_buf(*buffer);
        self.scalars.insert(*buffer);
        self.line(indent, &format!("{name}: T.{} = {v}", f.buffer(*buffer).dtype));
        true
    }

    /// A variable's type annotation: `T.int32`, or `T.handle("float32", "global")` for a pointer.
    fn var_type(&self, v: VarId) -> String {
        match &self.f.var(v).pointee {
            Some((dtype, scope)) => pointer_type(dtype, scope),
            None => format!("T.{}", self.f.var(v).dtype),
        }
    }

    /// The leading arguments of a buffer declaration: its shape, then its dtype unless it is
    /// `float32` (TVM's default).
    fn shape_and_dtype(&self, decl: &crate::ir::BufferDecl) -> Vec<String> {
        let mut out = vec![self.shape(&decl.shape)];
        if decl.dtype != crate::ir::DataType::FLOAT32 {
            out.push(format!("\"{}\"", decl.dtype));
        }
        out
    }

    /// The keyword arguments of a buffer declaration: scope (unless `default_scope`), offset,
    /// strides and layout hints.
    fn buffer_keywords(&mut self, decl: &crate::ir::BufferDecl, default_scope: &str) -> Vec<String> {
        let mut out = Vec::new();
        if decl.scope != default_scope {
            out.push(format!("scope={}", py_str(&decl.scope)));
        }
        if let Some(off) = decl.elem_offset {
            out.push(format!("elem_offset={}", self.e(off)));
        }
        if !decl.strides.is_empty() {
            let f = self.f;
            let strides: Vec<String> = decl
                .strides
                .iter()
                .map(|&d| match f.matched_stride(d) {
                    // A symbol declared before is written by name; one the strides introduce,
                    // as its name in quotes.
                    Some(v) if !self.names.vars.contains_key(&v) => py_str(&self.def_var(v)),
                    _ => self.e(d),
                })
                .collect();
            out.push(format!("strides={}", tuple(&strides)));
        }
        for (key, text) in &decl.layout_hints {
            out.push(format!("{key}={text}"));
        }
        out
    }

    fn attr_node(&mut self, node: &AttrNode) -> String {
        match node {
            AttrNode::CommReducer {
                lhs,
                rhs,
                results,
                identities,
            } => {
                self.names.push();
                let params: Vec<String> = lhs.iter().chain(rhs).map(|&v| self.def_var(v)).collect();
                let res: Vec<String> = results.iter().map(|&r| self.e(r)).collect();
                self.names.pop();
                let body = if res.len() == 1 {
                    res[0].clone()
                } else {
                    format!("({})", res.join(", "))
                };
                let ids: Vec<String> = identities.iter().map(|&i| self.e(i)).collect();
                format!(
                    "T.comm_reducer(lambda {}: {body}, [{}])",
                    params.join(", "),
                    ids.join(", ")
                )
            }
            AttrNode::Expr(e) => self.e(*e),
            AttrNode::Verbatim(t) => t.clone(),
        }
    }

    fn e(&self, e: ExprId) -> String {
        let mut s = String::new();
        self.expr(&mut s, e, 0);
        s
    }

    fn int_text(&self, v: i128, dtype: crate::ir::DataType) -> String {
        if dtype == crate::ir::DataType::INT32 {
            v.to_string()
        } else if dtype.is_bool() {
            format!("T.bool({})", if v != 0 { "True" } else { "False" })
        } else {
            format!("T.{dtype}({v})")
        }
    }

    fn expr(&self, out: &mut String, e: ExprId, min_prec: u8) {
        let f = self.f;
        let dtype = f.dtype(e);
        // The most frequent nodes are written in place, without a string of their own.
        match f.expr(e) {
            Expr::Var(v) => return out.push_str(self.var(*v)),
            Expr::Int(v) if dtype == crate::ir::DataType::INT32 && *v >= 0 => {
                // An int32 value, formatted as such (128-bit formatting is several times slower).
                let _ = write!(out, "{}", *v as i64);
                return;
            }
            Expr::Binary(op, a, b) => {
                if let Ok((prec, sym)) = binary_form(f, *op, *a, *b) {
                    if prec < min_prec {
                        out.push('(');
                    }
                    // Comparisons do not chain: both sides bind tighter. Others are left-associative.
                    let left_min = if prec == PREC_CMP { prec + 1 } else { prec };
                    self.expr(out, *a, left_min);
                    out.push(' ');
                    out.push_str(sym);
                    out.push(' ');
                    self.expr(out, *b, prec + 1);
                    if prec < min_prec {
                        out.push(')');
                    }
                    return;
                }
            }
            Expr::Load(b, idx) if !idx.is_empty() => {
                out.push_str(self.buf(*b));
                out.push('[');
                for (k, &i) in idx.iter().enumerate() {
                    if k > 0 {
                        out.push_str(", ");
                    }
                    self.expr(out, i, 0);
                }
                out.push(']');
                return;
            }
            _ => {}
        }
        let (prec, text) = match f.expr(e) {
            Expr::Int(v) => {
                let t = self.int_text(*v, dtype);
                (
                    if *v < 0 && dtype == crate::ir::DataType::INT32 {
                        PREC_UNARY
                    } else {
                        PREC_ATOM
                    },
                    t,
                )
            }
            Expr::Float(bits) => (PREC_ATOM, format!("T.{dtype}({})", py_float(f64::from_bits(*bits)))),
            Expr::Str(s) => (PREC_ATOM, py_str(s)),
            Expr::PointerType(p) => (PREC_ATOM, format!("{}.ty", pointer_type(&p.0, &p.1))),
            Expr::Var(v) => (PREC_ATOM, self.var(*v).to_string()),
            Expr::Data(b) => (PREC_ATOM, format!("{}.data", self.buf(*b))),
            Expr::ElemOffset(b) => (PREC_ATOM, format!("{}.elem_offset", self.buf(*b))),
            Expr::Binary(op, a, b) => {
                // The operators printed as calls (the others are written above).
                let name = binary_form(f, *op, *a, *b).expect_err("infix forms are written above");
                (PREC_ATOM, format!("T.{name}({}, {})", self.e(*a), self.e(*b)))
            }
            Expr::Not(a) => {
                let mut s = String::from("not ");
                self.expr(&mut s, *a, PREC_NOT);
                (PREC_NOT, s)
            }
            Expr::Select(c, t, o) => (
                PREC_ATOM,
                format!("T.Select({}, {}, {})", self.e(*c), self.e(*t), self.e(*o)),
            ),
            Expr::Cast(a) => (PREC_ATOM, format!("T.Cast(\"{dtype}\", {})", self.e(*a))),
            Expr::Let(v, value, body) => {
                let name = self.var(*v);
                (
                    PREC_ATOM,
                    format!("T.Let({}, where={{{name}: {}}})", self.e(*body), self.e(*value)),
                )
            }
            Expr::Load(b, idx) if idx.is_empty() && self.scalars.contains(b) => (PREC_ATOM, self.buf(*b).to_string()),
            Expr::Load(b, idx) => {
                let parts: Vec<String> = idx.iter().map(|&i| self.e(i)).collect();
                (PREC_ATOM, format!("{}[{}]", self.buf(*b), subscript(&parts)))
            }
            Expr::Ramp(b, s, l) => (
                PREC_ATOM,
                format!(
                    "T.Ramp({}, {}, {})",
                    self.e(*b),
                    self.e(*s),
                    lanes_text(*l, dtype.scalable)
                ),
            ),
            Expr::Broadcast(v, l) => (
                PREC_ATOM,
                format!("T.Broadcast({}, {})", self.e(*v), lanes_text(*l, dtype.scalable)),
            ),
            Expr::Shuffle(s) => {
                let (vs, is) = &**s;
                let vs: Vec<String> = vs.iter().map(|&i| self.e(i)).collect();
                let is: Vec<String> = is.iter().map(|&i| self.e(i)).collect();
                (
                    PREC_ATOM,
                    format!("T.Shuffle([{}], [{}])", vs.join(", "), is.join(", ")),
                )
            }
            Expr::Call(name, args) if infix(name).is_some() && args.len() == 2 => {
                let (prec, sym) = infix(name).expect("checked by the guard");
                let mut s = String::new();
                self.expr(&mut s, args[0], prec);
                let _ = write!(s, " {sym} ");
                self.expr(&mut s, args[1], prec + 1);
                (prec, s)
            }
            Expr::Call(name, args) if name == "bitwise_not" && args.len() == 1 => {
                let mut s = String::from("~");
                self.expr(&mut s, args[0], PREC_UNARY);
                (PREC_UNARY, s)
            }
            Expr::Call(name, args) => {
                let mut parts: Vec<String> = args.iter().map(|&a| self.e(a)).collect();
                let name = match name.strip_suffix(DTYPE_KEYWORD) {
                    Some(written) => {
                        let value = parts.pop().unwrap_or_default();
                        parts.push(format!("dtype={value}"));
                        written
                    }
                    None => name,
                };
                let callee = match name.strip_prefix('@') {
                    Some(global) => global.to_string(),
                    None => format!("T.{name}"),
                };
                (PREC_ATOM, format!("{callee}({})", parts.join(", ")))
            }
        };
        if prec < min_prec {
            out.push('(');
            out.push_str(&text);
            out.push(')');
        } else {
            out.push_str(&text);
        }
    }
}

/// The precedence and Python operator of a binary node printed infix; `None` for those TVM
/// prints as calls (`T.Div` on integers, `T.truncmod`, `T.min`, `T.max`).
fn binary_symbol(op: BinOp, is_float: bool) -> Option<(u8, &'static str)> {
    Some(match op {
        BinOp::Add => (PREC_ADD, "+"),
        BinOp::Sub => (PREC_ADD, "-"),
        BinOp::Mul => (PREC_MUL, "*"),
        BinOp::Div if is_float => (PREC_MUL, "/"),
        BinOp::FloorDiv => (PREC_MUL, "//"),
        BinOp::FloorMod => (PREC_MUL, "%"),
        BinOp::Eq => (PREC_CMP, "=="),
        BinOp::Ne => (PREC_CMP, "!="),
        BinOp::Lt => (PREC_CMP, "<"),
        BinOp::Le => (PREC_CMP, "<="),
        BinOp::Gt => (PREC_CMP, ">"),
        BinOp::Ge => (PREC_CMP, ">="),
        BinOp::And => (PREC_AND, "and"),
        BinOp::Or => (PREC_OR, "or"),
        BinOp::Div | BinOp::Mod | BinOp::Min | BinOp::Max => return None,
    })
}

/// How a binary node prints: infix (precedence and operator), or as the `T.` function named.
/// Where TVM's operator functions would fold it on reading (`x + 0`, `T.min(x, x)`, two
/// constants: [`try_const_fold`]) it is the node's constructor (`T.Add(x, 0)`, as TVM prints
/// it), and so are `and`/`or` over two constants, which Python would evaluate.
pub(super) fn binary_form(f: &PrimFunc, op: BinOp, a: ExprId, b: ExprId) -> Result<(u8, &'static str), &'static str> {
    let python_folds = op.is_logical() && matches!((f.expr(a), f.expr(b)), (Expr::Int(_), Expr::Int(_)));
    if python_folds || try_const_fold(f, op, a, b).is_some() {
        return Err(match op {
            BinOp::Add => "Add",
            BinOp::Sub => "Sub",
            BinOp::Mul => "Mul",
            BinOp::Div => "Div",
            BinOp::Mod => "Mod",
            BinOp::FloorDiv => "FloorDiv",
            BinOp::FloorMod => "FloorMod",
            BinOp::Min => "Min",
            BinOp::Max => "Max",
            BinOp::Eq => "EQ",
            BinOp::Ne => "NE",
            BinOp::Lt => "LT",
            BinOp::Le => "LE",
            BinOp::Gt => "GT",
            BinOp::Ge => "GE",
            BinOp::And => "And",
            BinOp::Or => "Or",
        });
    }
    binary_symbol(op, f.dtype(a).is_float()).ok_or_else(|| binary_call_name(op))
}

/// The `T.` function of a binary node [`binary_symbol`] does not print infix.
fn binary_call_name(op: BinOp) -> &'static str {
    match op {
        BinOp::Div => "Div",
        BinOp::Mod => "truncmod",
        BinOp::Min => "min",
        _ => "max",
    }
}

/// A vector lane count as TVM writes it: `4`, or `T.vscale() * 4` when scalable.
fn lanes_text(lanes: u16, scalable: bool) -> String {
    if scalable {
        format!("T.vscale() * {lanes}")
    } else {
        lanes.to_string()
    }
}

/// The precedence and Python operator of a bitwise intrinsic printed infix.
pub(super) fn infix(name: &str) -> Option<(u8, &'static str)> {
    Some(match name {
        "shift_left" => (PREC_SHIFT, "<<"),
        "shift_right" => (PREC_SHIFT, ">>"),
        "bitwise_and" => (PREC_BIT_AND, "&"),
        "bitwise_or" => (PREC_BIT_OR, "|"),
        "bitwise_xor" => (PREC_BIT_XOR, "^"),
        _ => return None,
    })
}

fn tuple(parts: &[String]) -> String {
    if parts.len() == 1 {
        format!("({},)", parts[0])
    } else {
        format!("({})", parts.join(", "))
    }
}

/// The inside of a subscript: the indices, or `()` for a rank-0 buffer (`A[()]`; `A[]` is not
/// Python).
fn subscript(parts: &[String]) -> String {
    if parts.is_empty() {
        "()".to_string()
    } else {
        parts.join(", ")
    }
}

/// Whether `decl` is what TVM 0.27's `x: T.int32` declares: a rank-0 buffer of local scope with
/// no layout of its own.
fn is_scalar_shaped(decl: &crate::ir::BufferDecl) -> bool {
    decl.shape.is_empty()
        && decl.scope == "local"
        && decl.elem_offset.is_none()
        && decl.strides.is_empty()
        && decl.layout_hints.is_empty()
}

/// The `T.env_thread` declarations of `f` printed once for several launches, as TVM prints a
/// thread variable launched more than once: each declaration launched at least twice whose
/// launches' innermost common ancestor is a statement sequence, keyed by the item of that
/// sequence holding the first launch (the declaration is printed before it, in the
/// sequence's scope, which holds every launch), with each one's first launch. Launches of other
/// declarations print as launches of their own: distinct thread variables of the same meaning.
fn shared_env_threads(f: &PrimFunc) -> HashMap<StmtId, Vec<StmtId>> {
    if f.vars.iter().all(|v| v.env_thread.is_none()) {
        return HashMap::new(); // nothing to look for: no walk
    }
    /// The path from the body to each launch (the launch last), per declaration, in walk order.
    #[derive(Default)]
    struct Launches {
        stack: Vec<StmtId>,
        paths: HashMap<u32, Vec<Vec<StmtId>>>,
    }
    impl StmtVisitor for Launches {
        fn enter_stmt(&mut self, f: &PrimFunc, s: StmtId) {
            if let Stmt::ThreadLaunch { var, .. } = f.stmt(s) {
                if let Some(group) = f.var(*var).env_thread {
                    let mut path = self.stack.clone();
                    path.push(s);
                    self.paths.entry(group).or_default().push(path);
                }
            }
            self.stack.push(s);
        }
        fn leave_stmt(&mut self, _f: &PrimFunc, _s: StmtId) {
            self.stack.pop();
        }
    }
    let mut v = Launches::default();
    walk_func(f, &mut v);
    let mut out: HashMap<StmtId, Vec<StmtId>> = HashMap::new();
    for paths in v.paths.into_values() {
        let [first, rest @ ..] = paths.as_slice() else { continue };
        if rest.is_empty() {
            continue;
        }
        let common = rest.iter().fold(first.len(), |n, p| {
            n.min(first.iter().zip(p).take_while(|(a, b)| a == b).count())
        });
        // The launches sit in items of the common sequence (or below them); the item is the
        // first launch itself or the statement around it.
        let in_one_seq = common > 0 && matches!(f.stmt(first[common - 1]), Stmt::Seq(_));
        if let (true, Some(&item), Some(&launch)) = (in_one_seq, first.get(common), first.last()) {
            out.entry(item).or_default().push(launch);
        }
    }
    // Several declarations before one item print in the order of their first launches.
    out.values_mut().for_each(|launches| launches.sort_unstable());
    out
}

/// A pointer type as TVM prints it: `T.handle("float32", "global")`, or only the scope for an
/// untyped pointer (`T.handle(storage_scope="shared")`).
fn pointer_type(dtype: &str, scope: &str) -> String {
    if dtype == "void" {
        format!("T.handle(storage_scope={})", py_str(scope))
    } else {
        format!("T.handle({}, {})", py_str(dtype), py_str(scope))
    }
}

#[cfg(test)]
mod tests {
    use crate::{parse_module, print_module, PrimFunc};

    /// `func` printed by one printer, or with its body split over two wherever
    /// [`super::Printer::parallel_split`] finds a split (whatever the function's size); and
    /// whether it found one.
    fn printed(func: &PrimFunc, split: bool) -> (String, bool) {
        let mut p = super::Printer::new(
            func,
            super::shared_env_threads(func),
            if split { 0 } else { usize::MAX },
        );
        let found = match func.stmt(func.body) {
            crate::ir::Stmt::Seq(items) => p.parallel_split(func.body, items).is_some(),
            _ => false,
        };
        p.func(0);
        (p.out, found)
    }

    /// Printing a body in two halves on two threads gives the one printer's text, byte for
    /// byte: on every test case and corpus file (inputs and expected outputs, with their lets,
    /// allocations, mutable scalars and thread launches at the top level) and on a case
    /// declaring before the split what the second half reads.
    #[test]
    fn a_body_printed_by_two_threads_reads_as_printed_by_one() {
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests");
        let mut sources: Vec<(String, String)> = Vec::new();
        // Declarations before the split that the second half must see: a let whose name the
        // later loops shadow (printed `i_1`), and a mutable scalar (read as `x`, not `x[()]`).
        let loops = "    for i in range(4):\n        A[i] = A[i] + i + x + j\n".repeat(6);
        sources.push((
            "declarations".into(),
            format!(
                "# from tvm.script import tirx as T\n\n@T.prim_func\ndef main(A: T.Buffer((16,), \"int32\")):\n    x: T.int32 = 5\n    i: T.let[T.int32] = A[0]\n    j: T.let[T.int32] = i + 1\n{loops}"
            ),
        ));
        let mut dirs = vec![root.join("cases"), root.join("corpus")];
        while let Some(dir) = dirs.pop() {
            for entry in std::fs::read_dir(&dir).expect("test directories read").flatten() {
                let path = entry.path();
                if path.is_dir() {
                    dirs.push(path);
                } else if path.extension().is_some_and(|e| e == "py") {
                    let text = std::fs::read_to_string(&path).expect("test files read");
                    sources.push((path.display().to_string(), text));
                }
            }
        }
        let mut split = 0;
        for (name, src) in &sources {
            let Ok(module) = parse_module(name, src) else { continue };
            for func in &module.funcs {
                let (one, _) = printed(func, false);
                let (two, found) = printed(func, true);
                assert_eq!(two, one, "{name}: function {}", func.name);
                split += usize::from(found);
            }
        }
        assert!(split > 60, "only {split} functions were split");
    }

    /// Strings holding quotes, backslashes, control and non-ASCII characters print as Python
    /// literals that read back to the same strings (`{:?}` wrote `\u{8}`, which Python rejects;
    /// found by the mutation property test).
    #[test]
    fn strings_print_as_python_literals_that_read_back() {
        for raw in ["\u{8}irx", "a\"b\\c", "tab\tnew\nline\r", "\u{7f}\u{85}é\u{2028}x"] {
            let src = format!(
                "# from tvm.script import tirx as T\n\n@T.prim_func\ndef main(A: T.Buffer((4,), \"int32\")):\n    T.func_attr({{{}: True}})\n    A[0] = 1\n",
                super::py_str(raw)
            );
            let module = parse_module("strings.py", &src).unwrap_or_else(|e| panic!("{e}\n{src}"));
            let printed = print_module(&module);
            let reread = parse_module("printed.py", &printed).unwrap_or_else(|e| panic!("{e}\n{printed}"));
            assert_eq!(print_module(&reread), printed);
            assert!(printed.contains(&super::py_str(raw)), "{printed}");
        }
    }
}
