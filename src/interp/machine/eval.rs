//! Expression evaluation for one thread: variables, arithmetic with the dtype's semantics
//! (`ir::semantics`: an overflow or a division by zero is an error, never a wrapped value),
//! vectors lane by lane, loads, and the calls the interpreter knows.

use super::super::value::{Lanes, Val};
use super::{float_math, Machine, ASSUME_VIOLATED, R};
use crate::ir::semantics::{self, Scalar};
use crate::ir::{DataType, Expr, ExprId, VarId};

/// A bitwise operation on two integers of the given bit width.
type BitwiseOp = fn(i128, i128, u16) -> R<i128>;

impl<'f> Machine<'f> {
    pub(super) fn eval_var(&self, v: VarId, t: usize) -> R<i128> {
        match &self.threads[t].vars[v.index()] {
            Some(Val::S(Scalar::I(i))) => Ok(*i),
            _ => Err(format!("thread variable `{}` has no value", self.f.var(v).name)),
        }
    }

    pub(super) fn eval(&mut self, e: ExprId, t: usize) -> R<Val> {
        let f = self.f;
        let dtype = f.dtype(e);
        Ok(match f.expr(e) {
            Expr::Int(v) => Val::S(Scalar::I(*v)),
            Expr::Float(bits) => Val::S(Scalar::F(semantics::round_float(f64::from_bits(*bits), dtype))),
            Expr::Str(_) => return Err("a string used as a value".into()),
            Expr::PointerType(..) => return Err("a pointer type used as a value".into()),
            Expr::ElemOffset(b) => Val::S(Scalar::I(self.offset_of(*b, t)?)),
            Expr::Data(b) => {
                return Err(format!(
                    "the storage pointer `{}.data` used as a value",
                    f.buffer(*b).name
                ))
            }
            Expr::Var(v) => self.threads[t].vars[v.index()].clone().ok_or_else(|| {
                format!(
                    "variable `{}` has no value (unbound symbolic shape? use --bind)",
                    f.var(*v).name
                )
            })?,
            Expr::Binary(op, a, b) => {
                let elem = f.dtype(*a).element();
                let (x, y) = (self.eval(*a, t)?, self.eval(*b, t)?);
                if x == Val::Undef || y == Val::Undef {
                    return Ok(undef_binary(*op, &x, &y, dtype));
                }
                lanewise2(&x, &y, dtype.lanes as usize, |p, q| {
                    Ok(semantics::binary(*op, p, q, elem)?)
                })?
            }
            Expr::Not(a) => {
                let x = self.eval(*a, t)?;
                if x == Val::Undef {
                    return Ok(Val::Undef);
                }
                lanewise1(&x, dtype.lanes as usize, |p| Ok(Scalar::I((p.int()? == 0) as i128)))?
            }
            Expr::Select(c, a, b) => {
                let (cv, x, y) = (self.eval(*c, t)?, self.eval(*a, t)?, self.eval(*b, t)?);
                if [&cv, &x, &y].contains(&&Val::Undef) {
                    return Ok(match (&cv, &x, &y) {
                        (Val::S(c), x, _) if c.int()? != 0 && *x != Val::Undef => x.clone(),
                        (Val::S(c), _, y) if c.int()? == 0 && *y != Val::Undef => y.clone(),
                        _ => Val::Undef,
                    });
                }
                let n = dtype.lanes as usize;
                let (cl, xl, yl) = (cv.lanes(n), x.lanes(n), y.lanes(n));
                let mut out = Lanes::with_capacity(n);
                for k in 0..n {
                    let c = cl[if cl.len() == 1 { 0 } else { k }].int()?;
                    out.push(if c != 0 { xl[k] } else { yl[k] });
                }
                pack(out)
            }
            Expr::Cast(a) => {
                let x = self.eval(*a, t)?;
                if x == Val::Undef {
                    return Ok(Val::Undef);
                }
                lanewise1(&x, dtype.lanes as usize, |p| Ok(semantics::cast(p, dtype.element())?))?
            }
            Expr::Let(v, value, body) => {
                let val = self.eval(*value, t)?;
                let saved = self.threads[t].vars[v.index()].replace(val);
                let r = self.eval(*body, t);
                self.threads[t].vars[v.index()] = saved;
                r?
            }
            Expr::Load(b, idx) => self.load(*b, idx, t)?,
            Expr::Ramp(base, stride, lanes) => {
                let (b, s) = (
                    self.eval(*base, t)?.scalar()?.int()?,
                    self.eval(*stride, t)?.scalar()?.int()?,
                );
                let elem = dtype.element();
                let out: R<Lanes> = (0..*lanes as i128)
                    .map(|k| Ok(Scalar::I(semantics::fit(b + k * s, elem)?)))
                    .collect();
                Val::V(out?)
            }
            Expr::Broadcast(v, lanes) => Val::V(vec![self.eval(*v, t)?.scalar()?; *lanes as usize]),
            Expr::Shuffle(s) => {
                // The lanes of the vectors one after the other, then those the indices pick
                // (each a constant lane the parser checked).
                let mut all = Lanes::new();
                for &v in &s.0 {
                    let x = self.eval(v, t)?;
                    if x == Val::Undef {
                        return Ok(Val::Undef);
                    }
                    all.extend(x.lanes(f.dtype(v).lanes as usize));
                }
                let picked: R<Lanes> =
                    s.1.iter()
                        .map(|&i| match f.expr(i) {
                            Expr::Int(k) => all
                                .get(*k as usize)
                                .copied()
                                .ok_or_else(|| "T.Shuffle index out of range".into()),
                            _ => Err("T.Shuffle index not a constant".into()),
                        })
                        .collect();
                pack(picked?)
            }
            Expr::Call(name, args) => self.call(name, args, dtype, t)?,
        })
    }

    pub(super) fn call(&mut self, name: &str, args: &[ExprId], dtype: DataType, t: usize) -> R<Val> {
        match name {
            "if_then_else" => {
                // Only the selected branch is evaluated: the other may read out of bounds.
                let c = self.eval(args[0], t)?;
                if c == Val::Undef {
                    return Err("an undefined T.if_then_else condition".into());
                }
                let c = c.scalar()?.int()?;
                return self.eval(if c != 0 { args[1] } else { args[2] }, t);
            }
            "likely" => return self.eval(args[0], t),
            "assume" => {
                // True, or undefined (it mentions undef): nothing happens.
                let holds = match self.eval(args[0], t)? {
                    Val::Undef => true,
                    v => v.scalar()?.int()? != 0,
                };
                if !holds {
                    if !self.repair {
                        return Err(ASSUME_VIOLATED.into());
                    }
                    let fix = self.repair_of(args[0], t)?;
                    self.repairs.push(
                        fix.ok_or_else(|| format!("{ASSUME_VIOLATED}, and no input element can be set to satisfy it"))?,
                    );
                }
                return Ok(Val::S(Scalar::I(0)));
            }
            "undef" => return Ok(Val::Undef),
            // TIRx's marker of where device code starts: no value and no effect.
            "device_entry" => return Ok(Val::S(Scalar::I(0))),
            _ => {}
        }
        if let Some(op) = float_math::unary(name) {
            let x = self.eval(args[0], t)?;
            let elem = dtype.element();
            return lanewise1(&x, dtype.lanes as usize, |p| match p {
                Scalar::F(v) => Ok(Scalar::F(op(v, elem))),
                Scalar::I(_) => Err(format!("T.{name} of an integer")),
            });
        }
        if let Some(bits) = bitwise(name) {
            let (x, y) = (self.eval(args[0], t)?, self.eval(args[1], t)?);
            let elem = dtype.element();
            return lanewise2(&x, &y, dtype.lanes as usize, |p, q| {
                Ok(Scalar::I(semantics::fit(bits(p.int()?, q.int()?, elem.bits)?, elem)?))
            });
        }
        if name == "bitwise_not" {
            let x = self.eval(args[0], t)?;
            let elem = dtype.element();
            return lanewise1(&x, dtype.lanes as usize, |p| {
                let v = p.int()?;
                // In two's complement, `~v` is `-v - 1`; unsigned values wrap within their width.
                let r = if elem.code == crate::ir::TypeCode::UInt {
                    v ^ ((1i128 << elem.bits) - 1)
                } else {
                    !v
                };
                Ok(Scalar::I(semantics::fit(r, elem)?))
            });
        }
        if name == "isnan" {
            let x = self.eval(args[0], t)?;
            return lanewise1(&x, dtype.lanes as usize, |p| Ok(Scalar::I(p.float().is_nan() as i128)));
        }
        if name == "pow" {
            let (x, y) = (self.eval(args[0], t)?, self.eval(args[1], t)?);
            let elem = dtype.element();
            return lanewise2(&x, &y, dtype.lanes as usize, |p, q| {
                Ok(Scalar::F(float_math::pow(p.float(), q.float(), elem)))
            });
        }
        Err(format!("unsupported: T.{name} in the interpreter"))
    }
}

/// The integer meaning of a bitwise intrinsic over operands of `bits` bits: a shift amount
/// outside `0..bits` is an error (undefined in C and LLVM), as is a result outside the dtype
/// (checked by the caller).
fn bitwise(name: &str) -> Option<BitwiseOp> {
    fn amount(b: i128, bits: u16) -> R<u32> {
        u32::try_from(b)
            .ok()
            .filter(|&s| s < u32::from(bits))
            .ok_or_else(|| format!("shift by {b} of a {bits}-bit integer"))
    }
    Some(match name {
        "shift_left" => |a, b, bits| Ok(a << amount(b, bits)?),
        "shift_right" => |a, b, bits| Ok(a >> amount(b, bits)?),
        "bitwise_and" => |a, b, _| Ok(a & b),
        "bitwise_or" => |a, b, _| Ok(a | b),
        "bitwise_xor" => |a, b, _| Ok(a ^ b),
        _ => return None,
    })
}

/// A binary operation with an undefined operand: an integer `0 * undef` is 0, `false and
/// undef` false, `true or undef` true; anything else undefined. A float `0 * undef` is
/// undefined too: "a valid but arbitrary value" times 0 is `-0.0` for a negative one and NaN
/// for an infinite one, so no one value is its meaning; the padding RFC's simplification of it
/// to 0 (which the passes make) picks one of its values, and a pass that leaves the memory's
/// previous value in place of the undefined one (dropping a store of `T.undef()`) another.
fn undef_binary(op: crate::ir::BinOp, x: &Val, y: &Val, dtype: DataType) -> Val {
    use crate::ir::BinOp;
    let is = |v: &Val, z: f64| matches!(v, Val::S(s) if s.float() == z);
    match op {
        BinOp::Mul if dtype.lanes == 1 && !dtype.is_float() && (is(x, 0.0) || is(y, 0.0)) => Val::S(Scalar::I(0)),
        BinOp::And if is(x, 0.0) || is(y, 0.0) => Val::S(Scalar::I(0)),
        BinOp::Or if (matches!(x, Val::S(s) if s.float() != 0.0)) || (matches!(y, Val::S(s) if s.float() != 0.0)) => {
            Val::S(Scalar::I(1))
        }
        _ => Val::Undef,
    }
}

fn pack(lanes: Lanes) -> Val {
    if lanes.len() == 1 {
        Val::S(lanes[0])
    } else {
        Val::V(lanes)
    }
}

fn lanewise1(x: &Val, n: usize, op: impl Fn(Scalar) -> R<Scalar>) -> R<Val> {
    match x {
        Val::S(s) if n == 1 => Ok(Val::S(op(*s)?)),
        _ => Ok(pack(x.lanes(n).into_iter().map(op).collect::<R<Lanes>>()?)),
    }
}

fn lanewise2(x: &Val, y: &Val, n: usize, op: impl Fn(Scalar, Scalar) -> R<Scalar>) -> R<Val> {
    if let (Val::S(a), Val::S(b)) = (x, y) {
        return Ok(Val::S(op(*a, *b)?));
    }
    if matches!(x, Val::Undef) || matches!(y, Val::Undef) {
        return Err("arithmetic on T.undef()".into());
    }
    let (xl, yl) = (x.lanes(n), y.lanes(n));
    let out: R<Lanes> = (0..n).map(|k| op(xl[k], yl[k])).collect();
    Ok(pack(out?))
}
