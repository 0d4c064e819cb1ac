//! The storages a function writes that an expression loads from, as the CSE planner tracks
//! them per expression: a binding of the expression holds the loaded values only where none of
//! them is written at or after it (`analysis::MemoryScopes`).
//!
//! Invariants: the roots are distinct and ascending (so two sets of the same roots compare
//! equal whatever order the loads came in); a set is at most [`WrittenLoads::MAX`] roots, and
//! one that would hold more is `too_many` (such an expression is never bound: each root is a
//! walk up the scope tree per placement, and an expression over that many written buffers is
//! rare). The type is `Copy` and 20 bytes; the planner keeps one per expression only when it
//! commons reads.

use crate::ir::{visit, BufferId, Expr, ExprId, PrimFunc};

/// Marks an empty slot of [`WrittenLoads::roots`].
const EMPTY: u32 = u32::MAX;

/// A small set of written storage roots (see the module docs).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct WrittenLoads {
    roots: [u32; WrittenLoads::MAX],
    too_many: bool,
}

impl WrittenLoads {
    /// The most roots a set holds.
    pub(super) const MAX: usize = 4;

    /// No written storage.
    pub(super) const NONE: WrittenLoads = WrittenLoads {
        roots: [EMPTY; WrittenLoads::MAX],
        too_many: false,
    };

    /// The set of every expression of `f`, in one forward scan of the arena (operands are
    /// interned before the nodes that hold them); `written` says, per storage root, whether the
    /// function writes it (`effects::written_roots`).
    pub(super) fn per_expression(f: &PrimFunc, written: &[bool]) -> Vec<WrittenLoads> {
        let mut out: Vec<WrittenLoads> = Vec::with_capacity(f.exprs.len());
        for i in 0..f.exprs.len() {
            let node = f.expr(ExprId(i as u32));
            let mut me = match node {
                Expr::Load(b, _) if written.get(f.storage_root(*b).index()) == Some(&true) => {
                    WrittenLoads::one(f.storage_root(*b))
                }
                _ => WrittenLoads::NONE,
            };
            visit::expr_children(node, |c| me = me.join(out[c.index()]));
            out.push(me);
        }
        out
    }

    /// The one storage `root`.
    pub(super) fn one(root: BufferId) -> WrittenLoads {
        let mut set = WrittenLoads::NONE;
        set.roots[0] = root.0;
        set
    }

    /// Both sets' roots together.
    pub(super) fn join(self, other: WrittenLoads) -> WrittenLoads {
        if self.too_many || other.too_many {
            return WrittenLoads {
                too_many: true,
                ..WrittenLoads::NONE
            };
        }
        let mut out = self;
        for root in other.iter() {
            out = out.with(root.0);
        }
        out
    }

    /// This set with `root` added in its place.
    fn with(mut self, root: u32) -> WrittenLoads {
        let len = self.roots.iter().take_while(|&&r| r != EMPTY).count();
        match self.roots[..len].binary_search(&root) {
            Ok(_) => self,
            Err(_) if len == WrittenLoads::MAX => WrittenLoads {
                too_many: true,
                ..WrittenLoads::NONE
            },
            Err(at) => {
                self.roots.copy_within(at..len, at + 1);
                self.roots[at] = root;
                self
            }
        }
    }

    /// Whether the expression loads more written storages than a set holds.
    pub(super) fn too_many(&self) -> bool {
        self.too_many
    }

    /// The roots, ascending.
    pub(super) fn iter(&self) -> impl Iterator<Item = BufferId> + '_ {
        self.roots.iter().take_while(|&&r| r != EMPTY).map(|&r| BufferId(r))
    }
}

#[cfg(test)]
mod tests {
    use super::WrittenLoads;
    use crate::ir::BufferId;

    fn set(roots: &[u32]) -> WrittenLoads {
        roots
            .iter()
            .fold(WrittenLoads::NONE, |acc, &r| acc.join(WrittenLoads::one(BufferId(r))))
    }

    fn roots(s: WrittenLoads) -> Vec<u32> {
        s.iter().map(|b| b.0).collect()
    }

    /// Joining keeps each root once, in ascending order, whatever the order of the loads.
    #[test]
    fn roots_are_distinct_and_ascending() {
        assert_eq!(roots(set(&[7, 2, 7, 5])), vec![2, 5, 7]);
        assert_eq!(set(&[7, 2, 5]), set(&[5, 7, 2]));
        assert_eq!(roots(WrittenLoads::NONE.join(set(&[3]))), vec![3]);
        assert!(!set(&[1, 2, 3, 4]).too_many());
    }

    /// A fifth distinct root makes the set `too_many`, and so does joining with such a set.
    #[test]
    fn a_fifth_root_is_too_many() {
        assert!(set(&[1, 2, 3, 4, 5]).too_many());
        assert!(!set(&[1, 2, 3, 4, 4]).too_many());
        assert!(set(&[9]).join(set(&[1, 2, 3, 4, 5])).too_many());
        assert_eq!(roots(set(&[1, 2, 3, 4, 5])), Vec::<u32>::new());
    }
}
