//! The expression arena's index: node ids by the 32 bits of node hash the arena keeps, in
//! open-addressed arrays of 8-byte slots probed linearly.
//!
//! Why not `hashbrown::HashTable`: its lookup reads a group of control bytes, then the entry
//! in a second array, two cache misses per lookup on a table of a million nodes; here the
//! hash and the id share the slot, and a probe that goes on stays in the same or the next
//! cache line.
//!
//! A large index keeps new entries in a small young table first and moves them into the main
//! array in batches, in the order of their slots there; a bit filter over the main array's
//! hashes answers most lookups of a node not yet held without reading the array. Interning a
//! new node (most nodes canonical order, substitution and CSE build are new) then reads only
//! memory that stays in cache, where the main array missed at every probe.
//!
//! Measured on the 2.6M-node grouped kernel, whose arenas hold up to a million nodes (pass
//! times, medians of seven or nine, interleaved): syntactic CSE 351 ms with `hashbrown`'s
//! table of the same entries, 315 with one array, 289 -> 265 with the young table and filter
//! in the same round; semantic CSE 1,089, 1,043, then 1,029 -> 990.
//!
//! Invariants: a slot holds `hash << 32 | id`, or [`EMPTY`]; a table's slot count is a power of
//! two (or zero) and at least twice its entry count, so every probe ends at an empty slot; an
//! entry sits at its home slot or after it with no empty slot in between (nothing is ever
//! removed). Every entry is in exactly one of the two tables, and the filter has the bit of
//! every hash in the main one. The home slot is the top bits of the spread hash, so doubling a
//! table keeps the entries' order, and a rehash, like a batch ordered by the regions of its
//! home slots, sweeps the array once.

use super::types::ExprId;

/// A free slot: no entry equals it, since no arena reaches `u32::MAX` nodes.
const EMPTY: u64 = u64::MAX;

/// Fewest slots of a non-empty table.
const MIN_SLOTS: usize = 16;

/// Slots of the young table (256 KB); it takes half as many entries before they move.
const YOUNG_SLOTS: usize = 1 << 15;

/// Main-array slots from which new entries go through the young table: below, the array is
/// as small as the young table and stays in cache.
const YOUNG_FROM_SLOTS: usize = 1 << 16;

/// Regions a batch is sorted into before it is swept into the main array (at most).
const SWEEP_REGION_BITS: u32 = 14;

/// Filter bits per main-array slot: at most half the slots are full, so eight bits or more
/// per entry, and at most one lookup of a new node in eight reads the array.
const FILTER_BITS_PER_SLOT: usize = 4;

/// Ids by short hash; the caller decides equality of the nodes behind them.
#[derive(Clone, Default)]
pub(super) struct NodeIndex {
    main: Table,
    /// Entries not yet in `main` (empty while the index is small).
    young: Table,
    /// One bit per filter position, set for the hash of every entry of `main` (empty while
    /// the index is small).
    filter: Vec<u64>,
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
        if !self.filter.is_empty() {
            if let Some(id) = self.young.find(short, &mut eq) {
                return Some(id);
            }
            let bit = filter_bit(short, self.filter.len());
            if self.filter[bit / 64] & 1 << (bit % 64) == 0 {
                return None;
            }
        }
        self.main.find(short, eq)
    }

    /// Adds `id` under `short`; the caller knows no equal node is indexed.
    pub(super) fn insert_unique(&mut self, short: u32, id: ExprId) {
        if self.filter.is_empty() {
            // Room made here may start the young table and filter: then the entry goes there.
            self.reserve(1);
        }
        if self.filter.is_empty() {
            self.main.put(short, id);
            return;
        }
        self.young.put(short, id);
        if self.young.len * 2 == YOUNG_SLOTS {
            let moving: Vec<(u32, ExprId)> = self.young.entries().collect();
            self.young.clear();
            self.insert_batch(&moving);
        }
    }

    /// Adds every `(short, id)` of `batch` (none equal to an indexed node or to each other) to
    /// the main array, in the order of their home slots' regions so that the insertions sweep
    /// it once.
    pub(super) fn insert_batch(&mut self, batch: &[(u32, ExprId)]) {
        self.reserve(batch.len());
        for (short, id) in self.main.in_sweep_order(batch) {
            self.main.put(short, id);
            self.mark(short);
        }
    }

    /// Makes room in the main array for `n` more entries (and those of the young table).
    pub(super) fn reserve(&mut self, n: usize) {
        let wanted = (self.main.len + self.young.len + n).saturating_mul(2).max(MIN_SLOTS);
        if wanted <= self.main.slots.len() {
            return;
        }
        self.main.rehash(wanted.next_power_of_two());
        if self.main.slots.len() >= YOUNG_FROM_SLOTS {
            if self.young.slots.is_empty() {
                self.young.rehash(YOUNG_SLOTS);
            }
            let mut filter = vec![0u64; self.main.slots.len() * FILTER_BITS_PER_SLOT / 64];
            for (short, _) in self.main.entries() {
                set_filter_bit(&mut filter, short);
            }
            self.filter = filter;
        }
    }

    fn mark(&mut self, short: u32) {
        if !self.filter.is_empty() {
            set_filter_bit(&mut self.filter, short);
        }
    }
}

fn set_filter_bit(filter: &mut [u64], short: u32) {
    let bit = filter_bit(short, filter.len());
    filter[bit / 64] |= 1 << (bit % 64);
}

/// The filter position of a hash: its low bits (the home slots take the spread's top bits).
fn filter_bit(short: u32, words: usize) -> usize {
    short as usize & (words * 64 - 1)
}

/// One open-addressed array of slots.
#[derive(Clone, Default)]
struct Table {
    slots: Vec<u64>,
    len: usize,
}

impl Table {
    fn find(&self, short: u32, mut eq: impl FnMut(ExprId) -> bool) -> Option<ExprId> {
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

    fn entries(&self) -> impl Iterator<Item = (u32, ExprId)> + '_ {
        self.slots
            .iter()
            .filter(|&&s| s != EMPTY)
            .map(|&s| ((s >> 32) as u32, ExprId(s as u32)))
    }

    fn clear(&mut self) {
        self.slots.fill(EMPTY);
        self.len = 0;
    }

    fn rehash(&mut self, slots: usize) {
        let old = std::mem::replace(&mut self.slots, vec![EMPTY; slots]);
        self.len = 0;
        for slot in old.into_iter().filter(|&s| s != EMPTY) {
            self.put((slot >> 32) as u32, ExprId(slot as u32));
        }
    }

    /// `batch` in the order of its entries' home slots, by region of the array: a counting sort
    /// on the home's top bits (linear; a comparison sort of the young table's moves took a
    /// third of their time), the entries of one region (a few cache lines) in batch order.
    fn in_sweep_order(&self, batch: &[(u32, ExprId)]) -> Vec<(u32, ExprId)> {
        // No more regions than entries: the count's table stays linear in the batch.
        let region_bits = (self.slots.len().trailing_zeros())
            .min(SWEEP_REGION_BITS)
            .min(usize::BITS - batch.len().leading_zeros());
        let shift = self.slots.len().trailing_zeros() - region_bits;
        super::counting_sort::by_key(batch, 1 << region_bits, |&(short, _)| self.home(short) >> shift)
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
    use std::collections::HashMap;

    /// Entries are found by hash and equality across growth, the young table's moves and
    /// batches, colliding hashes included; a hash never added is not found.
    #[test]
    fn entries_are_found_after_growth_moves_and_batches() {
        let mut index = NodeIndex::default();
        // Every fourth id shares its hash with the one before (the probe must pass it); the
        // others have their own, so an entry the filter misses is not found.
        let short = |k: u32| (k - u32::from(k % 4 == 3)).wrapping_mul(2_654_435_761);
        let n = 200_000;
        for k in 0..n {
            assert_eq!(index.find(short(k), |id| id.0 == k), None);
            index.insert_unique(short(k), ExprId(k));
            assert_eq!(index.find(short(k), |id| id.0 == k), Some(ExprId(k)), "{k} just added");
            if k % 1_000 == 999 {
                let batch: Vec<(u32, ExprId)> = (n + k..n + k + 10).map(|j| (short(j), ExprId(j))).collect();
                index.insert_batch(&batch);
            }
        }
        assert!(!index.filter.is_empty() && index.young.len > 0, "both tables in use");
        for k in 0..n {
            assert_eq!(index.find(short(k), |id| id.0 == k), Some(ExprId(k)), "{k}");
            if k % 1_000 == 999 {
                for j in n + k..n + k + 10 {
                    assert_eq!(index.find(short(j), |id| id.0 == j), Some(ExprId(j)));
                }
            }
        }
        assert_eq!(index.find(short(3 * n), |_| true), None);
        let slots = index.main.slots.len();
        assert!(slots >= 2 * (index.main.len + index.young.len) && slots.is_power_of_two());
    }

    /// Pseudo-random hashes (a tenth from a pool of 64, so many collide), single and batched
    /// insertions, reservations and lookups of held and never-added ids, against a map.
    #[test]
    fn the_index_agrees_with_a_map_under_random_use() {
        let mut state: u64 = 0x2545_f491_4f6c_dd1d;
        let mut next = move || {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            state
        };
        let mut index = NodeIndex::default();
        let mut model: HashMap<u32, u32> = HashMap::new();
        let mut ids = 0u32;
        let fresh = |ids: &mut u32, r: u64| {
            let short = if r.is_multiple_of(10) {
                (r >> 32) as u32 % 64
            } else {
                (r >> 32) as u32
            };
            *ids += 1;
            (short, ExprId(*ids - 1))
        };
        for _ in 0..150_000 {
            match next() % 100 {
                0 => {
                    let batch: Vec<(u32, ExprId)> = (0..next() % 300).map(|_| fresh(&mut ids, next())).collect();
                    model.extend(batch.iter().map(|&(h, id)| (id.0, h)));
                    index.insert_batch(&batch);
                }
                1 => index.reserve((next() % 5_000) as usize),
                2..=60 => {
                    let (h, id) = fresh(&mut ids, next());
                    model.insert(id.0, h);
                    index.insert_unique(h, id);
                    assert_eq!(index.find(h, |x| x == id), Some(id), "just added");
                }
                _ => {
                    // A held id (when there is one), or one never added under a held hash.
                    let k = (next() % (u64::from(ids) + 1)) as u32;
                    match model.get(&k) {
                        Some(&h) => assert_eq!(index.find(h, |id| id.0 == k), Some(ExprId(k))),
                        None => assert_eq!(index.find(k % 64, |id| id.0 == u32::MAX - 1), None),
                    }
                }
            }
        }
        assert!(!index.filter.is_empty(), "the young table and filter were in use");
        for (&k, &h) in &model {
            assert_eq!(index.find(h, |id| id.0 == k), Some(ExprId(k)));
        }
    }
}
