//! A function body as the TVM objects its printed TVMScript stands for, so that the Python
//! package can build them with TVM's own constructors instead of running TVM's TVMScript parser
//! (which takes over 90% of an in-process pass) on the printed text.
//!
//! The description mirrors the printer node for node: an operator the printer writes infix is
//! described by its Python operator (the builder applies TVM's parser's own operator dispatch
//! to it, constant folding included), a call by its `T.` name and arguments, a constant by its
//! dtype and value (the builder makes an int32 one the bare Python integer the text holds). What the text would declare anew
//! (loop, let and `T.Let` variables) is described by name and dtype, to be created afresh as the
//! parser does; what it only refers to (parameters and shape variables by position or name,
//! buffer declarations by their order in the text) is taken from the function the text came
//! from, where the builder checks the declaration is still the same.
//!
//! Invariants: only constructs whose objects the builder reproduces exactly are described; any
//! other makes [`describe_func`] return the construct's name, and the caller parses the text
//! instead. Expressions are listed children first (an entry refers to earlier entries by
//! index), each distinct expression once.

use super::print::{binary_form, infix};
use crate::ir::{
    AllocForm, BufferData, BufferId, DataType, Expr, ExprId, ForKind, Param, PrimFunc, Stmt, StmtId, VarId,
};
use hashbrown::{HashMap, HashSet};
use serde_json::{json, Value};

/// The body of `func` as TVM objects to build, or the name of the first construct the builder
/// does not cover.
///
/// The value is `{"vars": [[name, dtype, role]], "buffers": [[name, role]], "exprs": [...],
/// "body": stmt}`: a var's role is `"param"` (a scalar parameter, by position `["param", i]`),
/// `"shape"` (a shape symbol of the signature) or `"def"` (declared by the body); a buffer's
/// is `["param", i]` or `["decl", {"kind", "dtype", "shape", "strides", "elem_offset",
/// "source", "pointer", "scope", "hints"}]` (declared by an allocation or alias statement of
/// the body: `kind` `"alloc"` or `"alias"`, the expressions of its declaration, the buffer an
/// alias views or the pointer expression it is declared over, its storage scope and the
/// keywords of its layout hints such as `align`). Declared buffers are listed in the order the
/// text declares them.
pub fn describe_func(func: &PrimFunc) -> Result<Value, String> {
    let mut d = Describer {
        f: func,
        vars: Vec::new(),
        var_index: HashMap::new(),
        buffers: Vec::new(),
        buffer_index: HashMap::new(),
        exprs: Vec::new(),
        expr_index: HashMap::new(),
        defined: HashSet::new(),
        lets: HashSet::new(),
    };
    if !func.loop_annotations.is_empty() {
        return Err("loop annotations".into());
    }
    let body = d.stmt(func.body)?;
    Ok(json!({"vars": d.vars, "buffers": d.buffers, "exprs": d.exprs, "body": body}))
}

struct Describer<'a> {
    f: &'a PrimFunc,
    vars: Vec<Value>,
    var_index: HashMap<VarId, usize>,
    buffers: Vec<Value>,
    buffer_index: HashMap<BufferId, usize>,
    exprs: Vec<Value>,
    expr_index: HashMap<ExprId, usize>,
    /// Variables the body declares: one declared twice would be one object defined twice.
    defined: HashSet<VarId>,
    /// `T.Let` expressions described: one used twice would define its variable twice.
    lets: HashSet<ExprId>,
}

impl Describer<'_> {
    fn var(&mut self, v: VarId) -> Result<usize, String> {
        if let Some(&i) = self.var_index.get(&v) {
            return Ok(i);
        }
        let f = self.f;
        let role = if let Some(i) = f.params.iter().position(|p| *p == Param::Scalar(v)) {
            json!(["param", i])
        } else if f.shape_vars.iter().any(|(s, _)| *s == v) {
            json!("shape")
        } else {
            // Not a parameter nor a shape symbol: declared by the body, which `def_var` records
            // before any use (a use before is a free variable the builder could not find).
            return Err("variable used outside its declaration".into());
        };
        Ok(self.push_var(v, role))
    }

    fn push_var(&mut self, v: VarId, role: Value) -> usize {
        let decl = self.f.var(v);
        let i = self.vars.len();
        self.vars.push(json!([decl.name, decl.dtype.to_string(), role]));
        self.var_index.insert(v, i);
        i
    }

    fn def_var(&mut self, v: VarId) -> Result<usize, String> {
        let decl = self.f.var(v);
        if decl.pointee.is_some() || decl.dtype.scalable {
            return Err("handle or scalable variable".into());
        }
        if !self.defined.insert(v) {
            return Err("a variable declared twice".into());
        }
        Ok(self.push_var(v, json!("def")))
    }

    fn buffer(&mut self, b: BufferId, role: Option<Value>) -> Result<usize, String> {
        if let Some(&i) = self.buffer_index.get(&b) {
            return Ok(i);
        }
        let f = self.f;
        let role = match role {
            Some(r) => r,
            None => match f.params.iter().position(|p| *p == Param::Buffer(b)) {
                Some(i) => json!(["param", i]),
                None => return Err("buffer used outside its declaration".into()),
            },
        };
        let i = self.buffers.len();
        self.buffers.push(json!([f.buffer(b).name, role]));
        self.buffer_index.insert(b, i);
        Ok(i)
    }

    /// A buffer the body declares, with the expressions of its declaration a pass may have
    /// rewritten (shape, strides, element offset): the builder reuses the original declaration
    /// only where they are still the original's.
    fn declared(&mut self, b: BufferId, kind: &str) -> Result<usize, String> {
        let decl = self.f.buffer(b);
        let shape = self.exprs_of(&decl.shape)?;
        let strides = self.exprs_of(&decl.strides)?;
        let elem_offset = decl.elem_offset.map(|e| self.expr(e)).transpose()?;
        let (source, pointer) = match decl.data {
            BufferData::AliasOf(src) => (Some(self.buffer(src, None)?), None),
            BufferData::Pointer(p) => (None, Some(self.expr(p)?)),
            BufferData::Param | BufferData::Allocated => (None, None),
        };
        let fields = json!({
            "kind": kind,
            "dtype": decl.dtype.to_string(),
            "shape": shape,
            "strides": strides,
            "elem_offset": elem_offset,
            "source": source,
            "pointer": pointer,
            "scope": decl.scope,
            "hints": decl.layout_hints.iter().map(|(k, _)| k).collect::<Vec<_>>(),
        });
        self.buffer(b, Some(json!(["decl", fields])))
    }

    fn expr(&mut self, e: ExprId) -> Result<usize, String> {
        if let Some(&i) = self.expr_index.get(&e) {
            if self.lets.contains(&e) {
                return Err("a T.Let used twice".into());
            }
            return Ok(i);
        }
        if matches!(self.f.expr(e), Expr::Let(..)) {
            self.lets.insert(e);
        }
        let entry = crate::deep::grow(|| self.entry(e))?;
        let i = self.exprs.len();
        self.exprs.push(entry);
        self.expr_index.insert(e, i);
        Ok(i)
    }

    fn exprs_of(&mut self, ids: &[ExprId]) -> Result<Vec<usize>, String> {
        ids.iter().map(|&i| self.expr(i)).collect()
    }

    fn entry(&mut self, e: ExprId) -> Result<Value, String> {
        let f = self.f;
        let dtype = f.dtype(e);
        if dtype.scalable {
            return Err("scalable vector".into());
        }
        Ok(match f.expr(e) {
            Expr::Int(v) => match i64::try_from(*v) {
                Ok(v) => json!(["int", dtype.to_string(), v]),
                Err(_) => {
                    let u = u64::try_from(*v).map_err(|_| "integer beyond 64 bits".to_string())?;
                    json!(["int", dtype.to_string(), u])
                }
            },
            Expr::Float(bits) => json!(["float", dtype.to_string(), bits]),
            Expr::Str(s) => json!(["str", s]),
            Expr::PointerType(..) => return Err("pointer type argument".into()),
            Expr::Var(v) => json!(["var", self.var(*v)?]),
            Expr::Binary(op, a, b) => {
                let form = binary_form(f, *op, *a, *b);
                let (a, b) = (self.expr(*a)?, self.expr(*b)?);
                match form {
                    Ok((_, sym)) => json!(["op", sym, a, b]),
                    Err(name) => json!(["call", name, [a, b]]),
                }
            }
            Expr::Not(a) => json!(["not", self.expr(*a)?]),
            Expr::Select(c, t, o) => json!(["call", "Select", self.exprs_of(&[*c, *t, *o])?]),
            Expr::Cast(a) => json!(["cast", dtype.to_string(), self.expr(*a)?]),
            Expr::Let(v, value, body) => {
                let value = self.expr(*value)?;
                let var = self.def_var(*v)?;
                json!(["let", var, value, self.expr(*body)?])
            }
            Expr::Load(b, idx) => {
                let idx = self.exprs_of(idx)?;
                json!(["load", self.buffer(*b, None)?, idx])
            }
            Expr::Ramp(b, s, l) => json!(["ramp", self.expr(*b)?, self.expr(*s)?, l]),
            Expr::Broadcast(v, l) => json!(["bcast", self.expr(*v)?, l]),
            Expr::Shuffle(..) => return Err("T.Shuffle".into()),
            Expr::Data(b) => json!(["data", self.buffer(*b, None)?]),
            Expr::ElemOffset(b) => json!(["elem_offset", self.buffer(*b, None)?]),
            Expr::Call(name, _) if name.starts_with('@') => return Err("call of a global function".into()),
            Expr::Call(name, _) if name.starts_with(super::parse::CALL_NODE) => return Err("`T.Call` node".into()),
            Expr::Call(name, _) if !super::parse::keyword_names(name).1.is_empty() => {
                return Err("call written with keyword arguments".into())
            }
            Expr::Call(name, _) if name.contains('[') => return Err("instruction named by a string".into()),
            Expr::Call(name, args)
                if crate::ir::intrinsic(name).is_none()
                    && args
                        .iter()
                        .any(|&a| matches!(self.f.expr(a), Expr::Int(_)) && self.f.dtype(a) == DataType::BOOL) =>
            {
                // The printer writes these as Python bools, which a script function may take
                // otherwise than the `T.bool` the builder would pass.
                return Err("bool argument of a call the tool does not know".into());
            }
            Expr::Call(name, args) => {
                let args = self.exprs_of(args)?;
                match infix(name) {
                    Some((_, sym)) if args.len() == 2 => json!(["op", sym, args[0], args[1]]),
                    _ if name == "bitwise_not" && args.len() == 1 => json!(["invert", args[0]]),
                    _ => json!(["call", name.as_str(), args]),
                }
            }
        })
    }

    fn stmt(&mut self, s: StmtId) -> Result<Value, String> {
        crate::deep::grow(|| self.stmt_inner(s))
    }

    fn stmt_inner(&mut self, s: StmtId) -> Result<Value, String> {
        let f = self.f;
        Ok(match f.stmt(s) {
            Stmt::Seq(items) => {
                let items: Result<Vec<Value>, String> = items.iter().map(|&i| self.stmt(i)).collect();
                json!(["seq", items?])
            }
            Stmt::Bind { var, value } => {
                let value = self.expr(*value)?;
                json!(["bind", self.def_var(*var)?, value])
            }
            Stmt::ScopeIds { .. } => return Err("TIRx scope identifiers".into()),
            Stmt::For { step: Some(_), .. } => return Err("a loop with a step".into()),
            Stmt::For {
                var,
                min,
                extent,
                step: None,
                kind,
                body,
            } => {
                let kind = match kind {
                    ForKind::Serial => "serial",
                    ForKind::Parallel => "parallel",
                    ForKind::Vectorized => "vectorized",
                    ForKind::Unrolled => "unroll",
                    ForKind::ThreadBinding(_) => return Err("T.thread_binding loop".into()),
                };
                // The text gives a start and a stop; TVM's parser computes the extent as their
                // simplified difference, which need not be the extent the loop had.
                let from_zero = matches!(f.expr(*min), Expr::Int(0));
                if !from_zero && !matches!((f.expr(*min), f.expr(*extent)), (Expr::Int(_), Expr::Int(_))) {
                    return Err("a loop from a symbolic start".into());
                }
                let (min, extent) = (self.expr(*min)?, self.expr(*extent)?);
                let var = self.def_var(*var)?;
                json!(["for", var, min, extent, kind, self.stmt(*body)?])
            }
            Stmt::If { cond, then, other } => {
                let cond = self.expr(*cond)?;
                let then = self.stmt(*then)?;
                let other = match other {
                    Some(o) => self.stmt(*o)?,
                    None => Value::Null,
                };
                json!(["if", cond, then, other])
            }
            Stmt::Store { buffer, indices, value } => {
                let value = self.expr(*value)?;
                let indices = self.exprs_of(indices)?;
                json!(["store", self.buffer(*buffer, None)?, indices, value])
            }
            Stmt::Evaluate(e) => json!(["eval", self.expr(*e)?]),
            Stmt::Alloc { buffer, form } => match form {
                AllocForm::Buffer | AllocForm::Local | AllocForm::Shared => {
                    json!(["decl", self.declared(*buffer, "alloc")?])
                }
                AllocForm::Scalar | AllocForm::RootBlock => return Err("scalar or root-block allocation".into()),
            },
            Stmt::DeclBuffer { buffer, form: _ } => json!(["decl", self.declared(*buffer, "alias")?]),
            Stmt::ThreadLaunch {
                var,
                tag,
                extent,
                body,
                concise: _,
            } => {
                // A virtual thread (`vthread`) is another kind of attribute in TVM.
                if !(tag.starts_with("blockIdx.") || tag.starts_with("threadIdx.")) {
                    return Err("T.launch_thread of a virtual thread".into());
                }
                // Launches of one `T.env_thread` share one variable in TVM; ours has one each.
                if self.f.var(*var).env_thread.is_some() {
                    return Err("a T.env_thread launch".into());
                }
                let extent = self.expr(*extent)?;
                let var = self.def_var(*var)?;
                json!(["launch", var, tag, extent, self.stmt(*body)?])
            }
            Stmt::Attr { .. } => return Err("T.attr".into()),
            Stmt::While { .. } => return Err("while".into()),
            Stmt::Block(_) => return Err("T.sblock".into()),
            Stmt::Assert { .. } => return Err("assert".into()),
            Stmt::Return(_) => return Err("return".into()),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::describe_func;
    use crate::parse_module;

    fn describe(src: &str) -> Result<serde_json::Value, String> {
        let module = parse_module("t.py", src).expect("parses");
        describe_func(&module.funcs[0])
    }

    /// Infix operators are described by their Python operator, `T.` calls by name, int32
    /// constants by their value; loop and let variables are declared, parameters referred to
    /// by position.
    #[test]
    fn a_loop_body_is_described_as_its_text_reads() {
        let d = describe(
            "@T.prim_func\ndef main(A: T.Buffer((16,), \"int32\"), x: T.int32):\n    for i in range(16):\n        \
             v: T.let[T.int32] = x * 4\n        A[i] = T.max(v + i, 3)\n",
        )
        .expect("covered");
        let exprs = d["exprs"].as_array().expect("a list");
        let text: Vec<String> = exprs.iter().map(|e| e.to_string()).collect();
        assert!(text.iter().any(|e| e.starts_with(r#"["op","*","#)), "{text:?}");
        assert!(text.iter().any(|e| e.starts_with(r#"["op","+","#)), "{text:?}");
        assert!(text.iter().any(|e| e.starts_with(r#"["call","max","#)), "{text:?}");
        assert!(text.contains(&r#"["int","int32",3]"#.to_string()), "{text:?}");
        assert_eq!(d["vars"][0], serde_json::json!(["i", "int32", "def"]));
        assert!(d["vars"]
            .as_array()
            .expect("a list")
            .contains(&serde_json::json!(["x", "int32", ["param", 1]])));
        assert_eq!(d["buffers"][0], serde_json::json!(["A", ["param", 0]]));
        assert_eq!(d["body"][0], "for");
    }

    /// What the builder does not reproduce is named, so the caller parses the text instead.
    #[test]
    fn uncovered_constructs_are_named() {
        let launch = |tag: &str| {
            describe(&format!(
                "@T.prim_func\ndef main(A: T.Buffer((16,), \"int32\")):\n    with T.launch_thread(\"{tag}\", 16) as tx:\n        A[tx] = 1\n"
            ))
        };
        assert!(launch("threadIdx.x").is_ok());
        assert_eq!(
            launch("vthread"),
            Err("T.launch_thread of a virtual thread".to_string())
        );
        let shifted = describe(
            "@T.prim_func\ndef main(A: T.Buffer((16,), \"int32\"), n: T.int32):\n    for i in range(n, 16):\n        \
             A[i] = 1\n",
        );
        assert_eq!(shifted, Err("a loop from a symbolic start".to_string()));
    }
}
