//! A stable counting sort by a small integer key: linear in the items and the buckets, where a
//! comparison sort of the hundreds of thousands of entries the arena index and semantic CSE
//! group took a third of their time.
//!
//! Invariant: items with equal keys keep their order; every key is below `buckets`, and there
//! are fewer than 2^32 items (the arenas' ids are 32-bit), so the table holds `u32` positions
//! (semantic CSE sorts by expression id: one bucket per node of the function).

/// `items` ordered by `key` (each below `buckets`), items of one key in their given order.
pub fn by_key<T: Copy>(items: &[T], buckets: usize, key: impl Fn(&T) -> usize) -> Vec<T> {
    debug_assert!(u32::try_from(items.len()).is_ok(), "fewer than 2^32 items");
    let mut start = vec![0u32; buckets + 1];
    for item in items {
        start[key(item) + 1] += 1;
    }
    for b in 0..buckets {
        start[b + 1] += start[b];
    }
    let mut out = items.to_vec();
    for item in items {
        let at = &mut start[key(item)];
        out[*at as usize] = *item;
        *at += 1;
    }
    out
}

#[cfg(test)]
mod tests {
    /// The order a stable comparison sort gives, on keys with many repeats.
    #[test]
    fn orders_like_a_stable_sort() {
        let items: Vec<(usize, usize)> = (0..1_000).map(|n| ((n * 7_919) % 37, n)).collect();
        let mut expected = items.clone();
        expected.sort_by_key(|&(k, _)| k);
        assert_eq!(super::by_key(&items, 37, |&(k, _)| k), expected);
        assert!(super::by_key(&[] as &[(usize, usize)], 0, |&(k, _)| k).is_empty());
    }
}
