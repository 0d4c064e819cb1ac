//! Storage access: the flat slots an access reaches (through buffer views, strides and
//! element offsets, bounds checked), loads and stores, mutable scalars.

use super::super::value::{Lanes, Val};
use super::{Machine, Slot, R};
use crate::ir::semantics::{self, Scalar};
use crate::ir::{BufferId, ExprId};
use smallvec::SmallVec;

impl<'f> Machine<'f> {
    /// Flat slot positions addressed by `indices` of buffer `b` in thread `t`.
    pub(super) fn slots(&mut self, b: BufferId, indices: &[ExprId], t: usize) -> R<(usize, SmallVec<[usize; 8]>)> {
        let f = self.f;
        let mut idx_lanes: SmallVec<[Lanes; 4]> = SmallVec::new();
        let mut lanes = 1;
        for &i in indices {
            let v = self.eval(i, t)?;
            let l = f.dtype(i).lanes as usize;
            lanes = lanes.max(l);
            idx_lanes.push(v.lanes(l));
        }
        let mut b = b;
        // A matched buffer's access is its source's, at the region's starts plus the indices
        // (TVM's `LowerMatchBuffer`), whatever strides or offset the view declares.
        while let Some(view) = self.threads[t].views[b.index()].clone() {
            self.check_dims(b, &idx_lanes, lanes, t)?;
            let inner = view.starts.len().checked_sub(idx_lanes.len()).ok_or_else(|| {
                format!(
                    "`{}` accessed with {} indices; its region has {} dimensions",
                    f.buffer(b).name,
                    idx_lanes.len(),
                    view.starts.len()
                )
            })?;
            let mut mapped: SmallVec<[Lanes; 4]> = view.starts[..inner].iter().map(|&s| vec![Scalar::I(s)]).collect();
            for (il, &start) in idx_lanes.iter().zip(&view.starts[inner..]) {
                mapped.push(il.iter().map(|i| Ok(Scalar::I(i.int()? + start))).collect::<R<_>>()?);
            }
            idx_lanes = mapped;
            b = view.source;
        }
        let decl = f.buffer(b);
        let sid =
            self.threads[t].bufs[b.index()].ok_or_else(|| format!("buffer `{}` used outside its scope", decl.name))?;
        let dims = self.check_dims(b, &idx_lanes, lanes, t)?;
        let offset = self.offset_of(b, t)?;
        if !decl.strides.is_empty() && decl.strides.len() != idx_lanes.len() {
            // TVM reads and prints such a buffer but cannot lower an access through it.
            return Err(format!(
                "unsupported: `{}` has {} strides for {} indices; expected one stride per dimension",
                decl.name,
                decl.strides.len(),
                idx_lanes.len()
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

    /// `b`'s extents in thread `t`, after checking each index of a multi-dimensional access
    /// against its dimension (a one-dimensional buffer is checked against its storage only: a
    /// flat view may reach past its declared extent).
    fn check_dims(&mut self, b: BufferId, idx_lanes: &[Lanes], lanes: usize, t: usize) -> R<SmallVec<[i128; 6]>> {
        let decl = self.f.buffer(b);
        let mut dims: SmallVec<[i128; 6]> = SmallVec::new();
        for &d in &decl.shape {
            dims.push(self.eval(d, t)?.scalar()?.int()?);
        }
        if dims.len() > 1 {
            for lane in 0..lanes {
                for (k, il) in idx_lanes.iter().enumerate() {
                    let i = il[if il.len() == 1 { 0 } else { lane }].int()?;
                    if i < 0 || i >= dims.get(k).copied().unwrap_or(i128::MAX) {
                        return Err(format!(
                            "out-of-bounds access: `{}` index {i} in dimension {k} of extent {}",
                            decl.name,
                            dims.get(k).copied().unwrap_or(0)
                        ));
                    }
                }
            }
        }
        Ok(dims)
    }

    /// The one slot of a scalar access to a constant-shape scalar buffer, if this is one.
    pub(super) fn scalar_slot(&mut self, b: BufferId, indices: &[ExprId], t: usize) -> R<Option<(usize, usize)>> {
        let f = self.f;
        let decl = f.buffer(b);
        // A matched view's accesses go through its source (`slots`).
        if decl.dtype.lanes != 1
            || self.const_dims[b.index()].is_none()
            || self.threads[t].views[b.index()].is_some()
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
