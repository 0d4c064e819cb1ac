//! TVMScript (as TVM 0.27 prints it) to IR, on top of the `rustpython-parser` Python parser.
//!
//! Pipeline: [`prescan`] bounds nesting, the Python parser (the fast one of `pyparse` for the
//! subset TVM prints, else `rustpython-parser`) builds an AST, then a [`Lowerer`]
//! per function walks it with a scope stack of names. Invariants: every name resolves to the
//! innermost definition in scope; every error carries the span of the offending node.

mod access;
mod assign;
mod bitwise;
mod block;
mod buffer_args;
mod buffer_methods;
mod call;
mod call_node;
mod direct;
mod expr;
mod float_class;
mod lambda;
mod limits;
mod loops;
mod matched_params;
mod offset_symbol;
mod opaque;
mod pointee;
mod prescan;
mod region;
mod scope_ids;
mod shuffle;
mod signature;
mod stmt;
mod string_dim;
mod with_stmt;

use super::pyparse::tokenize_measured;
use crate::error::{Error, Result, Span};
use crate::ir::{BufferData, DataType, ExprId, FuncAttr, Module, Param, PrimFunc, ShapeVarStyle, VarId};
use hashbrown::HashMap;
use rustpython_parser::ast::{self, Constant, Ranged};

pub(super) use bitwise::constructor_of;
pub(super) use call_node::CALL_NODE;
pub use lambda::parse_lambda;
pub(super) use opaque::{keyword_names, known_result, KnownResult};
pub use prescan::MAX_NESTING;

/// What a name denotes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Binding {
    /// A scalar variable.
    Var(VarId),
    /// A buffer.
    Buffer(crate::ir::BufferId),
    /// A mutable scalar `x: T.int32 = v`: a rank-0 local buffer, read as `x[()]`.
    Scalar(crate::ir::BufferId),
    /// A thread declared by `x = T.env_thread(tag)`, to launch with
    /// `with T.launch_thread(x, extent):`: the declaration's number.
    EnvThread(u32),
    /// The one name of `for iters in T.grid(a, b)`: a tuple of loop variables (an index into
    /// [`Lowerer::loop_tuples`]), read as `iters[k]`, spliced into `A[iters]` and
    /// `T.axis.remap("SS", iters)`, as TVM reads it.
    LoopTuple(u32),
    /// `x = T.meta_var(value)`: a name for an expression, substituted where it is read (no
    /// statement, no variable), as TVM's parser evaluates it.
    Value(ExprId),
    /// `x = T.meta_var(4)`: a name for a Python value (an index into
    /// [`Lowerer::meta_literals`]), still untyped where it is read (`t == x` over `uint8` is a
    /// `uint8` comparison, as in TVM).
    Literal(u32),
}

/// Lowers one function's AST into a [`PrimFunc`].
#[derive(Clone)]
pub struct Lowerer<'a> {
    file: &'a str,
    src: &'a str,
    /// The function being built.
    pub func: PrimFunc,
    /// Each name's bindings, innermost last, with the index of the frame that made each.
    names: HashMap<String, Vec<(Binding, usize)>>,
    frames: Vec<Vec<String>>,
    /// (first value, trip count) of every loop variable, for `T.axis.remap` domains.
    loop_ranges: HashMap<VarId, (ExprId, ExprId)>,
    /// Statements lowered so far (bounded by [`MAX_STATEMENTS`]).
    statements: usize,
    /// The tag of each `T.env_thread` declaration read so far, by its number.
    env_thread_tags: Vec<String>,
    /// The interned reference to each variable and each small `int32` literal, once made:
    /// names and literals are most of the atoms of a large kernel, and the arena would hash
    /// each again to find the same id.
    interned: Interned,
    /// Whether a `T.undef()` was lowered yet: until then no index can hold one, and the
    /// check of each index (a walk of its whole term) is skipped.
    undef_lowered: bool,
    /// Scalars the body declares (`n = T.int64()`) that are no parameter: a string dim of one
    /// must be `int32`, as TVM 0.27 makes every string dim (only a later parameter's dtype
    /// overrides it).
    body_symbols: HashMap<String, DataType>,
    /// Where the function-level `T.match_buffer` statements that became parameters start:
    /// they lower to nothing.
    matched_statements: hashbrown::HashSet<usize>,
    /// Module `TypeVar`s this function's matched parameters introduced (non-`int32` symbols
    /// of the body, which TVM 0.27 prints so).
    type_vars_added: Vec<String>,
    /// The variables of each [`Binding::LoopTuple`].
    loop_tuples: Vec<Vec<VarId>>,
    /// The value of each [`Binding::Literal`].
    meta_literals: Vec<expr::Val>,
}

/// See [`Lowerer::interned`].
#[derive(Clone, Default)]
struct Interned {
    vars: Vec<Option<ExprId>>,
    small_ints: Vec<Option<ExprId>>,
}

/// The `int32` literals [`Interned`] keeps, `0..SMALL_INTS`.
const SMALL_INTS: i128 = 4096;

impl<'a> Lowerer<'a> {
    /// A lowerer adding to `func`, with no name in scope but one open frame; `file` and `src`
    /// locate its errors.
    fn new(file: &'a str, src: &'a str, func: PrimFunc) -> Self {
        Lowerer {
            file,
            src,
            func,
            names: HashMap::new(),
            frames: vec![Vec::new()],
            loop_ranges: HashMap::new(),
            statements: 0,
            env_thread_tags: Vec::new(),
            interned: Interned::default(),
            undef_lowered: false,
            body_symbols: HashMap::new(),
            matched_statements: hashbrown::HashSet::new(),
            type_vars_added: Vec::new(),
            loop_tuples: Vec::new(),
            meta_literals: Vec::new(),
        }
    }

    /// The interned reference to `v` (as [`PrimFunc::var_ref`] makes it).
    fn var_expr(&mut self, v: VarId) -> ExprId {
        let slot = v.index();
        if self.interned.vars.len() <= slot {
            self.interned.vars.resize(slot + 1, None);
        }
        *self.interned.vars[slot].get_or_insert_with(|| self.func.var_ref(v))
    }

    /// The interned integer constant `i` of `dtype` (as [`PrimFunc::int`] makes it).
    fn int_expr(&mut self, i: i128, dtype: DataType) -> ExprId {
        if dtype != DataType::INT32 || !(0..SMALL_INTS).contains(&i) {
            return self.func.int(i, dtype);
        }
        if self.interned.small_ints.is_empty() {
            self.interned.small_ints = vec![None; SMALL_INTS as usize];
        }
        *self.interned.small_ints[i as usize].get_or_insert_with(|| self.func.int(i, dtype))
    }
}

/// Most statements one function may hold: seven times the 2.6M-node generated kernel
/// (70,000 statements), so every pass's time and memory stay bounded by the input's size.
pub const MAX_STATEMENTS: usize = 500_000;

/// Parses a TVMScript module (or a single bare prim_func) from `src`; `file` names it in errors.
pub fn parse_module(file: &str, src: &str) -> Result<Module> {
    // A UTF-8 byte-order mark is accepted, as Python does.
    let src = src.strip_prefix('\u{feff}').unwrap_or(src);
    // Python also ends a line at a `\r` alone (old Mac text): read as `\n`, every offset stays.
    // (The pairs are looked at only in a text holding a `\r`: `contains` is a fast scan.)
    let unix;
    let lone_return =
        |src: &str| src.as_bytes().windows(2).any(|w| w[0] == b'\r' && w[1] != b'\n') || src.ends_with('\r');
    let src = if src.contains('\r') && lone_return(src) {
        unix = lone_returns_as_newlines(src);
        unix.as_str()
    } else {
        src
    };
    if let Some(at) = src.find('\0') {
        return Err(err(file, src, at, "a NUL byte in the input; expected TVMScript text"));
    }
    // The tokens show the nesting the pre-scan checks; where they do not vouch for it (text
    // outside the fast subset, continued lines, nesting past the limits) the pre-scan runs and
    // words the error. Neither recurses; the parsers below do, so they start only after.
    let lexed = tokenize_measured(src);
    if !lexed.as_ref().is_some_and(|l| prescan::vouched_by(&l.nesting)) {
        prescan::check_nesting(file, src)?;
    }
    // Most of what TVM prints lowers straight from the tokens; the AST path takes the rest
    // (and words every error).
    match lexed.and_then(|lexed| direct::parse_module(file, src, &lexed.tokens)) {
        Some(module) => Ok(module),
        None => from_ast(file, src),
    }
}

/// `src` with each `\r` that no `\n` follows written `\n` (the same length).
fn lone_returns_as_newlines(src: &str) -> String {
    let b = src.as_bytes();
    let out: Vec<u8> = b
        .iter()
        .enumerate()
        .map(|(k, &c)| {
            if c == b'\r' && b.get(k + 1) != Some(&b'\n') {
                b'\n'
            } else {
                c
            }
        })
        .collect();
    String::from_utf8(out).expect("one ASCII byte replaced by another")
}

/// The message of a Python syntax error: the parser's own words, but where they are its
/// internals (a Rust error value) what a Python user would read.
pub(super) fn syntax_error(e: &rustpython_parser::ParseErrorType) -> String {
    let text = e.to_string();
    let said = if text.contains("ParseBigIntError") || text.contains("ParseIntError") {
        "invalid integer literal; expected digits of its base after `0x`, `0o` or `0b`".to_string()
    } else if text == "Invalid Token" {
        "invalid token (a decimal number with a leading zero, such as `08`, is one)".to_string()
    } else {
        text
    };
    format!("Python syntax error: {said}")
}

/// Refuses an identifier that Python would read as another: it normalizes each to NFKC
/// (`ｘ`, a fullwidth x, is the name `x`), which the AST's names are not, so two spellings of one
/// Python name would be two names here.
fn identifiers_in_normal_form(file: &str, src: &str) -> Result<()> {
    use unicode_normalization::UnicodeNormalization;
    for (tok, range) in rustpython_parser::lexer::lex(src, rustpython_parser::Mode::Module).flatten() {
        let rustpython_parser::Tok::Name { name } = tok else {
            continue;
        };
        if name.is_ascii() {
            continue;
        }
        let normal: String = name.nfkc().collect();
        if normal != name {
            return Err(Error::Input {
                span: Span::at(file, src, range.start().into()),
                message: format!(
                    "identifier `{name}` is not in Unicode normal form NFKC: Python reads it as `{normal}`; expected it written `{normal}`"
                ),
            });
        }
    }
    Ok(())
}

/// The module `src` holds, lowered from its Python AST.
fn from_ast(file: &str, src: &str) -> Result<Module> {
    // The fast parser of the common subset builds the same AST; the full Python parser takes
    // the rest and words the syntax errors.
    let suite = match super::pyparse::parse_module(src) {
        Some(m) => m,
        None => rustpython_parser::parse(src, rustpython_parser::Mode::Module, file).map_err(|e| {
            let offset: usize = e.offset.into();
            Error::Input {
                span: Span::at(file, src, offset),
                message: syntax_error(&e.error),
            }
        })?,
    };
    if !src.is_ascii() {
        identifiers_in_normal_form(file, src)?;
    }
    let ast::Mod::Module(m) = suite else {
        return Err(Error::Input {
            span: Span::at(file, src, 0),
            message: "expected a module".into(),
        });
    };
    let mut module = Module {
        funcs: Vec::new(),
        type_vars: Vec::new(),
        class_name: None,
        attrs: None,
    };
    let mut written_type_vars = Vec::new();
    for stmt in &m.body {
        match stmt {
            ast::Stmt::Import(_) | ast::Stmt::ImportFrom(_) => {}
            ast::Stmt::Assign(a) if is_type_var(a) => {
                if let ast::Expr::Name(n) = &a.targets[0] {
                    module.type_vars.push(n.id.to_string());
                    written_type_vars.push(n.id.to_string());
                }
            }
            ast::Stmt::ClassDef(c) => {
                if module.class_name.is_some() || !module.funcs.is_empty() {
                    return Err(err(
                        file,
                        src,
                        stmt.start().into(),
                        "expected a single `@I.ir_module` class",
                    ));
                }
                module.class_name = Some(c.name.to_string());
                for item in &c.body {
                    match item {
                        ast::Stmt::FunctionDef(f) => {
                            unique_name(file, src, &module, f.name.as_str(), f.start().into())?;
                            lower_function(file, src, f, &written_type_vars, &mut module)?
                        }
                        ast::Stmt::Pass(_) => {}
                        ast::Stmt::Expr(e) if module.attrs.is_none() => {
                            module.attrs = Some(module_attrs(file, src, &e.value)?);
                        }
                        _ => {
                            return Err(err(
                                file,
                                src,
                                item.start().into(),
                                "expected `@T.prim_func def ...` in the module class",
                            ))
                        }
                    }
                }
            }
            ast::Stmt::FunctionDef(f) => {
                if module.class_name.is_some() {
                    return Err(err(
                        file,
                        src,
                        stmt.start().into(),
                        "a function outside the module class",
                    ));
                }
                lower_function(file, src, f, &written_type_vars, &mut module)?;
            }
            _ => {
                return Err(err(
                    file,
                    src,
                    stmt.start().into(),
                    "unexpected top-level statement; expected `@I.ir_module class Module:` or `@T.prim_func def ...`",
                ))
            }
        }
    }
    if module.funcs.is_empty() {
        return Err(err(
            file,
            src,
            src.len(),
            "no `@T.prim_func` found; expected a TVMScript module or prim_func",
        ));
    }
    Ok(module)
}

/// Two functions of one module may not share a name (TVM rejects it); `at`: the `def`.
fn unique_name(file: &str, src: &str, module: &Module, name: &str, at: usize) -> Result<()> {
    if module.funcs.iter().any(|g| g.name == name) {
        return Err(err(
            file,
            src,
            at,
            &format!("a second function named `{name}`; expected unique names in a module"),
        ));
    }
    Ok(())
}

/// The dict of `I.module_attrs({...})`, as written.
fn module_attrs(file: &str, src: &str, e: &ast::Expr) -> Result<String> {
    let expected = |at: usize| {
        err(
            file,
            src,
            at,
            "expected `I.module_attrs({...})` or `@T.prim_func def ...` in the module class",
        )
    };
    let ast::Expr::Call(c) = e else {
        return Err(expected(e.start().into()));
    };
    let is_module_attrs = matches!(c.func.as_ref(), ast::Expr::Attribute(a)
        if a.attr.as_str() == "module_attrs" && matches!(a.value.as_ref(), ast::Expr::Name(n) if n.id.as_str() == "I"));
    match (is_module_attrs, c.args.as_slice(), c.keywords.is_empty()) {
        (true, [d @ ast::Expr::Dict(_)], true) => Ok(src[d.range()].to_string()),
        _ => Err(expected(e.start().into())),
    }
}

fn err(file: &str, src: &str, offset: usize, message: &str) -> Error {
    Error::Input {
        span: Span::at(file, src, offset),
        message: message.to_string(),
    }
}

fn is_type_var(a: &ast::StmtAssign) -> bool {
    matches!(a.value.as_ref(), ast::Expr::Call(c) if matches!(c.func.as_ref(), ast::Expr::Name(n) if n.id.as_str() == "TypeVar"))
}

/// What lowering a function takes from its `def` line.
struct Header<'h> {
    name: &'h str,
    /// Where the `def` keyword stands.
    start: usize,
    decorators: &'h [ast::Expr],
    args: &'h ast::Arguments,
    returns: Option<&'h ast::Expr>,
}

/// Lowers one function, the module's `TypeVar`s written before it (`type_vars`) in scope; the
/// `TypeVar`s its matched parameters introduce (see [`matched_params`]) are added to `module`'s,
/// for the printer, but stay out of the other functions' scopes.
fn lower_function(
    file: &str,
    src: &str,
    f: &ast::StmtFunctionDef,
    type_vars: &[String],
    module: &mut Module,
) -> Result<()> {
    let header = Header {
        name: f.name.as_str(),
        start: f.start().into(),
        decorators: &f.decorator_list,
        args: &f.args,
        returns: f.returns.as_deref(),
    };
    let mut lw = Lowerer::for_function(file, src, &header, type_vars, &f.body)?;
    let body = lw.block(&f.body)?;
    for tv in std::mem::take(&mut lw.type_vars_added) {
        if !module.type_vars.contains(&tv) {
            module.type_vars.push(tv);
        }
    }
    module.funcs.push(lw.finish(body));
    Ok(())
}

impl<'a> Lowerer<'a> {
    /// A lowerer for the function `h` declares, its parameters defined. `decls`: the body's
    /// statements that may declare scalar dtypes (`n = T.int32()`), whose dtypes string dims
    /// of the parameters take.
    fn for_function(
        file: &'a str,
        src: &'a str,
        h: &Header,
        type_vars: &[String],
        decls: &[ast::Stmt],
    ) -> Result<Self> {
        let mut lw = Lowerer::new(file, src, PrimFunc::new(h.name));
        lw.decorator(h.decorators, h.start)?;
        // `-> None`, as hand-written kernels often declare, is no return value.
        let none = |ret: &ast::Expr| matches!(ret, ast::Expr::Constant(c) if matches!(c.value, Constant::None));
        if let Some(ret) = h.returns.filter(|r| !none(r)) {
            let dt = Lowerer::t_name(ret)
                .and_then(DataType::parse)
                .ok_or_else(|| lw.err(ret, "expected a return type such as `-> T.int32`"))?;
            lw.func.ret_type = Some(dt);
        }
        for tv in type_vars {
            // TVM gives TypeVar shape symbols the int64 index type.
            let v = lw.func.add_var(tv, DataType::INT64);
            lw.define(tv, Binding::Var(v));
            lw.func.shape_vars.push((v, ShapeVarStyle::TypeVar));
        }
        let mut declared = declared_scalar_dtypes(&lw, decls)?;
        lw.body_symbols = declared.clone();
        // A string dim named like a scalar parameter is that parameter (TVM adopts the symbol the
        // string defines into the later parameter, with the parameter's dtype).
        for arg in h.args.posonlyargs.iter().chain(&h.args.args) {
            if let Some(dt) = arg
                .def
                .annotation
                .as_deref()
                .and_then(Lowerer::t_name)
                .and_then(DataType::parse)
            {
                declared.insert(arg.def.arg.to_string(), dt);
                lw.body_symbols.remove(arg.def.arg.as_str());
            }
        }
        let handles: Vec<&str> = h
            .args
            .posonlyargs
            .iter()
            .chain(&h.args.args)
            .filter(|a| {
                a.def
                    .annotation
                    .as_deref()
                    .is_some_and(|t| matches!(t, ast::Expr::Attribute(_)) && Lowerer::t_name(t) == Some("handle"))
            })
            .map(|a| a.def.arg.as_str())
            .collect();
        let matched = matched_params::matched_params(&lw, &handles, decls)?;
        for arg in h.args.posonlyargs.iter().chain(&h.args.args) {
            match matched.get(arg.def.arg.as_str()) {
                Some(m) => lw.matched_param(m, &declared)?,
                None => lw.param(&arg.def, &declared)?,
            }
        }
        if h.args.vararg.is_some() || h.args.kwarg.is_some() || !h.args.kwonlyargs.is_empty() {
            return Err(lw.err_at(
                h.start,
                "unsupported parameter kind; expected plain annotated parameters",
            ));
        }
        Ok(lw)
    }

    /// The function, its body lowered to `body`.
    fn finish(mut self, body: crate::ir::StmtId) -> PrimFunc {
        self.func.stmts[0] = crate::ir::Stmt::Seq(Vec::new());
        self.func.body = body;
        // Drop shape symbols that no parameter actually used (a TypeVar unused by this function).
        let used = used_shape_vars(&self.func);
        self.func
            .shape_vars
            .retain(|(v, style)| *style != ShapeVarStyle::TypeVar || used.contains(v));
        self.func
    }
}

fn used_shape_vars(func: &PrimFunc) -> Vec<VarId> {
    let mut used = Vec::new();
    for p in &func.params {
        if let Param::Buffer(b) = p {
            for &d in &func.buffer(*b).shape {
                crate::analysis::free_vars(func, d, &mut used);
            }
        }
    }
    used
}

/// Dtypes of `n, m = T.int32(), T.int32()` declarations at the top of a body.
fn declared_scalar_dtypes(lw: &Lowerer, body: &[ast::Stmt]) -> Result<HashMap<String, DataType>> {
    let mut out = HashMap::new();
    for s in body {
        if let Some(pairs) = lw.scalar_decl(s)? {
            for (name, dt, _) in pairs {
                out.insert(name, dt);
            }
        }
    }
    Ok(out)
}

impl<'a> Lowerer<'a> {
    /// An input error at `node`.
    pub fn err(&self, node: &impl Ranged, message: &str) -> Error {
        self.err_at(node.start().into(), message)
    }

    /// An input error at byte `offset`.
    pub fn err_at(&self, offset: usize, message: &str) -> Error {
        err(self.file, self.src, offset, message)
    }

    /// The source text of a node, verbatim.
    pub fn text(&self, node: &impl Ranged) -> String {
        let r = node.range();
        self.src[usize::from(r.start())..usize::from(r.end())].to_string()
    }

    /// Looks a name up in the innermost scope that defines it.
    pub fn lookup(&self, name: &str) -> Option<Binding> {
        self.names.get(name).and_then(|v| v.last()).map(|&(b, _)| b)
    }

    /// Whether the current frame already defines `name`.
    pub fn defined_here(&self, name: &str) -> bool {
        let innermost = self.frames.len() - 1;
        self.names
            .get(name)
            .and_then(|v| v.last())
            .is_some_and(|&(_, frame)| frame == innermost)
    }

    /// Defines `name` in the current frame.
    pub fn define(&mut self, name: &str, b: Binding) {
        let innermost = self.frames.len() - 1;
        self.names.entry(name.to_string()).or_default().push((b, innermost));
        self.frames
            .last_mut()
            .expect("a frame is always open")
            .push(name.to_string());
    }

    /// Opens a scope.
    pub fn push_frame(&mut self) {
        self.frames.push(Vec::new());
    }

    /// Closes the innermost scope, forgetting its names.
    pub fn pop_frame(&mut self) {
        for name in self.frames.pop().expect("frames are balanced") {
            if let Some(stack) = self.names.get_mut(&name) {
                stack.pop();
            }
        }
    }

    /// Checks the decorators of the function whose `def` stands at byte `def_at`.
    fn decorator(&mut self, decorators: &[ast::Expr], def_at: usize) -> Result<()> {
        let [dec] = decorators else {
            return Err(self.err_at(def_at, "expected exactly one decorator `@T.prim_func`"));
        };
        let (callee, args) = match dec {
            ast::Expr::Call(c) => (c.func.as_ref(), Some(c)),
            other => (other, None),
        };
        if Self::t_name(callee) != Some("prim_func") {
            return Err(self.err(dec, "expected the decorator `@T.prim_func`"));
        }
        if let Some(c) = args {
            if let Some(a) = c.args.first() {
                return Err(self.err(
                    a,
                    "expected keyword arguments of `@T.prim_func` (private=, s_tir=, check_well_formed=)",
                ));
            }
            for kw in &c.keywords {
                let known = kw
                    .arg
                    .as_ref()
                    .is_some_and(|k| matches!(k.as_str(), "private" | "s_tir" | "check_well_formed"));
                let boolean = matches!(
                    &kw.value,
                    ast::Expr::Constant(ast::ExprConstant {
                        value: Constant::Bool(_),
                        ..
                    })
                );
                if !known || !boolean {
                    return Err(self.err(
                        &kw.value,
                        "unsupported `@T.prim_func` argument; expected private=, s_tir= or check_well_formed= with True or False",
                    ));
                }
            }
            let text = self.text(c);
            let open = text.find('(').map_or(text.len(), |i| i + 1);
            self.func.decorator_args = text[open..text.len().saturating_sub(1)].to_string();
        }
        Ok(())
    }

    fn param(&mut self, arg: &ast::Arg, declared: &HashMap<String, DataType>) -> Result<()> {
        let name = arg.arg.as_str();
        let Some(ann) = &arg.annotation else {
            return Err(self.err(
                arg,
                &format!("parameter `{name}` needs a type annotation such as T.int32 or T.Buffer(...)"),
            ));
        };
        if let ast::Expr::Call(c) = ann.as_ref() {
            if Self::t_name(&c.func) == Some("handle") {
                let pointee = self.pointer_type(c)?;
                return self.pointer_param(name, pointee);
            }
            // TIRx `m: T.TensorMap()`, a CUDA tensor-map descriptor: TVM 0.27 makes it the
            // pointer `T.handle("tensormap", "global")` makes (measured structurally equal).
            if Self::t_name(&c.func) == Some("TensorMap") {
                if !c.args.is_empty() || !c.keywords.is_empty() {
                    return Err(self.err(c, "expected `T.TensorMap()`, which takes no arguments"));
                }
                return self.pointer_param(name, Some(("tensormap".into(), "global".into())));
            }
        }
        if let Some(t) = Self::t_name(ann) {
            let dt = DataType::of_script_name(t)
                .ok_or_else(|| self.err(ann.as_ref(), &format!("unknown parameter type `T.{t}`")))?;
            // The symbol a string dim of an earlier buffer defined becomes this parameter.
            if let Some(Binding::Var(v)) = self.lookup(name) {
                let at = self
                    .func
                    .shape_vars
                    .iter()
                    .position(|s| *s == (v, ShapeVarStyle::StringDim));
                if let Some(at) = at.filter(|_| self.func.var(v).dtype == dt) {
                    self.func.shape_vars.remove(at);
                    self.func.params.push(Param::Scalar(v));
                    return Ok(());
                }
            }
            let v = self.func.add_var(name, dt);
            self.define(name, Binding::Var(v));
            self.func.params.push(Param::Scalar(v));
            return Ok(());
        }
        let ast::Expr::Call(c) = ann.as_ref() else {
            return Err(self.err(
                ann.as_ref(),
                "expected a parameter type such as T.int32 or T.Buffer(shape, dtype)",
            ));
        };
        // `T.buffer(...)` is the same declaration function.
        if !matches!(Self::t_name(&c.func), Some("Buffer" | "buffer")) {
            return Err(self.err(
                ann.as_ref(),
                "expected a parameter type such as T.int32 or T.Buffer(shape, dtype)",
            ));
        }
        let c = &*self.bound_call(c, "Buffer", &signature::BUFFER)?;
        if c.args.is_empty() || c.args.len() > 2 {
            return Err(self.err(
                ann.as_ref(),
                "wrong number of arguments to `T.Buffer`: expected (shape, dtype)",
            ));
        }
        let shape = self.shape(&c.args[0], Some(declared))?;
        let decl = self.buffer_decl(name, c, shape, c.args.get(1), "global", Some(BufferData::Param))?;
        let b = self.func.add_buffer(decl);
        self.define(name, Binding::Buffer(b));
        self.func.params.push(Param::Buffer(b));
        Ok(())
    }

    /// `p: T.handle("float32", "global")`: a pointer parameter with its element dtype and scope
    /// (`None`: a plain handle).
    fn pointer_param(&mut self, name: &str, pointee: Option<(String, String)>) -> Result<()> {
        let v = self.func.add_var(name, DataType::HANDLE);
        self.func.vars[v.index()].pointee = pointee;
        self.define(name, Binding::Var(v));
        self.func.params.push(Param::Scalar(v));
        Ok(())
    }

    /// The element dtype and scope of `T.handle("float32", "global")`: positional or as
    /// `dtype=`/`storage_scope=` (TVM prints `T.handle(storage_scope="shared")` for a `void`
    /// pointer), `void` and `global` when absent. `None` for `T.handle()`, `T.handle("void")`:
    /// an untyped global pointer is a plain handle, as TVM prints it.
    pub fn pointer_type(&self, c: &ast::ExprCall) -> Result<Option<(String, String)>> {
        let string = |a: &ast::Expr| match a {
            ast::Expr::Constant(ast::ExprConstant {
                value: Constant::Str(s),
                ..
            }) => Some(s.clone()),
            _ => None,
        };
        let expected = || {
            self.err(
                c,
                "expected `T.handle(\"dtype\", \"scope\")` or `T.handle(dtype=..., storage_scope=...)`",
            )
        };
        let mut parts = [None, None];
        if c.args.len() > 2 {
            return Err(expected());
        }
        for (slot, a) in parts.iter_mut().zip(&c.args) {
            *slot = Some(string(a).ok_or_else(expected)?);
        }
        for k in &c.keywords {
            let slot = match k.arg.as_ref().map(|a| a.as_str()) {
                Some("dtype") => 0,
                Some("storage_scope") => 1,
                _ => return Err(expected()),
            };
            if parts[slot].is_some() {
                return Err(expected());
            }
            parts[slot] = Some(string(&k.value).ok_or_else(expected)?);
        }
        let [dtype, scope] = parts;
        let dtype = dtype.unwrap_or_else(|| "void".into());
        let scope = scope.unwrap_or_else(|| "global".into());
        Ok((dtype != "void" || scope != "global").then_some((dtype, scope)))
    }

    /// A buffer shape: a tuple of extents, or a single extent. In parameters, a string dim
    /// (`"n"`) declares a new shape symbol whose dtype comes from `n = T.int32()` in the body.
    pub fn shape(
        &mut self,
        e: &ast::Expr,
        declared: Option<&HashMap<String, DataType>>,
    ) -> Result<Vec<crate::ir::ExprId>> {
        let dims: Vec<&ast::Expr> = match e {
            ast::Expr::Tuple(t) => t.elts.iter().collect(),
            ast::Expr::List(l) => l.elts.iter().collect(),
            // `X.shape`: another buffer's shape.
            ast::Expr::Attribute(a) if a.attr.as_str() == "shape" => {
                if let ast::Expr::Name(n) = a.value.as_ref() {
                    if let Some(Binding::Buffer(b)) = self.lookup(n.id.as_str()) {
                        return Ok(self.func.buffer(b).shape.clone());
                    }
                }
                vec![e]
            }
            other => vec![other],
        };
        let mut out = Vec::new();
        for d in dims {
            if let (ast::Expr::Constant(c), Some(declared)) = (d, declared) {
                if let Constant::Str(s) = &c.value {
                    if !string_dim::is_identifier(s) {
                        out.push(self.string_dim_expr(d, s, declared)?);
                        continue;
                    }
                    // A string dim seen before in the signature is the same symbol.
                    if let Some(Binding::Var(v)) = self.lookup(s) {
                        if self.func.shape_vars.contains(&(v, ShapeVarStyle::StringDim)) {
                            out.push(self.func.var_ref(v));
                            continue;
                        }
                    }
                    let dt = declared.get(s.as_str()).copied().unwrap_or(DataType::INT32);
                    if self.body_symbols.get(s.as_str()).is_some_and(|&b| b != DataType::INT32) {
                        // TVM 0.27 makes a string dim an int32 symbol, and then refuses the
                        // body's declaration of another dtype ("Expected the same dtype for
                        // PrimVars"): a print of such a function would not read back.
                        return Err(self.err(
                            d,
                            &format!(
                                "the string dim \"{s}\" makes `{s}` an int32 shape symbol, which TVM 0.27 requires, but the body declares it `T.{}()`; expected `{s} = T.int32()`",
                                dt
                            ),
                        ));
                    }
                    let v = self.func.add_var(s, dt);
                    self.define(s, Binding::Var(v));
                    self.func.shape_vars.push((v, ShapeVarStyle::StringDim));
                    out.push(self.func.var_ref(v));
                    continue;
                }
            }
            let id = self.expr(d)?;
            if !self.func.dtype(id).is_int() || self.func.dtype(id).lanes != 1 {
                return Err(self.err(d, "a buffer extent must be a scalar integer"));
            }
            if matches!(self.func.expr(id), crate::ir::Expr::Int(n) if *n < 0) {
                return Err(self.err(d, "a negative buffer extent; expected an extent >= 0"));
            }
            out.push(id);
        }
        Ok(out)
    }

    /// Parses the `T.func_attr({...})` dict, keeping values verbatim.
    pub fn func_attrs(&mut self, call: &ast::ExprCall) -> Result<()> {
        let [ast::Expr::Dict(d)] = call.args.as_slice() else {
            return Err(self.err_at(call.start().into(), "expected `T.func_attr({\"key\": value, ...})`"));
        };
        for (k, v) in d.keys.iter().zip(&d.values) {
            let Some(ast::Expr::Constant(ast::ExprConstant {
                value: Constant::Str(key),
                ..
            })) = k
            else {
                return Err(self.err(v, "expected a string key in `T.func_attr`"));
            };
            if !literal_value(v) {
                return Err(self.err(
                    v,
                    "expected a literal attribute value (a number, string, bool, list, dict, or `T.` or `tvm.target.Target` call of literals)",
                ));
            }
            self.func.attrs.push(FuncAttr {
                key: key.clone(),
                value: self.text(v),
            });
        }
        Ok(())
    }
}

/// Whether `f` is `tvm.target.Target`.
fn is_target_constructor(f: &ast::Expr) -> bool {
    let ast::Expr::Attribute(target) = f else { return false };
    let ast::Expr::Attribute(module) = target.value.as_ref() else {
        return false;
    };
    target.attr.as_str() == "Target"
        && module.attr.as_str() == "target"
        && matches!(module.value.as_ref(), ast::Expr::Name(n) if n.id.as_str() == "tvm")
}

/// Whether `e` is a value TVM evaluates without names: constants, `-constant`, lists, tuples and
/// dicts of such values, and `T.` calls (`T.target({...})`, `T.int32(4)`) and
/// `tvm.target.Target(...)` calls (how tests and users write a target) of such values.
fn literal_value(e: &ast::Expr) -> bool {
    match e {
        ast::Expr::Constant(_) => true,
        ast::Expr::UnaryOp(u) => {
            matches!(u.op, ast::UnaryOp::USub) && matches!(u.operand.as_ref(), ast::Expr::Constant(_))
        }
        ast::Expr::List(l) => l.elts.iter().all(literal_value),
        ast::Expr::Tuple(t) => t.elts.iter().all(literal_value),
        ast::Expr::Dict(d) => d.keys.iter().flatten().all(literal_value) && d.values.iter().all(literal_value),
        ast::Expr::Call(c) => {
            (Lowerer::t_name(&c.func).is_some() || is_target_constructor(&c.func))
                && c.args.iter().all(literal_value)
                && c.keywords.iter().all(|k| literal_value(&k.value))
        }
        _ => false,
    }
}
