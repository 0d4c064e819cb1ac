//! Lowering of calls: the `T.` operator functions and node constructors, casts, `T.Let`,
//! intrinsics with their dtypes and lane counts (`T.vscale() * 4`), buffers passed to
//! packed calls, and calls of unknown functions (opaque, with their dtype).

use super::expr::Val;
use super::{Binding, Lowerer};
use crate::error::Result;
use crate::ir::{intrinsic, BinOp, DataType, Expr, ExprId, ResultType};
use crate::tvmscript::const_fold::fold_call;
use rustpython_parser::ast::{self, Constant, Ranged};

impl Lowerer<'_> {
    /// `T.if_then_else(c, t, f)` of a lowered condition, as TVM's operator makes it (folded on
    /// a constant condition, the branches brought to one dtype). Each operand is lowered once:
    /// nested conditionals stay linear in their size.
    pub(super) fn if_then_else(&mut self, c: ExprId, t: &ast::Expr, f: &ast::Expr) -> Result<Val> {
        let (t, f) = self.branches(t, f)?;
        if let Some(branch) = fold_call(&self.func, "if_then_else", &[c, t, f]) {
            return Ok(Val::Typed(branch));
        }
        let dtype = self.func.dtype(t);
        let node = Expr::Call("if_then_else".into(), vec![c, t, f]);
        Ok(Val::Typed(self.func.exprs.intern(node, dtype)))
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

    /// Checks that `call` has `n` positional arguments and no keyword argument (the calls
    /// checked here take none; one dropped would change the program without a word).
    pub(super) fn arity(&self, call: &ast::ExprCall, n: usize, what: &str) -> Result<()> {
        if let Some(k) = call.keywords.first() {
            let name = k.arg.as_ref().map_or("**", |a| a.as_str());
            return Err(self.err(
                &k.value,
                &format!("unsupported keyword argument `{name}` of `T.{what}`; expected positional arguments only"),
            ));
        }
        self.positional(call, n, what)
    }

    /// Checks that `call` has `n` positional arguments (its keywords checked by the caller).
    pub(super) fn positional(&self, call: &ast::ExprCall, n: usize, what: &str) -> Result<()> {
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

    pub(super) fn call(&mut self, call: &ast::ExprCall) -> Result<Val> {
        let at = call.func.as_ref();
        let Some(name) = Self::t_name(at) else {
            return self.opaque_call(call);
        };
        if let Some(dt) = DataType::of_script_name(name) {
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
            if name == "truncdiv" {
                // TVM's `truncdiv` function takes integers only, unlike `T.Div` and `/`.
                for (v, at) in [(&a, &call.args[0]), (&b, &call.args[1])] {
                    let dt = match v {
                        Val::Typed(id) => self.func.dtype(*id),
                        Val::Float(_) => DataType::FLOAT32,
                        _ => continue,
                    };
                    if !dt.is_int() {
                        return Err(self.err(at, &format!("`T.truncdiv` needs integer operands, found {dt}")));
                    }
                }
            }
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
                // TVM's C++ builds its constants in the operand's dtype.
                let one = self.func.int(1, self.func.dtype(sum).element());
                let less = self.operator_at(BinOp::Sub, Val::Typed(sum), Val::Typed(one), at_a, at_b)?;
                self.operator_at(BinOp::FloorDiv, Val::Typed(less), Val::Typed(b), at_a, at_b)
                    .map(Val::Typed)
            }
            "isinf" | "isfinite" => self.float_class(call, name == "isfinite").map(Val::Typed),
            // TVM's `pow` matches its operands' types as its arithmetic operators do (`T.pow`
            // of a `float16` value and `2.0` is a `float32` power); the other binary math
            // functions keep their arguments' types.
            "pow" => {
                self.arity(call, 2, name)?;
                let (l, r) = (self.val(&call.args[0])?, self.val(&call.args[1])?);
                let (at_l, at_r) = (call.args[0].start().into(), call.args[1].start().into());
                let (l, r) = match (&l, &r) {
                    (Val::Typed(a), _) => {
                        let a = *a;
                        (l, self.ffi_literal(r, a, at_r)?)
                    }
                    (_, Val::Typed(b)) => {
                        let b = *b;
                        (self.ffi_literal(l, b, at_l)?, r)
                    }
                    _ => (l, r),
                };
                // Matched as a product's operands are (a mismatch named as `T.pow`'s).
                let (x, y) = self
                    .matched_operands_at(BinOp::Mul, l, r, at_l, at_r)
                    .map_err(|_| self.err(call, "`T.pow` of operands TVM brings to no one type; expected floats"))?;
                let dtype = self.func.dtype(x);
                if !dtype.is_float() {
                    return Err(self.err(&call.args[0], &format!("`T.pow` of {dtype} values; expected floats")));
                }
                Ok(Val::Typed(
                    self.func.exprs.intern(Expr::Call("pow".into(), vec![x, y]), dtype),
                ))
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
                        // TVM's C++ builds its zero in the operand's dtype.
                        let zero = self.func.int(0, self.func.dtype(x).element());
                        let at_zero = self.operator_at(BinOp::Ge, Val::Typed(x), Val::Typed(zero), at, at)?;
                        let negated = self.operator_at(BinOp::Sub, Val::Typed(zero), Val::Typed(x), at, at)?;
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
            "Shuffle" => self.shuffle(call),
            // `T.ramp` and `T.broadcast` are the same classes under other names (TVM 0.27).
            "Ramp" | "ramp" => {
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
            "Broadcast" | "broadcast" => {
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
            "shift_left" | "shift_right" | "bitwise_and" | "bitwise_or" | "bitwise_xor" => {
                self.bitwise_call(call, name)
            }
            // TVM's FFI makes a Python number an `int32` first: `T.bitwise_not(0)` is a node,
            // where `~0` is Python's -1.
            "bitwise_not" => {
                self.arity(call, 1, name)?;
                let v = self.expr(&call.args[0])?;
                self.invert(Val::Typed(v), &call.args[0])
            }
            _ if super::bitwise::intrinsic_of_constructor(name).is_some() => self.bitwise_constructor(call, name),
            // `T.IntImm(dtype, value)`: how a constant of a dtype without a constructor of its
            // own prints (`T.IntImm("int4", 1)`).
            "IntImm" => {
                self.arity(call, 2, name)?;
                let dt = self.dtype_arg(&call.args[0])?;
                let value = match self.val(&call.args[1])? {
                    Val::Int(v) if dt.is_scalar() && (dt.is_int() || dt.is_bool()) => v,
                    _ => return Err(self.err(&call.args[1], "expected an integer literal of an integer dtype")),
                };
                let (lo, hi) = dt.int_range();
                if !(lo..=hi).contains(&value) {
                    return Err(self.err(&call.args[1], &format!("literal {value} does not fit {dt}")));
                }
                Ok(Val::Typed(self.func.int(value, dt)))
            }
            // `T.FloatImm(dtype, value)`, TVM's float constant constructor: the constant, a
            // Python int or bool converted as TVM's FFI converts it.
            "FloatImm" => {
                self.arity(call, 2, name)?;
                let dt = self.dtype_arg(&call.args[0])?;
                if !(dt.is_float() && dt.is_scalar()) {
                    return Err(self.err(
                        &call.args[0],
                        &format!("`T.FloatImm` of {dt}; expected a scalar float dtype"),
                    ));
                }
                let value = self.val(&call.args[1])?;
                if !matches!(value, Val::Float(_) | Val::Int(_) | Val::Bool(_)) {
                    return Err(self.err(&call.args[1], "expected a float literal"));
                }
                self.coerce(value, dt, &call.args[1]).map(Val::Typed)
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
    pub(super) fn cast_call(&mut self, call: &ast::ExprCall) -> Result<Val> {
        let call = &*self.bound_call(call, "cast", &super::signature::CAST)?;
        self.arity(call, 2, "cast")?;
        let v = self.expr(&call.args[0])?;
        let dt = self.dtype_arg(&call.args[1])?;
        Ok(Val::Typed(self.cast_to(v, dt)))
    }

    /// A buffer passed to `T.call_packed` / `T.call_cpacked`, as TVM packs it (`_pack_buffer`):
    /// `T.tvm_stack_make_array(B.data, T.tvm_stack_make_shape(*shape), strides or 0, ndim,
    /// a zero of the element dtype, elem_offset)`; `None` for any other argument.
    pub(super) fn packed_buffer(&mut self, call: &str, arg: &ast::Expr) -> Option<ExprId> {
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
            None if symbolic => {
                let dtype = self.func.index_dtype(b);
                self.func.exprs.intern(Expr::ElemOffset(b), dtype)
            }
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

    pub(super) fn let_expr(&mut self, call: &ast::ExprCall) -> Result<Val> {
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

    pub(super) fn intrinsic_call(&mut self, call: &ast::ExprCall, name: &str) -> Result<Val> {
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
            let c = self.val(&call.args[0])?;
            let c = self.coerce(c, DataType::BOOL, &call.args[0])?;
            return self.if_then_else(c, &call.args[1], &call.args[2]);
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
        let dtype = match e {
            ast::Expr::Constant(c) => match &c.value {
                Constant::Str(s) => DataType::parse(s),
                _ => None,
            },
            other => Self::t_name(other).and_then(DataType::of_script_name),
        };
        dtype.ok_or_else(|| self.err(e, "expected a dtype such as \"float32\""))
    }

    /// A lane count: a constant, or `T.vscale() * k` for a scalable vector (then `true`).
    pub(super) fn lanes_arg(&self, e: &ast::Expr) -> Result<(u16, bool)> {
        if let ast::Expr::BinOp(b) = e {
            // `T.vscale() * k`, or `k * T.vscale()`, which TVM 0.27 normalizes to the former.
            if b.op == ast::Operator::Mult {
                if is_vscale(&b.left) {
                    return Ok((self.fixed_lanes(&b.right)?, true));
                }
                if is_vscale(&b.right) {
                    return Ok((self.fixed_lanes(&b.left)?, true));
                }
            }
        }
        Ok((self.fixed_lanes(e)?, false))
    }

    pub(super) fn fixed_lanes(&self, e: &ast::Expr) -> Result<u16> {
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
pub(super) fn is_vscale(e: &ast::Expr) -> bool {
    matches!(e, ast::Expr::Call(c) if c.args.is_empty() && Lowerer::t_name(&c.func) == Some("vscale"))
}
