//! IR to TVMScript that TVM 0.27 parses back into a structurally equal module.
//!
//! Invariants: operator precedence follows Python's, so no parenthesis changes meaning; a name
//! printed for a variable never refers to another variable in scope (shadowing is resolved by
//! suffixing `_1`, `_2`, ...); int32 constants print bare and other dtypes as `T.<dtype>(v)`, so
//! re-parsing gives every constant its original dtype.
//!
//! The printer, one concept per file: `func` the signature and buffer declarations, `stmt`
//! statements and loops, `sblock` blocks and their regions, `env_threads` the thread
//! declarations shared by several launches, `parallel` a long body printed by two threads,
//! `expr` expressions with their precedence.

use crate::ir::{BufferId, ExprId, Module, PrimFunc, StmtId, VarId};
use hashbrown::{HashMap, HashSet};
use std::fmt::Write;

mod env_threads;
mod expr;
mod func;
mod parallel;
mod sblock;
mod stmt;

use env_threads::shared_env_threads;
pub(super) use expr::{binary_form, infix};
use expr::{lanes_text, PREC_ADD};
use func::{is_scalar_shaped, is_shared_scalar, pointer_type};

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
    // No names are defined: each variable and buffer prints as declared ([`Printer::var`]).
    let p = Printer::new(func, HashMap::new(), PARALLEL_PRINT_STATEMENTS);
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
    /// The range (`min`, `extent`) of every loop printed so far, by its variable (each is
    /// defined once): `T.axis.remap` gives an axis its loop's range, so an axis whose domain
    /// is another prints in full.
    loop_ranges: HashMap<VarId, (ExprId, ExprId)>,
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
            loop_ranges: HashMap::new(),
        }
    }
}

/// Statements from which a function's body is printed by two threads: below, a thread costs
/// more than it saves.
const PARALLEL_PRINT_STATEMENTS: usize = 20_000;

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

    fn line(&mut self, indent: usize, text: &str) {
        for _ in 0..indent {
            self.out.push_str("    ");
        }
        self.out.push_str(text);
        self.out.push('\n');
    }
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

#[cfg(test)]
mod tests {
    use crate::{parse_module, print_module};

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
