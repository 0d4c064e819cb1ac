//! The expression arena's index: node ids by the 32 bits of node hash the arena keeps, in one
//! open-addressed array of 8-byte slots probed linearly.
//!
//! Why not `hashbrown::HashTable`: its lookup reads a group of control bytes, then the entry
//! in a second array, two cache misses per lookup on a table of a million nodes; here the
//! hash and the id share the slot, and a probe that goes on stays in the same or the next
//! cache line.
//!
//! Invariants: a slot holds `hash << 32 | id`, or [`EMPTY`]; the slot count is a power of two
//! (or zero) and at least twice the entry count, so every probe ends at an empty slot; an entry
//! sits at its home slot or after it with no empty slot in between (nothing is ever removed).
//! The home slot is the top bits of the spread hash, so doubling the table keeps the entries'
//! order and a rehash, like a batch sorted by home slot, sweeps the array once.

use super::types::ExprId;

/// A free slot: no entry equals it, since no arena reaches `u32::MAX` nodes.
const EMPTY: u64 = u64::MAX;

/// Fewest slots of a non-empty index.
const MIN_SLOTS: usize = 16;

/// Ids by short hash; the caller decides equality of the nodes behind them.
#[derive(Clone, Default)]
pub(super) struct NodeIndex {
    slots: Vec<u64>,
    len: usize,
}

impl NodeIndex {
    /// An index with room for `n` entries.
    pub(super) fn with_capacity(n: usize) -> NodeIndex {
        let mut index = NodeIndex::default();
        index.reserve(n);
        index
    }

    /// The id of an entry with hash `short` for which `eq` holds.
    pub(super) fn find(&self, short: u32, mut eq: impl FnMut(ExprId) -> bool) -> Option<ExprId> {
        if self.slots.is_empty() {
            return None;
        }
        let mask = self.slots.len() - 1;
        let mut at = self.home(short);
        loop {
            let slot = self.slots[at];
            if slot == EMPTY {
                return None;
            }
            if (slot >> 32) as u32 == short && eq(ExprId(slot as u32)) {
                return Some(ExprId(slot as u32));
            }
            at = (at + 1) & mask;
        }
    }

    /// Adds `id` under `short`; the caller knows no equal node is indexed.
    pub(super) fn insert_unique(&mut self, short: u32, id: ExprId) {
        self.reserve(1);
        self.put(short, id);
    }

    /// Adds every `(short, id)` of `batch` (none equal to an indexed node or to each other), in
    /// the order of their home slots so that the insertions sweep the array once.
    pub(super) fn insert_batch(&mut self, batch: &mut [(u32, ExprId)]) {
        self.reserve(batch.len());
        batch.sort_unstable_by_key(|&(short, _)| self.home(short));
        for &(short, id) in batch.iter() {
            self.put(short, id);
        }
    }

    /// Makes room for `n` more entries.
    pub(super) fn reserve(&mut self, n: usize) {
        let wanted = (self.len + n).saturating_mul(2).max(MIN_SLOTS);
        if wanted > self.slots.len() {
            self.rehash(wanted.next_power_of_two());
        }
    }

    fn rehash(&mut self, slots: usize) {
        let old = std::mem::replace(&mut self.slots, vec![EMPTY; slots]);
        self.len = 0;
        for slot in old.into_iter().filter(|&s| s != EMPTY) {
            self.put((slot >> 32) as u32, ExprId(slot as u32));
        }
    }

    /// Writes an entry into the first free slot from its home (room was made).
    fn put(&mut self, short: u32, id: ExprId) {
        debug_assert!(id.0 != u32::MAX && self.len * 2 < self.slots.len());
        let mask = self.slots.len() - 1;
        let mut at = self.home(short);
        while self.slots[at] != EMPTY {
            at = (at + 1) & mask;
        }
        self.slots[at] = u64::from(short) << 32 | u64::from(id.0);
        self.len += 1;
    }

    /// The slot a hash's probe starts at: the top bits of its spread (Fibonacci hashing).
    fn home(&self, short: u32) -> usize {
        let bits = self.slots.len().trailing_zeros();
        (u64::from(short).wrapping_mul(0x9e37_79b9_7f4a_7c15) >> (64 - bits)) as usize
    }
}

#[cfg(test)]
mod tests {
    use super::NodeIndex;
    use crate::ir::ExprId;

    /// Entries are found by hash and equality across growth, colliding hashes included, and
    /// a batch indexes like single insertions.
    #[test]
    fn entries_are_found_after_growth_and_batches() {
        let mut index = NodeIndex::default();
        // Every fourth id shares its hash with the one before: the probe must pass it.
        let short = |k: u32| (k - k % 2).wrapping_mul(2_654_435_761);
        for k in 0..5_000 {
            assert_eq!(index.find(short(k), |id| id.0 == k), None);
            index.insert_unique(short(k), ExprId(k));
        }
        let mut batch: Vec<(u32, ExprId)> = (5_000..9_000).map(|k| (short(k), ExprId(k))).collect();
        index.insert_batch(&mut batch);
        for k in 0..9_000 {
            assert_eq!(index.find(short(k), |id| id.0 == k), Some(ExprId(k)));
        }
        assert_eq!(index.find(short(9_000), |_| true), None);
        assert!(index.slots.len() >= 2 * 9_000 && index.slots.len().is_power_of_two());
    }
}
