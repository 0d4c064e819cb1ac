//! Storage access: the flat slots an access reaches (through buffer views, strides and
//! element offsets, bounds checked), loads and stores, mutable scalars.

use super::super::value::{Lanes, Val};
use super::{Machine, Slot, R};
use crate::ir::semantics;
use crate::ir::{BufferId, ExprId};
use smallvec::SmallVec;

impl<'f> Machine<'f> {
    /// Flat slot positions addressed by `indices` of buffer `b` in thread `t`.
    pub(super) fn slots(&mut self, b: BufferId, indices: &[ExprId], t: usize) -> R<(usize, SmallVec<[usize; 8]>)> {
        let f = self.f;
        let decl = f.buffer(b);
        let sid =
            self.threads[t].bufs[b.index()].ok_or_else(|| format!("buffer `{}` used outside its scope", decl.name))?;
        let mut idx_lanes: SmallVec<[Lanes; 4]> = SmallVec::new();
        let mut lanes = 1;
        for &i in indices {
            let v = self.eval(i, t)?;
            let l = f.dtype(i).lanes as usize;
            lanes = lanes.max(l);
            idx_lanes.push(v.lanes(l));
        }
        let mut dims: SmallVec<[i128; 6]> = SmallVec::new();
        for &d in &decl.shape {
            dims.push(self.eval(d, t)?.scalar()?.int()?);
        }
        let offset = match decl.elem_offset {
            Some(o) => self.eval(o, t)?.scalar()?.int()?,
            None => 0,
        };
        if !decl.strides.is_empty() && decl.strides.len() != indices.len() {
            // TVM reads and prints such a buffer but cannot lower an access through it.
            return Err(format!(
                "unsupported: `{}` has {} strides for {} indices; expected one stride per dimension",
                decl.name,
                decl.strides.len(),
                indices.len()
            ));
        }
        let mut strides: SmallVec<[i128; 6]> = SmallVec::new();
        for &s in &decl.strides {
            strides.push(self.eval(s, t)?.scalar()?.int()?);
        }
        let elem_lanes = decl.dtype.lanes as i128;
        let len = self.storages[sid].slots.len() as i128;
        let mut out = SmallVec::new();
        for lane in 0..lanes {
            let mut flat: i128 = 0;
            for (k, il) in idx_lanes.iter().enumerate() {
                let i = il[if il.len() == 1 { 0 } else { lane }].int()?;
                if dims.len() > 1 && (i < 0 || i >= dims[k]) {
                    return Err(format!(
                        "out-of-bounds access: `{}` index {i} in dimension {k} of extent {}",
                        decl.name, dims[k]
                    ));
                }
                flat = match strides.get(k) {
                    Some(stride) => flat + i * stride,
                    None => flat * dims.get(k).copied().unwrap_or(1) + i,
                };
            }
            let base = (flat + offset) * elem_lanes;
            if base < 0 || base + elem_lanes > len {
                return Err(format!(
                    "out-of-bounds access: `{}`[{flat}] (storage holds {} elements)",
                    decl.name,
                    len / elem_lanes
                ));
            }
            out.extend((base..base + elem_lanes).map(|s| s as usize));
        }
        Ok((sid, out))
    }

    /// The one slot of a scalar access to a constant-shape scalar buffer, if this is one.
    pub(super) fn scalar_slot(&mut self, b: BufferId, indices: &[ExprId], t: usize) -> R<Option<(usize, usize)>> {
        let f = self.f;
        let decl = f.buffer(b);
        if decl.dtype.lanes != 1
            || self.const_dims[b.index()].is_none()
            || indices.iter().any(|&i| f.dtype(i).lanes != 1)
        {
            return Ok(None);
        }
        let sid =
            self.threads[t].bufs[b.index()].ok_or_else(|| format!("buffer `{}` used outside its scope", decl.name))?;
        let mut flat: i128 = 0;
        for (k, &i) in indices.iter().enumerate() {
            let i = self.eval(i, t)?.scalar()?.int()?;
            let dims = self.const_dims[b.index()].as_ref().expect("checked above");
            if dims.len() > 1 && (i < 0 || i >= dims[k]) {
                return Err(format!(
                    "out-of-bounds access: `{}` index {i} in dimension {k} of extent {}",
                    decl.name, dims[k]
                ));
            }
            flat = flat * dims.get(k).copied().unwrap_or(1) + i;
        }
        if flat < 0 || flat >= self.storages[sid].slots.len() as i128 {
            return Err(format!(
                "out-of-bounds access: `{}`[{flat}] (storage holds {} elements)",
                decl.name,
                self.storages[sid].slots.len()
            ));
        }
        Ok(Some((sid, flat as usize)))
    }

    pub(super) fn store(&mut self, b: BufferId, indices: &[ExprId], v: Val, t: usize) -> R<()> {
        if let Some((sid, slot)) = self.scalar_slot(b, indices, t)? {
            let storage = &mut self.storages[sid];
            storage.slots[slot] = match v {
                Val::Undef => Slot::Unspecified,
                Val::S(x) => Slot::Value(semantics::cast(x, storage.elem)?),
                Val::V(_) => return Err("a vector stored into one element".into()),
            };
            return Ok(());
        }
        let (sid, slots) = self.slots(b, indices, t)?;
        let elem = self.storages[sid].elem;
        let lanes = v.lanes(slots.len());
        let storage = &mut self.storages[sid];
        for (k, s) in slots.into_iter().enumerate() {
            storage.slots[s] = match &v {
                Val::Undef => Slot::Unspecified,
                _ => Slot::Value(semantics::cast(lanes[k], elem)?),
            };
        }
        Ok(())
    }

    pub(super) fn load(&mut self, b: BufferId, indices: &[ExprId], t: usize) -> R<Val> {
        if let Some((sid, slot)) = self.scalar_slot(b, indices, t)? {
            return match self.storages[sid].slots[slot] {
                Slot::Value(v) => Ok(Val::S(v)),
                Slot::Unwritten => Err(format!(
                    "read of never-written element {slot} of `{}`",
                    self.f.buffer(b).name
                )),
                // An element stored with `T.undef()` holds any value.
                Slot::Unspecified => Ok(Val::Undef),
            };
        }
        let (sid, slots) = self.slots(b, indices, t)?;
        let storage = &self.storages[sid];
        let mut out = Lanes::with_capacity(slots.len());
        for s in slots {
            match storage.slots[s] {
                Slot::Value(v) => out.push(v),
                Slot::Unwritten => {
                    return Err(format!(
                        "read of never-written element {s} of `{}`",
                        self.f.buffer(b).name
                    ))
                }
                Slot::Unspecified => {
                    return Err(format!(
                        "read of unspecified (T.undef) element {s} of `{}`",
                        self.f.buffer(b).name
                    ))
                }
            }
        }
        Ok(if out.len() == 1 { Val::S(out[0]) } else { Val::V(out) })
    }
}
