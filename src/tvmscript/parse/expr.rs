//! Lowering of Python expressions (TVMScript) to IR expressions.
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
use crate::ir::{intrinsic, BinOp, BufferId, DataType, Expr, ExprId, ResultType, VarId};
use crate::tvmscript::const_fold::{fold_call, try_const_fold, Folded};
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
            Val::Int(i) if dtype.is_float() => Ok(self.func.exprs.intern(Expr::Float((i as f64).to_bits()), dtype)),
            Val::Int(i) => {
                let (lo, hi) = dtype.int_range();
                if dtype.code == crate::ir::TypeCode::Handle || i < lo || i > hi {
                    return Err(self.err_at(at, &format!("literal {i} does not fit {dtype}")));
                }
                Ok(self.int_expr(i, dtype))
            }
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
                Ok(self.func.exprs.intern(Expr::Float(f.to_bits()), dtype))
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
                    (ast::UnaryOp::UAdd, v) => Ok(v),
                    (ast::UnaryOp::Not, Val::Bool(b)) => Ok(Val::Bool(!b)),
                    (ast::UnaryOp::Invert, Val::Int(i)) => Ok(Val::Int(!i)),
                    (ast::UnaryOp::Invert, v) => {
                        let id = self.typed(v, &u.operand)?;
                        let dt = self.func.dtype(id);
                        if !dt.is_int() {
                            return Err(self.err(e, &format!("`~` needs an integer operand, found {dt}")));
                        }
                        Ok(Val::Typed(
                            self.func.exprs.intern(Expr::Call("bitwise_not".into(), vec![id]), dt),
                        ))
                    }
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
                let mut acc = self.val(&b.values[0])?;
                for v in &b.values[1..] {
                    let rhs = self.val(v)?;
                    let joined = self.typed_binary(op, acc, rhs, &b.values[0], v)?;
                    acc = Val::Typed(joined);
                }
                match acc {
                    Val::Typed(id) => Ok(Val::Typed(id)),
                    other => self.coerce(other, DataType::BOOL, e).map(Val::Typed),
                }
            }
            ast::Expr::Compare(c) => {
                if c.ops.len() != 1 {
                    return Err(self.err(e, "chained comparison; expected a single comparison (use `and`)"));
                }
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
                // TVM's offset has the buffer's index dtype: its explicit offset's, else int32.
                let dtype = match self.func.buffer(b).elem_offset {
                    Some(o) => self.func.dtype(o),
                    None => DataType::INT32,
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
            Some(Binding::EnvThread(_)) => Err(self.err_at(
                at,
                &format!("`{name}` is a thread declared by `T.env_thread`; it has a value only inside `with T.launch_thread({name}, extent):`"),
            )),
            None => Err(self.err_at(at, &format!("undefined variable `{name}`"))),
        }
    }

    /// `-v` of a literal or a typed value (`at`: the minus sign).
    pub(super) fn negate(&mut self, v: Val, at: usize) -> Result<Val> {
        match v {
            Val::Int(i) => Ok(Val::Int(-i)),
            Val::Float(f) => Ok(Val::Float(-f)),
            Val::Typed(id) => {
                // TVM lowers `-x` to `x * -1`, which its operator folds on a scalar constant.
                let dt = self.func.dtype(id);
                let (lo, hi) = dt.int_range();
                match *self.func.expr(id) {
                    Expr::Int(i) if dt.lanes == 1 && (lo..=hi).contains(&-i) => {
                        return Ok(Val::Typed(self.func.exprs.intern(Expr::Int(-i), dt)));
                    }
                    Expr::Float(bits) if dt.lanes == 1 => {
                        let negated = (-f64::from_bits(bits)).to_bits();
                        return Ok(Val::Typed(self.func.exprs.intern(Expr::Float(negated), dt)));
                    }
                    _ => {}
                }
                let minus_one = self.coerce_at(Val::Int(-1), dt.element(), at)?;
                Ok(Val::Typed(self.func.binary(BinOp::Mul, id, minus_one)))
            }
            _ => Err(self.err_at(at, "unsupported unary operator")),
        }
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

    /// `l op r` for the arithmetic operators of Python syntax (`+ - * / // %`), `le` and `re`
    /// where the operands start: literal arithmetic folded as Python does, else a typed node.
    pub(super) fn arith(&mut self, op: BinOp, l: Val, r: Val, le: usize, re: usize) -> Result<Val> {
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
        let float = matches!(l, Val::Float(_)) || matches!(r, Val::Float(_)) || op == BinOp::Div;
        if let (Some(x), Some(y), true) = (number(&l), number(&r), float) {
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
    fn fold_call(&self, op: BinOp, x: i128, y: i128, divisor: &ast::Expr) -> Result<Option<i128>> {
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
        let (a, b) = self.matched_operands_at(op, l, r, le, re)?;
        let dtype = self.func.dtype(a);
        Ok(match try_const_fold(&self.func, op, a, b) {
            None => self.func.binary(op, a, b),
            Some(Folded::Left) => a,
            Some(Folded::Right) => b,
            Some(Folded::Int(v)) => self.func.int(v, dtype),
            Some(Folded::Float(v)) => self.func.exprs.intern(Expr::Float(v.to_bits()), dtype),
            Some(Folded::Bool(v)) => self.func.int(v.into(), DataType::BOOL),
        })
    }

    /// The operands of `l op r`, typed and cast to one dtype as TVM's `BinaryOpMatchTypes`
    /// casts them, and checked for `op`.
    fn matched_operands_at(&mut self, op: BinOp, l: Val, r: Val, le: usize, re: usize) -> Result<(ExprId, ExprId)> {
        let (mut a, mut b) = self.operands_at(l, r, le, re)?;
        let (mut da, mut db) = (self.func.dtype(a), self.func.dtype(b));
        let lanes_ok = (da.lanes, da.scalable) == (db.lanes, db.scalable) || da.is_scalar() || db.is_scalar();
        // Operands of different types are cast to a common one, as TVM's operators do.
        if da.element() != db.element() && lanes_ok && (da.lanes, da.scalable) == (db.lanes, db.scalable) {
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

    fn load(&mut self, s: &ast::ExprSubscript) -> Result<Val> {
        let buffer = self.buffer_name(&s.value)?;
        let indices = self.indices(&s.slice)?;
        self.load_of(buffer, indices, s.slice.start().into())
    }

    /// The load of `buffer[indices]` (`at`: where the indices start).
    pub(super) fn load_of(&mut self, buffer: BufferId, indices: Vec<ExprId>, at: usize) -> Result<Val> {
        let bdt = self.func.buffer(buffer).dtype;
        let dtype = bdt.accessed(indices.iter().map(|&i| self.func.dtype(i)));
        let rank = self.func.buffer(buffer).shape.len();
        if indices.len() != rank && rank != 0 {
            let name = &self.func.buffer(buffer).name;
            return Err(self.err_at(
                at,
                &format!("`{name}` has rank {rank}, found {} indices", indices.len()),
            ));
        }
        Ok(Val::Typed(self.func.exprs.intern(Expr::Load(buffer, indices), dtype)))
    }

    /// Lowers a subscript's index list; a slice `a:b` becomes `T.Ramp(a, 1, b - a)`, and
    /// `a:b:s` (as TVM prints a strided vector store) `T.Ramp(a, s, (b - a) / s)`.
    pub fn indices(&mut self, slice: &ast::Expr) -> Result<Vec<ExprId>> {
        let parts: Vec<&ast::Expr> = match slice {
            ast::Expr::Tuple(t) => t.elts.iter().collect(),
            other => vec![other],
        };
        let mut out = Vec::new();
        for p in parts {
            match self.loop_tuple(p) {
                Some(vars) => out.extend(vars.into_iter().map(|v| self.var_expr(v))),
                None => out.push(self.index(p)?),
            }
        }
        Ok(out)
    }

    /// The loop variables of `e` if it names a [`Binding::LoopTuple`].
    pub(super) fn loop_tuple(&self, e: &ast::Expr) -> Option<Vec<VarId>> {
        match e {
            ast::Expr::Name(n) => self.loop_tuple_named(n.id.as_str()),
            _ => None,
        }
    }

    fn loop_tuple_named(&self, name: &str) -> Option<Vec<VarId>> {
        match self.lookup(name) {
            Some(Binding::LoopTuple(k)) => Some(self.loop_tuples[k as usize].clone()),
            _ => None,
        }
    }

    /// `iters[k]`, `k` a constant: the `k`-th loop variable of the tuple `name`.
    fn tuple_item(&mut self, name: &str, index: &ast::Expr) -> Result<Val> {
        let vars = self.loop_tuple_named(name).unwrap_or_default();
        let k = constant_index(index);
        match k.and_then(|k| vars.get(k)) {
            Some(&v) => Ok(Val::Typed(self.var_expr(v))),
            None => Err(self.err(
                index,
                &format!(
                    "expected a constant index below {}, the loop variables of `{name}`",
                    vars.len()
                ),
            )),
        }
    }

    fn index(&mut self, p: &ast::Expr) -> Result<ExprId> {
        const EXPECTED: &str =
            "unsupported slice; expected `start:start + lanes` or `start:start + lanes * step:step` with constant lanes >= 2";
        let ast::Expr::Slice(sl) = p else {
            let v = self.val(p)?;
            return self.point_index(v, p.start().into());
        };
        let (Some(lo), Some(hi)) = (&sl.lower, &sl.upper) else {
            return Err(self.err(p, EXPECTED));
        };
        let base = self.expr(lo)?;
        let stop = self.expr(hi)?;
        let dt = self.func.dtype(base);
        let stride = match &sl.step {
            Some(s) => self.expr_as(s, dt)?,
            None => self.func.int(1, dt),
        };
        let step = match self.func.expr(stride) {
            Expr::Int(s) if *s >= 1 => *s,
            _ => return Err(self.err(sl.step.as_deref().unwrap_or(p), "expected a constant step >= 1")),
        };
        // `lo:lo + w`, `0:w` (constants), or the scalable `lo:lo + T.vscale() * w`, `0:T.vscale() * w`.
        let width = match (self.func.expr(base), self.func.expr(stop)) {
            (Expr::Int(lo), Expr::Int(hi)) => Some(self.func.int(hi - lo, DataType::INT32)),
            (Expr::Int(0), _) => Some(stop),
            (_, Expr::Binary(BinOp::Add, a, c)) if *a == base => Some(*c),
            _ => None,
        };
        let (width, scalable) = match width {
            Some(w) => match self.func.expr(w) {
                Expr::Int(n) => (*n, false),
                _ => (self.vscale_multiple(w).unwrap_or(0), true),
            },
            None => (0, false),
        };
        // The width is lanes * step: a strided slice takes every step-th element.
        let lanes = if width % step == 0 { width / step } else { 0 };
        let least = if scalable { 1 } else { 2 };
        if !(least..=u16::MAX as i128).contains(&lanes) {
            return Err(self.err(p, EXPECTED));
        }
        let vdt = if scalable {
            dt.with_scalable_lanes(lanes as u16)
        } else {
            dt.with_lanes(lanes as u16)
        };
        Ok(self.func.exprs.intern(Expr::Ramp(base, stride, lanes as u16), vdt))
    }

    /// `k` of `T.vscale() * k` (also written `T.vscale() * a * b`, `k = a * b`), or None.
    fn vscale_multiple(&self, e: ExprId) -> Option<i128> {
        match self.func.expr(e) {
            Expr::Call(n, _) if n == "vscale" => Some(1),
            Expr::Binary(BinOp::Mul, v, k) => match self.func.expr(*k) {
                Expr::Int(k) => self.vscale_multiple(*v).map(|m| m * k),
                _ => None,
            },
            _ => None,
        }
    }

    /// A single (non-slice) index, typed (`at`: where it starts).
    pub(super) fn point_index(&mut self, v: Val, at: usize) -> Result<ExprId> {
        let i = self.typed_at(v, at)?;
        if self.undef_lowered && crate::ir::visit::mentions_call(&self.func, i, "undef") {
            // The padding RFC: an undefined index makes the program ill-formed.
            return Err(self.err_at(at, "T.undef() in a buffer index; expected a defined index"));
        }
        Ok(i)
    }

    /// Resolves a name that must denote a buffer.
    pub fn buffer_name(&mut self, e: &ast::Expr) -> Result<BufferId> {
        match e {
            ast::Expr::Name(n) => self.buffer_named(n.id.as_str(), e.start().into()),
            _ => Err(self.err(e, "expected a buffer name")),
        }
    }

    /// The buffer (or mutable scalar) `name` denotes (`at`: where the name stands).
    pub(super) fn buffer_named(&self, name: &str, at: usize) -> Result<BufferId> {
        match self.lookup(name) {
            Some(Binding::Buffer(b)) | Some(Binding::Scalar(b)) => Ok(b),
            Some(Binding::Var(_) | Binding::EnvThread(_)) => {
                Err(self.err_at(at, &format!("`{name}` is a scalar; expected a buffer")))
            }
            Some(Binding::LoopTuple(_) | Binding::Value(_)) => {
                Err(self.err_at(at, &format!("`{name}` names a value; expected a buffer")))
            }
            None => Err(self.err_at(at, &format!("undefined buffer `{name}`"))),
        }
    }

    /// The `T.xxx` name of a call's callee, if it has that form.
    pub fn t_name(e: &ast::Expr) -> Option<&str> {
        match e {
            ast::Expr::Attribute(a) => match a.value.as_ref() {
                ast::Expr::Name(n) if n.id.as_str() == "T" => Some(a.attr.as_str()),
                _ => None,
            },
            _ => None,
        }
    }

    pub(super) fn arity(&self, call: &ast::ExprCall, n: usize, what: &str) -> Result<()> {
        if call.args.len() != n {
            return Err(self.err_at(
                call.range().start().into(),
                &format!(
                    "wrong number of arguments to `{what}`: found {}, expected {n}",
                    call.args.len()
                ),
            ));
        }
        Ok(())
    }

    fn call(&mut self, call: &ast::ExprCall) -> Result<Val> {
        let at = call.func.as_ref();
        let Some(name) = Self::t_name(at) else {
            return self.opaque_call(call);
        };
        if let Some(dt) = DataType::parse(name) {
            // Typed literal or cast: `T.int64(256)`, `T.float32(0.0)`, `T.int64(x)`.
            self.arity(call, 1, name)?;
            return match self.val(&call.args[0])? {
                // `T.float32("inf")`: Python's float("inf"), "-inf", "nan".
                Val::Str(s) if dt.is_float() => match s.to_ascii_lowercase().as_str() {
                    "inf" | "+inf" => Ok(Val::Typed(
                        self.func.exprs.intern(Expr::Float(f64::INFINITY.to_bits()), dt),
                    )),
                    "-inf" => Ok(Val::Typed(
                        self.func.exprs.intern(Expr::Float(f64::NEG_INFINITY.to_bits()), dt),
                    )),
                    "nan" => Ok(Val::Typed(self.func.exprs.intern(Expr::Float(f64::NAN.to_bits()), dt))),
                    _ => Err(self.err(&call.args[0], "expected a number, \"inf\", \"-inf\" or \"nan\"")),
                },
                // `T.int32(x)` is TVM's `tirx.cast`: a constant converted, else a `Cast` node.
                Val::Typed(id) if self.func.dtype(id) != dt => Ok(Val::Typed(self.cast_to(id, dt))),
                v => self.coerce(v, dt, &call.args[0]).map(Val::Typed),
            };
        }
        let binop = match name {
            "max" | "Max" => Some(BinOp::Max),
            "min" | "Min" => Some(BinOp::Min),
            // Node constructors TVM prints over two constants (`T.Add(1, 2)`).
            "Add" => Some(BinOp::Add),
            "Sub" => Some(BinOp::Sub),
            "Mul" => Some(BinOp::Mul),
            "EQ" => Some(BinOp::Eq),
            "NE" => Some(BinOp::Ne),
            "LT" => Some(BinOp::Lt),
            "LE" => Some(BinOp::Le),
            "GT" => Some(BinOp::Gt),
            "GE" => Some(BinOp::Ge),
            "truncdiv" | "Div" => Some(BinOp::Div),
            "truncmod" | "Mod" => Some(BinOp::Mod),
            "floordiv" | "FloorDiv" => Some(BinOp::FloorDiv),
            "floormod" | "FloorMod" => Some(BinOp::FloorMod),
            // TVM prints `T.And(a, b)` / `T.Or(a, b)` where `and`/`or` would not parse back
            // (vector operands).
            "And" => Some(BinOp::And),
            "Or" => Some(BinOp::Or),
            _ => None,
        };
        if let Some(op) = binop {
            self.arity(call, 2, name)?;
            let a = self.val(&call.args[0])?;
            let b = self.val(&call.args[1])?;
            // TVM folds the operator functions on two integer constants (`arith::TryConstFold`),
            // as Python folds `4 % 8`: `T.floormod(4, 8)` is the constant 4; the node
            // constructors (`T.FloorMod(0, 2)`, as TVM prints an unfolded node) build the node.
            let constructor = name.starts_with(|c: char| c.is_ascii_uppercase());
            if let (Val::Int(x), Val::Int(y), false) = (&a, &b, constructor) {
                if let Some(v) = self.fold_call(op, *x, *y, &call.args[1])? {
                    return Ok(Val::Int(v));
                }
            }
            let (at_a, at_b) = (call.args[0].start().into(), call.args[1].start().into());
            return match constructor {
                true => self.typed_binary_at(op, a, b, at_a, at_b),
                false => self.operator_at(op, a, b, at_a, at_b),
            }
            .map(Val::Typed);
        }
        match name {
            // TVM's `ceildiv(a, b)` is `floordiv(a + b - 1, b)`, each operator folding.
            "ceildiv" => {
                self.arity(call, 2, name)?;
                let (a, b) = (self.val(&call.args[0])?, self.val(&call.args[1])?);
                let (at_a, at_b) = (call.args[0].start().into(), call.args[1].start().into());
                let (a, b) = self.matched_operands_at(BinOp::FloorDiv, a, b, at_a, at_b)?;
                let sum = self.operator_at(BinOp::Add, Val::Typed(a), Val::Typed(b), at_a, at_b)?;
                let less = self.operator_at(BinOp::Sub, Val::Typed(sum), Val::Int(1), at_a, at_b)?;
                self.operator_at(BinOp::FloorDiv, Val::Typed(less), Val::Typed(b), at_a, at_b)
                    .map(Val::Typed)
            }
            // TVM's `abs`: a constant's absolute value; for signed integers
            // `T.Select(x >= 0, x, 0 - x)`, for floats `T.fabs(x)`; an unsigned value itself.
            "abs" => {
                self.arity(call, 1, name)?;
                let x = self.expr(&call.args[0])?;
                let (dt, at) = (self.func.dtype(x), call.args[0].start().into());
                Ok(Val::Typed(match *self.func.expr(x) {
                    Expr::Int(v) if dt.is_int() => {
                        // TVM refuses a result its dtype cannot hold (`T.abs(T.int32(-2**31))`).
                        if v.abs() > dt.int_range().1 {
                            return Err(self.err(&call.args[0], &format!("`T.abs` of {v} does not fit {dt}")));
                        }
                        self.func.int(v.abs(), dt)
                    }
                    Expr::Float(bits) => {
                        let magnitude = f64::from_bits(bits).abs();
                        self.func.exprs.intern(Expr::Float(magnitude.to_bits()), dt)
                    }
                    _ if dt.code == crate::ir::TypeCode::UInt => x,
                    _ if dt.is_float() => self.func.exprs.intern(Expr::Call("fabs".into(), vec![x]), dt),
                    _ if dt.is_int() => {
                        let at_zero = self.operator_at(BinOp::Ge, Val::Typed(x), Val::Int(0), at, at)?;
                        let negated = self.operator_at(BinOp::Sub, Val::Int(0), Val::Typed(x), at, at)?;
                        self.func.exprs.intern(Expr::Select(at_zero, x, negated), dt)
                    }
                    _ => return Err(self.err(&call.args[0], &format!("`T.abs` of a {dt} value; expected a number"))),
                }))
            }
            "Cast" => {
                self.arity(call, 2, name)?;
                let dt = self.dtype_arg(&call.args[0])?;
                let v = self.expr(&call.args[1])?;
                Ok(Val::Typed(self.func.exprs.intern(Expr::Cast(v), dt)))
            }
            "Select" => {
                self.arity(call, 3, name)?;
                let c = self.val(&call.args[0])?;
                let (t, f) = self.same_typed(&call.args[1], &call.args[2])?;
                let dt = self.func.dtype(t);
                // A vector select takes a bool condition per lane or one for all lanes.
                let per_lane = DataType::BOOL.with_shape_of(dt);
                let c = match c {
                    Val::Typed(id) if self.func.dtype(id) == per_lane => id,
                    Val::Typed(id) if self.func.dtype(id).is_bool() && !self.func.dtype(id).is_scalar() => {
                        let have = self.func.dtype(id);
                        return Err(self.err(
                            &call.args[0],
                            &format!("a {have} condition for {dt} values; expected bool or {per_lane}"),
                        ));
                    }
                    c => self.coerce(c, DataType::BOOL, &call.args[0])?,
                };
                Ok(Val::Typed(self.func.exprs.intern(Expr::Select(c, t, f), dt)))
            }
            "Ramp" => {
                self.arity(call, 3, name)?;
                let base = self.expr(&call.args[0])?;
                let dt = self.func.dtype(base);
                let stride = self.expr_as(&call.args[1], dt)?;
                let (lanes, scalable) = self.lanes_arg(&call.args[2])?;
                let vdt = if scalable {
                    dt.with_scalable_lanes(lanes)
                } else {
                    dt.with_lanes(lanes)
                };
                Ok(Val::Typed(self.func.exprs.intern(Expr::Ramp(base, stride, lanes), vdt)))
            }
            "Broadcast" => {
                self.arity(call, 2, name)?;
                let v = self.expr(&call.args[0])?;
                let (lanes, scalable) = self.lanes_arg(&call.args[1])?;
                let elem = self.func.dtype(v);
                let dt = if scalable {
                    elem.with_scalable_lanes(lanes)
                } else {
                    elem.with_lanes(lanes)
                };
                Ok(Val::Typed(self.func.exprs.intern(Expr::Broadcast(v, lanes), dt)))
            }
            "cast" => self.cast_call(call),
            "Let" => self.let_expr(call),
            "min_value" | "max_value" | "infinity" => self.limit_value(call, name),
            _ => self.intrinsic_call(call, name),
        }
    }

    /// `T.cast(value, dtype)`, TVM's `tirx.cast`: the value itself when it has the dtype, a
    /// scalar constant converted (`T.cast(3, "float32")` is `T.float32(3.0)`), else a `Cast`
    /// node, as `T.Cast(dtype, value)` builds it.
    fn cast_call(&mut self, call: &ast::ExprCall) -> Result<Val> {
        self.arity(call, 2, "cast")?;
        let v = self.expr(&call.args[0])?;
        let dt = self.dtype_arg(&call.args[1])?;
        Ok(Val::Typed(self.cast_to(v, dt)))
    }

    /// TVM's `tirx.cast(dt, v)`: `v` itself when it has the dtype, a scalar constant converted,
    /// else a `Cast` node.
    pub(super) fn cast_to(&mut self, v: ExprId, dt: DataType) -> ExprId {
        if self.func.dtype(v) == dt {
            return v;
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
    /// over integer, the wider float or integer, `uint` for an `int` and a `uint` of one width,
    /// the integer over `bool`), `None` where it refuses or the tool does not compute the types.
    fn promoted(a: DataType, b: DataType) -> Option<DataType> {
        use crate::ir::TypeCode::{Bool, Float, Int, UInt};
        let wider = |x: DataType, y: DataType| if x.bits < y.bits { y } else { x };
        Some(match (a.code, b.code) {
            (Float, Float) => wider(a, b),
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

    fn same_typed(&mut self, a: &ast::Expr, b: &ast::Expr) -> Result<(ExprId, ExprId)> {
        let va = self.val(a)?;
        let vb = self.val(b)?;
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

    /// A buffer passed to `T.call_packed` / `T.call_cpacked`, as TVM packs it (`_pack_buffer`):
    /// `T.tvm_stack_make_array(B.data, T.tvm_stack_make_shape(*shape), strides or 0, ndim,
    /// a zero of the element dtype, elem_offset)`; `None` for any other argument.
    fn packed_buffer(&mut self, call: &str, arg: &ast::Expr) -> Option<ExprId> {
        let ast::Expr::Name(n) = arg else { return None };
        let (true, Some(Binding::Buffer(b))) = (
            matches!(call, "call_packed" | "call_cpacked"),
            self.lookup(n.id.as_str()),
        ) else {
            return None;
        };
        let decl = self.func.buffer(b).clone();
        let shape_call = |f: &mut crate::ir::PrimFunc, dims: Vec<ExprId>| {
            f.exprs
                .intern(Expr::Call("tvm_stack_make_shape".into(), dims), DataType::HANDLE)
        };
        let data = self.func.exprs.intern(Expr::Data(b), DataType::HANDLE);
        let shape = shape_call(&mut self.func, decl.shape.clone());
        let strides = match decl.strides.is_empty() {
            true => self.func.int(0, DataType::INT32),
            false => shape_call(&mut self.func, decl.strides.clone()),
        };
        let ndim = self.func.int(decl.shape.len() as i128, DataType::INT32);
        let zero = match decl.dtype.is_float() {
            true => self.func.exprs.intern(Expr::Float(0f64.to_bits()), decl.dtype),
            false => self.func.int(0, decl.dtype),
        };
        // TVM's buffer has a symbolic offset when declared with a non-zero `offset_factor`.
        let symbolic = decl
            .layout_hints
            .iter()
            .any(|(k, v)| k == "offset_factor" && v.trim() != "0");
        let offset = match decl.elem_offset {
            Some(e) => e,
            None if symbolic => self.func.exprs.intern(Expr::ElemOffset(b), DataType::INT32),
            None => self.func.int(0, DataType::INT32),
        };
        let args = vec![data, shape, strides, ndim, zero, offset];
        Some(
            self.func
                .exprs
                .intern(Expr::Call("tvm_stack_make_array".into(), args), DataType::HANDLE),
        )
    }

    /// The value of the `dtype=` keyword of a call of `callee`, refusing any other keyword,
    /// which the call would take as an argument the IR does not hold.
    pub(super) fn dtype_keyword<'c>(&self, call: &'c ast::ExprCall, callee: &str) -> Result<Option<&'c ast::Expr>> {
        let mut dtype = None;
        for kw in &call.keywords {
            if kw.arg.as_deref() != Some("dtype") {
                return Err(self.err(
                    &kw.value,
                    &format!("unsupported keyword argument of `{callee}`; expected only `dtype=`"),
                ));
            }
            dtype = Some(&kw.value);
        }
        Ok(dtype)
    }

    fn let_expr(&mut self, call: &ast::ExprCall) -> Result<Val> {
        // `T.Let(body, where={v: value})`
        let where_kw = call
            .keywords
            .iter()
            .find(|k| k.arg.as_ref().is_some_and(|a| a.as_str() == "where"));
        let (Some(kw), 1) = (where_kw, call.args.len()) else {
            return Err(self.err_at(
                call.range().start().into(),
                "expected `T.Let(body, where={var: value})`",
            ));
        };
        let ast::Expr::Dict(d) = &kw.value else {
            return Err(self.err(&kw.value, "expected a dict `{var: value}`"));
        };
        if d.keys.len() != 1 {
            return Err(self.err(&kw.value, "expected exactly one binding in `where`"));
        }
        let Some(ast::Expr::Name(n)) = &d.keys[0] else {
            return Err(self.err(&kw.value, "expected a variable name as the key"));
        };
        let value = self.expr(&d.values[0])?;
        let dt = self.func.dtype(value);
        let var = self.func.add_var(n.id.as_str(), dt);
        self.push_frame();
        self.define(n.id.as_str(), Binding::Var(var));
        let body = self.expr(&call.args[0]);
        self.pop_frame();
        let body = body?;
        let bdt = self.func.dtype(body);
        Ok(Val::Typed(self.func.exprs.intern(Expr::Let(var, value, body), bdt)))
    }

    fn intrinsic_call(&mut self, call: &ast::ExprCall, name: &str) -> Result<Val> {
        let Some(info) = intrinsic(name) else {
            return self.opaque_call(call);
        };
        // TVM's script wrappers take `dtype=`: those of an explicit result dtype
        // (`T.call_extern(..., dtype="float32")`) as their first argument, the others drop it.
        let dtype_keyword = self.dtype_keyword(call, &format!("T.{name}"))?;
        let forwarded = dtype_keyword.filter(|_| info.result == ResultType::Explicit);
        let arg_exprs: Vec<&ast::Expr> = forwarded.into_iter().chain(&call.args).collect();
        if let Some(n) = info.arity.filter(|&n| n != arg_exprs.len()) {
            return Err(self.err_at(
                call.range().start().into(),
                &format!(
                    "wrong number of arguments to `T.{name}`: found {}, expected {n}",
                    arg_exprs.len()
                ),
            ));
        }
        if name == "if_then_else" {
            // Each operand is lowered once: nested `if_then_else` stays linear in its size.
            let c = self.val(&call.args[0])?;
            let c = self.coerce(c, DataType::BOOL, &call.args[0])?;
            let (t, f) = self.same_typed(&call.args[1], &call.args[2])?;
            if let Some(branch) = fold_call(&self.func, name, &[c, t, f]) {
                return Ok(Val::Typed(branch));
            }
            let dtype = self.func.dtype(t);
            let node = Expr::Call(name.into(), vec![c, t, f]);
            return Ok(Val::Typed(self.func.exprs.intern(node, dtype)));
        }
        let mut args = Vec::with_capacity(arg_exprs.len());
        let mut dtype = DataType::INT32;
        for (i, &a) in arg_exprs.iter().enumerate() {
            if let Some(packed) = self.packed_buffer(name, a) {
                args.push(packed);
                continue;
            }
            let v = self.val(a)?;
            let id = match (info.result, i, v) {
                (ResultType::Explicit, 0, Val::Typed(id)) if matches!(self.func.expr(id), Expr::PointerType(..)) => {
                    dtype = DataType::HANDLE;
                    id
                }
                (ResultType::Explicit, 0, v) => {
                    let Val::Str(s) = v else {
                        return Err(self.err(a, "expected a dtype string as the first argument"));
                    };
                    // `dtype=""` (forwarded) is TVM's void, as `"void"` is.
                    let text = if s.is_empty() { "void" } else { s.as_str() };
                    dtype = DataType::parse(text).ok_or_else(|| self.err(a, &format!("unknown dtype \"{s}\"")))?;
                    self.func.exprs.intern(Expr::Str(s), DataType::HANDLE)
                }
                (_, _, Val::Str(s)) => self.func.exprs.intern(Expr::Str(s), DataType::HANDLE),
                (ResultType::SameAsArg(0), 0, v) if name == "likely" || name == "isnan" => self.typed(v, a)?,
                (_, _, v) => self.typed(v, a)?,
            };
            args.push(id);
        }
        let dtype = match info.result {
            ResultType::SameAsArg(n) => self.func.dtype(args[n]),
            ResultType::Bool => DataType::BOOL,
            ResultType::Explicit => dtype,
            ResultType::Int32 => DataType::INT32,
        };
        self.undef_lowered |= name == "undef";
        if let Some(form) = fold_call(&self.func, name, &args) {
            return Ok(Val::Typed(form));
        }
        Ok(Val::Typed(self.func.exprs.intern(Expr::Call(name.into(), args), dtype)))
    }

    /// A dtype given as a string literal (`"float32"`) or as `T.float32`.
    pub fn dtype_arg(&self, e: &ast::Expr) -> Result<DataType> {
        let s = match e {
            ast::Expr::Constant(c) => match &c.value {
                Constant::Str(s) => s.clone(),
                _ => String::new(),
            },
            other => Self::t_name(other).unwrap_or("").to_string(),
        };
        DataType::parse(&s).ok_or_else(|| self.err(e, "expected a dtype such as \"float32\""))
    }

    /// A lane count: a constant, or `T.vscale() * k` for a scalable vector (then `true`).
    fn lanes_arg(&self, e: &ast::Expr) -> Result<(u16, bool)> {
        if let ast::Expr::BinOp(b) = e {
            if b.op == ast::Operator::Mult && is_vscale(&b.left) {
                return Ok((self.fixed_lanes(&b.right)?, true));
            }
        }
        Ok((self.fixed_lanes(e)?, false))
    }

    fn fixed_lanes(&self, e: &ast::Expr) -> Result<u16> {
        if let ast::Expr::Constant(c) = e {
            if let Constant::Int(i) = &c.value {
                if let Ok(n) = i.to_string().parse::<u16>() {
                    if n >= 1 {
                        return Ok(n);
                    }
                }
            }
        }
        Err(self.err(
            e,
            "expected a constant lane count, or `T.vscale() * k` with k a constant",
        ))
    }
}

/// Whether `e` is `T.vscale()`.
fn is_vscale(e: &ast::Expr) -> bool {
    matches!(e, ast::Expr::Call(c) if c.args.is_empty() && Lowerer::t_name(&c.func) == Some("vscale"))
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
fn constant_index(e: &ast::Expr) -> Option<usize> {
    match e {
        ast::Expr::Constant(ast::ExprConstant {
            value: Constant::Int(k),
            ..
        }) => k.to_string().parse::<usize>().ok(),
        _ => None,
    }
}
