//! Lowering of Python expressions (TVMScript) to IR expressions: values, names, operators and
//! their dtypes; buffer accesses are lowered in `access`, calls in `call`.
//!
//! Python literals stay untyped ([`Val::Int`], [`Val::Float`]) until they meet a typed operand,
//! as in TVMScript: `x + 1` with an `int64` `x` makes `1` an `int64`; a literal on its own
//! becomes `int32` (`int64` when it does not fit), `float32` or `bool`. Arithmetic and
//! comparisons of literals alone are Python's (an int `/` is a float, `2 == 0` a bool), as
//! TVM's parser evaluates them; typed operands of different dtypes are cast to a common one as
//! TVM's operators do (`BinaryOpMatchTypes`), and so is a value stored into another dtype.
//! Python's operators and the lower-case `T.` functions then fold as TVM's operator functions
//! fold (`x + 0` is `x`: [`crate::tvmscript::const_fold`]); the node constructors (`T.Add`)
//! build the node as written.

use super::{Binding, Lowerer};
use crate::error::Result;
use crate::ir::{BinOp, DataType, Expr, ExprId};
use crate::tvmscript::const_fold::{try_const_fold, Folded};
use rustpython_parser::ast::{self, Constant, Ranged};

/// A lowered Python expression: either an IR expression or a still-untyped literal.
#[derive(Clone, Debug)]
pub enum Val {
    /// An IR expression.
    Typed(ExprId),
    /// A Python int.
    Int(i128),
    /// A Python float.
    Float(f64),
    /// A Python bool.
    Bool(bool),
    /// A Python string.
    Str(String),
}

impl Lowerer<'_> {
    /// Lowers `e` to a typed expression (literals take their default dtype).
    pub fn expr(&mut self, e: &ast::Expr) -> Result<ExprId> {
        let v = self.val(e)?;
        self.typed(v, e)
    }

    /// Lowers `e` to an expression of `dtype` (literals are converted, others must match).
    pub fn expr_as(&mut self, e: &ast::Expr, dtype: DataType) -> Result<ExprId> {
        let v = self.val(e)?;
        self.coerce(v, dtype, e)
    }

    /// The value `e` stored into an element of dtype `dtype`: a literal takes the dtype, an
    /// opaque call is typed by it, and a typed value of another element dtype (and the same
    /// lanes) is cast to it, as TVM's buffer store does (warning that precision may be lost).
    pub fn stored_value(&mut self, e: &ast::Expr, dtype: DataType) -> Result<ExprId> {
        let v = self.val(e)?;
        let Val::Typed(id) = v else {
            return self.coerce(v, dtype, e);
        };
        let coerced = self.coerce(Val::Typed(id), dtype, e);
        let have = self.func.dtype(id);
        let castable = have.element() != dtype.element()
            && (have.lanes, have.scalable) == (dtype.lanes, dtype.scalable)
            && Self::promoted(have.element(), dtype.element()).is_some();
        match coerced {
            Err(_) if castable => Ok(self.cast_to(id, dtype)),
            other => other,
        }
    }

    /// Gives an untyped literal its default dtype.
    pub fn typed(&mut self, v: Val, at: &ast::Expr) -> Result<ExprId> {
        self.typed_at(v, at.start().into())
    }

    /// [`Lowerer::typed`], an error reported at byte `at`.
    pub fn typed_at(&mut self, v: Val, at: usize) -> Result<ExprId> {
        match v {
            Val::Typed(id) => Ok(id),
            Val::Int(i) => {
                let dt = if i32::try_from(i).is_ok() {
                    DataType::INT32
                } else {
                    DataType::INT64
                };
                self.coerce_at(Val::Int(i), dt, at)
            }
            Val::Float(f) => self.coerce_at(Val::Float(f), DataType::FLOAT32, at),
            Val::Bool(b) => self.coerce_at(Val::Bool(b), DataType::BOOL, at),
            Val::Str(_) => Err(self.err_at(at, "a string is not an expression here; expected a TIR expression")),
        }
    }

    /// Converts `v` to `dtype`: literals become constants, typed values must already match.
    pub fn coerce(&mut self, v: Val, dtype: DataType, at: &ast::Expr) -> Result<ExprId> {
        self.coerce_at(v, dtype, at.start().into())
    }

    /// The float constant `v` of `dtype`, refused where TVM 0.27's `FloatImm` refuses it: a
    /// finite value past the dtype's largest (`T.float32(1e39)`; infinity is written
    /// `T.float32("inf")`).
    fn float_literal(&mut self, v: f64, dtype: DataType, at: usize) -> Result<ExprId> {
        if let Some(max) = dtype.largest_float().filter(|&m| v.is_finite() && v.abs() > m) {
            return Err(self.err_at(at, &format!("literal {v:e} exceeds the largest {dtype}, {max:e}")));
        }
        Ok(self.func.exprs.intern(Expr::Float(v.to_bits()), dtype))
    }

    /// [`Lowerer::coerce`], an error reported at byte `at`.
    pub fn coerce_at(&mut self, v: Val, dtype: DataType, at: usize) -> Result<ExprId> {
        match v {
            Val::Typed(id) => {
                let have = self.func.dtype(id);
                if have == dtype {
                    Ok(id)
                } else if let Some(retyped) = self.retype_opaque(id, dtype) {
                    Ok(retyped)
                } else {
                    Err(self.err_at(at, &format!("dtype mismatch: found {have}, expected {dtype}")))
                }
            }
            Val::Int(i) if dtype.is_float() => self.float_literal(i as f64, dtype, at),
            Val::Int(i) => {
                let (lo, hi) = dtype.int_range();
                if dtype.code == crate::ir::TypeCode::Handle || i < lo || i > hi {
                    return Err(self.err_at(at, &format!("literal {i} does not fit {dtype}")));
                }
                Ok(self.int_expr(i, dtype))
            }
            Val::Bool(b) if dtype.is_float() => Ok(self
                .func
                .exprs
                .intern(Expr::Float(f64::from(u8::from(b)).to_bits()), dtype)),
            Val::Bool(b) => {
                if !dtype.is_bool() && !dtype.is_int() {
                    return Err(self.err_at(at, &format!("dtype mismatch: found bool, expected {dtype}")));
                }
                Ok(self.func.int(b as i128, dtype))
            }
            Val::Float(f) => {
                if !dtype.is_float() {
                    return Err(self.err_at(at, &format!("dtype mismatch: found a float literal, expected {dtype}")));
                }
                self.float_literal(f, dtype, at)
            }
            Val::Str(_) => Err(self.err_at(at, "a string is not an expression here; expected a TIR expression")),
        }
    }

    /// Lowers an expression, keeping literals untyped.
    pub fn val(&mut self, e: &ast::Expr) -> Result<Val> {
        match e {
            ast::Expr::Constant(c) => match &c.value {
                Constant::Int(i) => i
                    .to_string()
                    .parse::<i128>()
                    .map(Val::Int)
                    .map_err(|_| self.err(e, "integer literal too large")),
                Constant::Float(f) => Ok(Val::Float(*f)),
                Constant::Bool(b) => Ok(Val::Bool(*b)),
                Constant::Str(s) => Ok(Val::Str(s.clone())),
                _ => Err(self.err(e, "unsupported literal; expected an int, float, bool or string")),
            },
            ast::Expr::Name(n) => self.name_val(n.id.as_str(), e.start().into()),
            ast::Expr::BinOp(b) => self.binop(b),
            ast::Expr::UnaryOp(u) => {
                let operand = self.val(&u.operand)?;
                match (u.op, operand) {
                    (ast::UnaryOp::USub, v @ (Val::Int(_) | Val::Float(_) | Val::Typed(_))) => {
                        self.negate(v, e.start().into())
                    }
                    (ast::UnaryOp::UAdd, v) => self.unary_plus(v, e.start().into()),
                    (ast::UnaryOp::Not, Val::Bool(b)) => Ok(Val::Bool(!b)),
                    (ast::UnaryOp::Invert, v) => self.invert(v, &u.operand),
                    (ast::UnaryOp::Not, v) => {
                        let id = self.coerce(v, DataType::BOOL, &u.operand)?;
                        Ok(Val::Typed(self.func.exprs.intern(Expr::Not(id), DataType::BOOL)))
                    }
                    _ => Err(self.err(e, "unsupported unary operator")),
                }
            }
            ast::Expr::BoolOp(b) => {
                let op = match b.op {
                    ast::BoolOp::And => BinOp::And,
                    ast::BoolOp::Or => BinOp::Or,
                };
                // Operands are bool scalars or bool vectors (`T.Broadcast(True, 4) or B[0:4]`).
                // A Python bool on the left decides as Python does where it can (`True or e` is
                // `True`, `False and e` is `False`, `e` not read), as TVM's evaluator does;
                // otherwise the node is built (`False or e` is `T.Or(False, e)`).
                let mut acc = self.val(&b.values[0])?;
                for v in &b.values[1..] {
                    if let Val::Bool(decided) = acc {
                        if decided == (op == BinOp::Or) {
                            return Ok(acc);
                        }
                    }
                    let rhs = self.val(v)?;
                    // Two Python bools combine in Python (`True and False` is `False`).
                    if let (Val::Bool(x), Val::Bool(y)) = (&acc, &rhs) {
                        acc = Val::Bool(if op == BinOp::Or { *x || *y } else { *x && *y });
                        continue;
                    }
                    let joined = self.typed_binary(op, acc, rhs, &b.values[0], v)?;
                    acc = Val::Typed(joined);
                }
                match acc {
                    Val::Typed(id) => Ok(Val::Typed(id)),
                    other => self.coerce(other, DataType::BOOL, e).map(Val::Typed),
                }
            }
            ast::Expr::Compare(c) if c.ops.len() > 1 => self.chained_comparison(c),
            ast::Expr::Compare(c) => {
                let op = match c.ops[0] {
                    ast::CmpOp::Eq => BinOp::Eq,
                    ast::CmpOp::NotEq => BinOp::Ne,
                    ast::CmpOp::Lt => BinOp::Lt,
                    ast::CmpOp::LtE => BinOp::Le,
                    ast::CmpOp::Gt => BinOp::Gt,
                    ast::CmpOp::GtE => BinOp::Ge,
                    _ => return Err(self.err(e, "unsupported comparison; expected ==, !=, <, <=, >, >=")),
                };
                let a = self.val(&c.left)?;
                let b = self.val(&c.comparators[0])?;
                // Two Python numbers compare in Python, to a Python bool, before TVM sees them.
                if let (Some(x), Some(y)) = (python_number(&a), python_number(&b)) {
                    let holds = match op {
                        BinOp::Eq => x == y,
                        BinOp::Ne => x != y,
                        BinOp::Lt => x < y,
                        BinOp::Le => x <= y,
                        BinOp::Gt => x > y,
                        _ => x >= y,
                    };
                    return Ok(Val::Bool(holds));
                }
                self.operator_at(op, a, b, c.left.start().into(), c.comparators[0].start().into())
                    .map(Val::Typed)
            }
            ast::Expr::Call(call) => self.call(call),
            // `t if c else f`, as TVM's evaluator reads it: a Python bool picks its branch (the
            // other is not read), a TIR bool makes `T.if_then_else(c, t, f)`.
            ast::Expr::IfExp(x) => match self.val(&x.test)? {
                Val::Bool(b) => self.val(if b { &x.body } else { &x.orelse }),
                Val::Typed(c) if self.func.dtype(c).is_bool() => self.if_then_else(c, &x.body, &x.orelse),
                _ => Err(self.err(
                    x.test.as_ref(),
                    "the condition of `... if c else ...` is not a bool; expected a comparison, a bool expression or a Python bool",
                )),
            },
            ast::Expr::Subscript(s) => match s.value.as_ref() {
                ast::Expr::Name(n) if matches!(self.lookup(n.id.as_str()), Some(Binding::LoopTuple(_))) => {
                    self.tuple_item(n.id.as_str(), &s.slice)
                }
                ast::Expr::Attribute(a) if matches!(a.attr.as_str(), "strides" | "shape") => {
                    self.buffer_dim(&a.value, a.attr.as_str(), &s.slice)
                }
                _ => self.load(s),
            },
            ast::Expr::Attribute(a) if a.attr.as_str() == "data" => {
                let b = self.buffer_name(&a.value)?;
                Ok(Val::Typed(self.func.exprs.intern(Expr::Data(b), DataType::HANDLE)))
            }
            // The type object of a handle, as TVM 0.27 prints a handle-typed call's dtype
            // argument: `T.handle().ty` is the same as `"handle"`; a typed pointer
            // (`T.handle("int32", "global").ty`) is kept as written.
            ast::Expr::Attribute(a) if a.attr.as_str() == "ty" => match a.value.as_ref() {
                ast::Expr::Call(c) if Self::t_name(&c.func) == Some("handle") => match self.pointer_type(c)? {
                    None => Ok(Val::Str("handle".into())),
                    Some((dtype, scope)) => Ok(Val::Typed(
                        self.func
                            .exprs
                            .intern(Expr::PointerType(Box::new((dtype, scope))), DataType::HANDLE),
                    )),
                },
                _ => Err(self.err(
                    e,
                    "unsupported type argument; expected a dtype string or `T.handle(...).ty`",
                )),
            },
            ast::Expr::Attribute(a) if a.attr.as_str() == "elem_offset" => {
                let b = self.buffer_name(&a.value)?;
                // TVM's offset has the buffer's index dtype: its explicit offset's, else its
                // shape's.
                let dtype = match self.func.buffer(b).elem_offset {
                    Some(o) => self.func.dtype(o),
                    None => self.func.index_dtype(b),
                };
                Ok(Val::Typed(self.func.exprs.intern(Expr::ElemOffset(b), dtype)))
            }
            _ => Err(self.err(
                e,
                "unsupported expression; expected TIR arithmetic, a call or a buffer access",
            )),
        }
    }

    /// `buffer.strides[k]` or `buffer.shape[k]` (`attr`), `k` a constant: the stride or
    /// extent the buffer declares, as TVM evaluates it (`for k in range(A.shape[1])`).
    fn buffer_dim(&mut self, buffer: &ast::Expr, attr: &str, index: &ast::Expr) -> Result<Val> {
        let b = self.buffer_name(buffer)?;
        let decl = self.func.buffer(b);
        let dims = if attr == "shape" { &decl.shape } else { &decl.strides };
        let k = constant_index(index);
        match k.and_then(|k| dims.get(k)) {
            Some(&d) => Ok(Val::Typed(d)),
            None => Err(self.err(
                index,
                &format!(
                    "expected a constant index below {}, the {} the buffer declares",
                    dims.len(),
                    if attr == "shape" { "dimensions" } else { "strides" }
                ),
            )),
        }
    }

    /// What a name denotes as a value: a variable, or a mutable scalar's element.
    pub(super) fn name_val(&mut self, name: &str, at: usize) -> Result<Val> {
        match self.lookup(name) {
            Some(Binding::Var(v)) => Ok(Val::Typed(self.var_expr(v))),
            Some(Binding::Scalar(b)) => {
                let dtype = self.func.buffer(b).dtype;
                Ok(Val::Typed(self.func.exprs.intern(Expr::Load(b, Vec::new()), dtype)))
            }
            Some(Binding::Buffer(_)) => Err(self.err_at(
                at,
                &format!("`{name}` is a buffer; expected a scalar expression (index it)"),
            )),
            Some(Binding::LoopTuple(_)) => Err(self.err_at(
                at,
                &format!("`{name}` is a tuple of loop variables; expected one of them (`{name}[0]`) or a buffer index (`A[{name}]`)"),
            )),
            Some(Binding::Value(e)) => Ok(Val::Typed(e)),
            Some(Binding::Literal(k)) => Ok(self.meta_literals[k as usize].clone()),
            Some(Binding::EnvThread(_)) => Err(self.err_at(
                at,
                &format!("`{name}` is a thread declared by `T.env_thread`; it has a value only inside `with T.launch_thread({name}, extent):`"),
            )),
            None => Err(self.err_at(at, &format!("undefined variable `{name}`"))),
        }
    }

    /// `~v` (`T.bitwise_not(v)`) of an integer.
    pub(super) fn invert(&mut self, v: Val, operand: &ast::Expr) -> Result<Val> {
        if let Val::Int(i) = v {
            return Ok(Val::Int(!i));
        }
        let id = self.typed(v, operand)?;
        let dt = self.func.dtype(id);
        if !dt.is_int() {
            return Err(self.err(operand, &format!("`~` needs an integer operand, found {dt}")));
        }
        Ok(Val::Typed(
            self.func.exprs.intern(Expr::Call("bitwise_not".into(), vec![id]), dt),
        ))
    }

    /// `+v` (`at`: the plus sign): a Python number as it is; TVM's expressions have no unary
    /// `+`, so `+x` is refused as by TVM's parser.
    pub(super) fn unary_plus(&self, v: Val, at: usize) -> Result<Val> {
        match v {
            Val::Typed(_) => Err(self.err_at(
                at,
                "unary `+` of a TIR value, which TVM's parser refuses; expected the value alone",
            )),
            v => Ok(v),
        }
    }

    /// `-v` of a literal or a typed value (`at`: the minus sign).
    pub(super) fn negate(&mut self, v: Val, at: usize) -> Result<Val> {
        match v {
            Val::Int(i) => Ok(Val::Int(-i)),
            Val::Float(f) => Ok(Val::Float(-f)),
            Val::Typed(id) => {
                // TVM lowers `-x` to `x * -1`, folded as its multiplication folds: a scalar
                // constant is negated (`-T.int8(-128)` wraps to itself), but `-T.float16(2.0)`
                // stays a product (TVM folds float16 only by identities).
                let dt = self.func.dtype(id);
                let minus_one = self.coerce_at(Val::Int(-1), dt.element(), at)?;
                Ok(Val::Typed(self.folded_binary(BinOp::Mul, id, minus_one)))
            }
            _ => Err(self.err_at(at, "unsupported unary operator")),
        }
    }

    /// `a < b < c`, as TVM's evaluator reads a chained comparison: each adjacent pair compared
    /// (an operand two pairs share is lowered for each), the results joined by `and` from the
    /// left; pairs of Python numbers compare in Python.
    fn chained_comparison(&mut self, c: &ast::ExprCompare) -> Result<Val> {
        let operands: Vec<&ast::Expr> = std::iter::once(c.left.as_ref()).chain(&c.comparators).collect();
        let mut acc: Option<Val> = None;
        for (k, op) in c.ops.iter().enumerate() {
            let (l, r) = (operands[k], operands[k + 1]);
            let pair = ast::Expr::Compare(ast::ExprCompare {
                range: rustpython_parser::text_size::TextRange::new(l.start(), r.end()),
                left: Box::new(l.clone()),
                ops: vec![*op],
                comparators: vec![r.clone()],
            });
            let v = self.val(&pair)?;
            acc = Some(match (acc, v) {
                (None, v) => v,
                (Some(Val::Bool(p)), Val::Bool(q)) => Val::Bool(p && q),
                (Some(prev), v) => Val::Typed(self.typed_binary(BinOp::And, prev, v, operands[0], l)?),
            });
        }
        Ok(acc.expect("a chained comparison has at least two operators"))
    }

    fn binop(&mut self, b: &ast::ExprBinOp) -> Result<Val> {
        let op = match b.op {
            ast::Operator::Add => BinOp::Add,
            ast::Operator::Sub => BinOp::Sub,
            ast::Operator::Mult => BinOp::Mul,
            ast::Operator::Div => BinOp::Div,
            ast::Operator::FloorDiv => BinOp::FloorDiv,
            ast::Operator::Mod => BinOp::FloorMod,
            other => return self.bitwise(b, other),
        };
        let l = self.val(&b.left)?;
        let r = self.val(&b.right)?;
        self.arith(op, l, r, b.left.start().into(), b.right.start().into())
    }

    /// Whether `v` is an integer in TVM's sense: a Python int, or a value of an `int`/`uint`
    /// dtype (vectors too).
    fn is_integer(&self, v: &Val) -> bool {
        match v {
            Val::Int(_) => true,
            Val::Typed(id) => self.func.dtype(*id).is_int(),
            _ => false,
        }
    }

    /// `l op r` for the arithmetic operators of Python syntax (`+ - * / // %`), `le` and `re`
    /// where the operands start: literal arithmetic folded as Python does, else a typed node.
    pub(super) fn arith(&mut self, op: BinOp, l: Val, r: Val, le: usize, re: usize) -> Result<Val> {
        if op == BinOp::Div
            && self.is_integer(&l)
            && self.is_integer(&r)
            && !matches!((&l, &r), (Val::Int(_), Val::Int(_)))
        {
            // TVM's `/` refuses integer operands rather than pick one of its divisions.
            return Err(self.err_at(
                le,
                "`/` of integers, which TVM's parser refuses as ambiguous; expected `//` (floor division), `T.truncdiv` or `T.Div`",
            ));
        }
        if let (Val::Int(x), Val::Int(y)) = (&l, &r) {
            // Python evaluates literal arithmetic before TVM sees it.
            let (x, y) = (*x, *y);
            let folded = match op {
                BinOp::Add => x.checked_add(y),
                BinOp::Sub => x.checked_sub(y),
                BinOp::Mul => x.checked_mul(y),
                BinOp::FloorDiv | BinOp::FloorMod if y == 0 => {
                    return Err(self.err_at(re, "division by zero in a literal expression"))
                }
                BinOp::FloorDiv => Some(crate::ir::semantics::floordiv(x, y)),
                BinOp::FloorMod => Some(crate::ir::semantics::floormod(x, y)),
                _ => None,
            };
            if let Some(v) = folded {
                return Ok(Val::Int(v));
            }
        }
        // A float literal on either side, or `/` of two ints: Python's float arithmetic.
        let number = |v: &Val| match v {
            Val::Int(i) => Some(*i as f64),
            Val::Float(f) => Some(*f),
            _ => None,
        };
        // Tested first: converting an `i128` literal to `f64` is a library call, and nearly
        // every literal operand (`i * 4`) is integer arithmetic.
        let float = matches!(l, Val::Float(_)) || matches!(r, Val::Float(_)) || op == BinOp::Div;
        if let Some((x, y)) = float.then(|| number(&l).zip(number(&r))).flatten() {
            if y == 0.0 && matches!(op, BinOp::Div | BinOp::FloorDiv | BinOp::FloorMod) {
                return Err(self.err_at(re, "division by zero in a literal expression"));
            }
            let v = match op {
                BinOp::Add => x + y,
                BinOp::Sub => x - y,
                BinOp::Mul => x * y,
                BinOp::Div => x / y,
                BinOp::FloorDiv => (x / y).floor(),
                _ => {
                    // Python's float `%` takes the divisor's sign.
                    let m = x % y;
                    if m != 0.0 && (m < 0.0) != (y < 0.0) {
                        m + y
                    } else {
                        m
                    }
                }
            };
            return Ok(Val::Float(v));
        }
        self.operator_at(op, l, r, le, re).map(Val::Typed)
    }

    /// `op` of two integer literals, where TVM folds it; a division by zero is an error.
    pub(super) fn fold_call(&self, op: BinOp, x: i128, y: i128, divisor: &ast::Expr) -> Result<Option<i128>> {
        use crate::ir::semantics::{floordiv, floormod};
        Ok(match op {
            BinOp::Div | BinOp::Mod | BinOp::FloorDiv | BinOp::FloorMod if y == 0 => {
                return Err(self.err(divisor, "division by zero in a literal expression"))
            }
            BinOp::Div => Some(x / y),
            BinOp::Mod => Some(x % y),
            BinOp::FloorDiv => Some(floordiv(x, y)),
            BinOp::FloorMod => Some(floormod(x, y)),
            BinOp::Min => Some(x.min(y)),
            BinOp::Max => Some(x.max(y)),
            _ => None,
        })
    }

    /// The two operands of a binary operator, typed: an untyped literal side takes the other
    /// side's element dtype (both untyped: the left's default dtype).
    pub(super) fn operands(&mut self, l: Val, r: Val, le: &ast::Expr, re: &ast::Expr) -> Result<(ExprId, ExprId)> {
        self.operands_at(l, r, le.start().into(), re.start().into())
    }

    /// [`Lowerer::operands`], errors reported at the bytes `le` and `re`.
    fn operands_at(&mut self, l: Val, r: Val, le: usize, re: usize) -> Result<(ExprId, ExprId)> {
        Ok(match (&l, &r) {
            (Val::Typed(a), Val::Typed(b)) => (*a, *b),
            (Val::Typed(a), _) => {
                let dt = self.func.dtype(*a).element();
                (*a, self.coerce_at(r, dt, re)?)
            }
            (_, Val::Typed(b)) => {
                let dt = self.func.dtype(*b).element();
                (self.coerce_at(l, dt, le)?, *b)
            }
            _ => {
                let a = self.typed_at(l, le)?;
                let dt = self.func.dtype(a);
                (a, self.coerce_at(r, dt, re)?)
            }
        })
    }

    /// Builds a binary node, converting an untyped side to the other side's dtype.
    pub fn typed_binary(&mut self, op: BinOp, l: Val, r: Val, le: &ast::Expr, re: &ast::Expr) -> Result<ExprId> {
        self.typed_binary_at(op, l, r, le.start().into(), re.start().into())
    }

    /// [`Lowerer::typed_binary`], errors reported at the bytes `le` and `re`.
    pub(super) fn typed_binary_at(&mut self, op: BinOp, l: Val, r: Val, le: usize, re: usize) -> Result<ExprId> {
        let (a, b) = self.matched_operands_at(op, l, r, le, re)?;
        Ok(self.func.binary(op, a, b))
    }

    /// `l op r` as TVM's operator function for `op` builds it (`tirx.add`, `floordiv`, `min`,
    /// ...: Python's operators on TIR values and the lower-case `T.` functions): the node, or
    /// what `arith::TryConstFold` folds it to (`x + 0` is `x`).
    pub(super) fn operator_at(&mut self, op: BinOp, l: Val, r: Val, le: usize, re: usize) -> Result<ExprId> {
        let (l, r) = match (&l, &r) {
            (Val::Typed(a), _) if Self::converts_like_ffi(op) => {
                let a = *a;
                (l, self.ffi_literal(r, a, re)?)
            }
            // `1 < x` is Python's reflected `x > 1`, which TVM's parser types itself.
            (_, Val::Typed(b)) if Self::converts_like_ffi(op) && !op.is_comparison() => {
                let b = *b;
                (self.ffi_literal(l, b, le)?, r)
            }
            _ => (l, r),
        };
        let (a, b) = self.matched_operands_at(op, l, r, le, re)?;
        let dt = self.func.dtype(a);
        if matches!(op, BinOp::FloorDiv | BinOp::FloorMod) && !dt.is_int() {
            // TVM's operator functions floor-divide integers only ("Check failed:
            // a.ty().MatchesCode(kDLInt, kDLUInt)"); its node constructors, `T.truncmod` and `/`
            // take floats.
            return Err(self.err_at(le, &format!("`{}` needs integer operands, found {dt}", op.symbol())));
        }
        if matches!(op, BinOp::Eq | BinOp::Ne) {
            // Python's `==`/`!=` on TIR values make TVM's `EqualOp`/`NotEqualOp`, which become
            // the node unfolded: `T.int32(1) == 1` is `T.EQ(1, 1)`, where `<` folds.
            return Ok(self.func.binary(op, a, b));
        }
        Ok(self.folded_binary(op, a, b))
    }

    /// `a op b` over operands of one dtype: the node, or what `arith::TryConstFold` folds it to.
    fn folded_binary(&mut self, op: BinOp, a: ExprId, b: ExprId) -> ExprId {
        let dtype = self.func.dtype(a);
        match try_const_fold(&self.func, op, a, b) {
            None => self.func.binary(op, a, b),
            Some(Folded::Left) => a,
            Some(Folded::Right) => b,
            Some(Folded::Int(v)) => self.func.int(v, dtype),
            Some(Folded::Float(v)) => self.func.exprs.intern(Expr::Float(v.to_bits()), dtype),
            Some(Folded::Bool(v)) => self.func.int(v.into(), DataType::BOOL),
        }
    }

    /// Whether TVM 0.27's parser hands a Python number beside a TIR value to `op` through the
    /// FFI (`+ - * // %`, `/`, the orderings, `T.max`/`T.min`, `T.truncdiv`...), rather than
    /// converting it to the value's dtype itself (`==`, `!=`).
    fn converts_like_ffi(op: BinOp) -> bool {
        !matches!(op, BinOp::Eq | BinOp::Ne | BinOp::And | BinOp::Or)
    }

    /// A Python number `lit` beside the value `other`, as TVM 0.27's FFI converts it: an `int32`
    /// (an `int64` past its range) or a `float32`, brought with `other` to the dtype
    /// `BinaryOpMatchTypes` chooses, so that an `int8` value plus `1` is an `int32` sum and a
    /// `float16` value times `0.5` a `float32` product (the value is cast by the caller). A bool
    /// literal, or a pair no promotion covers, takes `other`'s dtype.
    pub(super) fn ffi_literal(&mut self, lit: Val, other: ExprId, at: usize) -> Result<Val> {
        let own = match lit {
            Val::Int(i) if i32::try_from(i).is_ok() => DataType::INT32,
            Val::Int(_) => DataType::INT64,
            Val::Float(_) => DataType::FLOAT32,
            _ => return Ok(lit),
        };
        match Self::promoted(self.func.dtype(other).element(), own) {
            Some(target) => self.coerce_at(lit, target, at).map(Val::Typed),
            None => Ok(lit),
        }
    }

    /// The operands of `l op r`, typed and cast to one dtype as TVM's `BinaryOpMatchTypes`
    /// casts them, and checked for `op`.
    pub(super) fn matched_operands_at(
        &mut self,
        op: BinOp,
        l: Val,
        r: Val,
        le: usize,
        re: usize,
    ) -> Result<(ExprId, ExprId)> {
        let (mut a, mut b) = self.operands_at(l, r, le, re)?;
        let (mut da, mut db) = (self.func.dtype(a), self.func.dtype(b));
        let lanes_ok = (da.lanes, da.scalable) == (db.lanes, db.scalable) || da.is_scalar() || db.is_scalar();
        // Operands of different types are cast to a common one, as TVM's operators do.
        if da.element() != db.element() && lanes_ok {
            if let Some(t) = Self::promoted(da.element(), db.element()) {
                a = self.cast_to(a, t.with_shape_of(da));
                b = self.cast_to(b, t.with_shape_of(db));
                (da, db) = (self.func.dtype(a), self.func.dtype(b));
            }
        }
        if da.element() != db.element() || !lanes_ok {
            return Err(self.err_at(le, &format!("dtype mismatch in `{}`: {da} vs {db}", op.symbol())));
        }
        if op.is_logical() && !da.is_bool() {
            return Err(self.err_at(le, &format!("`{}` needs bool operands, found {da}", op.symbol())));
        }
        let divides = matches!(op, BinOp::Div | BinOp::Mod | BinOp::FloorDiv | BinOp::FloorMod);
        if divides && matches!(self.func.expr(b), Expr::Int(0)) {
            // TVM rejects it when it builds the node.
            return Err(self.err_at(re, "division by a constant zero"));
        }
        Ok((a, b))
    }

    /// TVM's `tirx.cast(dt, v)`: `v` itself when it has the dtype, a scalar constant converted,
    /// a broadcast's value cast under the broadcast, an integer ramp's base and stride cast
    /// (to an integer dtype), else a `Cast` node.
    pub(super) fn cast_to(&mut self, v: ExprId, dt: DataType) -> ExprId {
        if self.func.dtype(v) == dt {
            return v;
        }
        let vector = dt.lanes > 1 || dt.scalable;
        match *self.func.expr(v) {
            Expr::Broadcast(inner, lanes) if vector => {
                let inner = self.cast_to(inner, dt.element());
                return self.func.exprs.intern(Expr::Broadcast(inner, lanes), dt);
            }
            Expr::Ramp(base, stride, lanes)
                if vector && matches!(dt.code, crate::ir::TypeCode::Int | crate::ir::TypeCode::UInt) =>
            {
                let (base, stride) = (self.cast_to(base, dt.element()), self.cast_to(stride, dt.element()));
                return self.func.exprs.intern(Expr::Ramp(base, stride, lanes), dt);
            }
            _ => {}
        }
        let ieee = dt.code == crate::ir::TypeCode::Float && dt.lanes == 1;
        let folded = match *self.func.expr(v) {
            Expr::Int(i) if dt.is_int() && dt.lanes == 1 && (dt.int_range().0..=dt.int_range().1).contains(&i) => {
                Some(Expr::Int(i))
            }
            Expr::Int(i) if ieee => Some(Expr::Float((i as f64).to_bits())),
            Expr::Float(bits) if ieee => Some(Expr::Float(bits)),
            // Truncated toward zero, as C++'s conversion does.
            Expr::Float(bits) if dt.is_int() && dt.lanes == 1 => {
                let t = f64::from_bits(bits).trunc();
                let (lo, hi) = dt.int_range();
                (t.is_finite() && t >= lo as f64 && t <= hi as f64).then_some(Expr::Int(t as i128))
            }
            _ => None,
        };
        let node = folded.unwrap_or(Expr::Cast(v));
        self.func.exprs.intern(node, dt)
    }

    /// The dtype TVM's `BinaryOpMatchTypes` brings two operands' element dtypes to (IEEE float
    /// over integer, the wider float or integer, `float32` or wider over a float format, `uint`
    /// for an `int` and a `uint` of one width, the integer over `bool`), `None` where it refuses
    /// or the tool does not compute the types.
    pub(super) fn promoted(a: DataType, b: DataType) -> Option<DataType> {
        use crate::ir::TypeCode::{Bool, Float, FloatFormat, Int, UInt};
        let wider = |x: DataType, y: DataType| if x.bits < y.bits { y } else { x };
        Some(match (a.code, b.code) {
            (Float, Float) => wider(a, b),
            // A float format beside an IEEE float of 32 bits or more is computed in that float.
            (FloatFormat(_), Float) if b.bits >= 32 => b,
            (Float, FloatFormat(_)) if a.bits >= 32 => a,
            (Float, Int | UInt | Bool) => a,
            (Int | UInt | Bool, Float) => b,
            (Bool, Int | UInt) => b,
            (Int | UInt, Bool) => a,
            (Int, Int) | (UInt, UInt) => wider(a, b),
            (Int, UInt) | (UInt, Int) if a.bits != b.bits => wider(a, b),
            (Int, UInt) => b,
            (UInt, Int) => a,
            _ => return None,
        })
    }

    /// The two branches of `T.if_then_else`, which TVM 0.27 passes through the FFI: a Python
    /// number beside a value converts as [`Lowerer::ffi_literal`] says and both come to one
    /// dtype (`T.if_then_else(c, x, 1)` over an `int8` `x` is an `int32` value).
    pub(super) fn branches(&mut self, a: &ast::Expr, b: &ast::Expr) -> Result<(ExprId, ExprId)> {
        let va = self.val(a)?;
        let vb = self.val(b)?;
        let (at_a, at_b) = (a.start().into(), b.start().into());
        let (va, vb) = match (&va, &vb) {
            (Val::Typed(x), Val::Int(_) | Val::Float(_)) => {
                let x = *x;
                (va, self.ffi_literal(vb, x, at_b)?)
            }
            (Val::Int(_) | Val::Float(_), Val::Typed(y)) => {
                let y = *y;
                (self.ffi_literal(va, y, at_a)?, vb)
            }
            _ => (va, vb),
        };
        match (&va, &vb) {
            (Val::Typed(x), Val::Typed(y)) if self.func.dtype(*x) != self.func.dtype(*y) => {
                self.matched_operands_at(BinOp::Max, va, vb, at_a, at_b)
            }
            _ => self.same_typed_vals(va, vb, a, b),
        }
    }

    pub(super) fn same_typed(&mut self, a: &ast::Expr, b: &ast::Expr) -> Result<(ExprId, ExprId)> {
        let va = self.val(a)?;
        let vb = self.val(b)?;
        self.same_typed_vals(va, vb, a, b)
    }

    fn same_typed_vals(&mut self, va: Val, vb: Val, a: &ast::Expr, b: &ast::Expr) -> Result<(ExprId, ExprId)> {
        match (&va, &vb) {
            (Val::Typed(x), _) => {
                let dt = self.func.dtype(*x);
                Ok((*x, self.coerce(vb, dt, b)?))
            }
            (_, Val::Typed(y)) => {
                let dt = self.func.dtype(*y);
                Ok((self.coerce(va, dt, a)?, *y))
            }
            _ => {
                let x = self.typed(va, a)?;
                let dt = self.func.dtype(x);
                Ok((x, self.coerce(vb, dt, b)?))
            }
        }
    }
}

/// The value of a Python number (an int, float or bool literal), for Python's own comparison;
/// exact for ints up to 2^53, which is as far as a TIR constant compared in Python goes.
fn python_number(v: &Val) -> Option<f64> {
    match v {
        Val::Int(i) => Some(*i as f64),
        Val::Float(f) => Some(*f),
        Val::Bool(b) => Some(f64::from(u8::from(*b))),
        _ => None,
    }
}

/// The value of an index written as a non-negative integer literal (`A.shape[1]`, `iters[0]`).
pub(super) fn constant_index(e: &ast::Expr) -> Option<usize> {
    match e {
        ast::Expr::Constant(ast::ExprConstant {
            value: Constant::Int(k),
            ..
        }) => k.to_string().parse::<usize>().ok(),
        _ => None,
    }
}
