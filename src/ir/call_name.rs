//! The name of a call (`exp`, `if_then_else`, `call_extern`...), interned process-wide: four
//! bytes in an [`crate::ir::Expr::Call`] node instead of a `String`'s 24, which with the two
//! rare wide variants boxed makes an expression node 32 bytes instead of 64. The arena of the
//! grouped 2.6M-node scaling kernel is read by every pass, and its nodes' size was most of the
//! cost of reading them (a cache line per node).
//!
//! Invariants: two names are equal exactly when their texts are; hashing and ordering use the
//! text, never the interning order, so hash-consing, hash-ordered tables and sorted outputs do
//! not depend on which thread met a name first. Each distinct text is stored once for the life
//! of the process (bounded by the distinct call names of the inputs read).

use std::collections::HashMap;
use std::sync::RwLock;

/// An interned call name; dereferences to its text.
#[derive(Clone, Copy, PartialEq, Eq)]
pub struct CallName(u32);

/// Every name interned so far, by text and by index.
#[derive(Default)]
struct Names {
    by_text: HashMap<&'static str, u32>,
    texts: Vec<&'static str>,
}

static NAMES: RwLock<Option<Names>> = RwLock::new(None);

impl CallName {
    /// The name with text `text`.
    pub fn new(text: &str) -> CallName {
        let read = NAMES.read().unwrap_or_else(|p| p.into_inner());
        if let Some(&i) = read.as_ref().and_then(|n| n.by_text.get(text)) {
            return CallName(i);
        }
        drop(read);
        let mut write = NAMES.write().unwrap_or_else(|p| p.into_inner());
        let names = write.get_or_insert_with(Names::default);
        if let Some(&i) = names.by_text.get(text) {
            return CallName(i);
        }
        let i = u32::try_from(names.texts.len()).expect("fewer than 2^32 distinct call names");
        let stored: &'static str = Box::leak(text.to_owned().into_boxed_str());
        names.texts.push(stored);
        names.by_text.insert(stored, i);
        CallName(i)
    }

    /// The name's text.
    pub fn as_str(&self) -> &'static str {
        let read = NAMES.read().unwrap_or_else(|p| p.into_inner());
        read.as_ref().expect("a CallName exists only once interned").texts[self.0 as usize]
    }
}

impl std::ops::Deref for CallName {
    type Target = str;

    fn deref(&self) -> &str {
        self.as_str()
    }
}

impl std::hash::Hash for CallName {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.as_str().hash(state)
    }
}

impl PartialOrd for CallName {
    fn partial_cmp(&self, other: &Self) -> Option<std::cmp::Ordering> {
        Some(self.cmp(other))
    }
}

impl Ord for CallName {
    fn cmp(&self, other: &Self) -> std::cmp::Ordering {
        self.as_str().cmp(other.as_str())
    }
}

impl PartialEq<str> for CallName {
    fn eq(&self, other: &str) -> bool {
        self.as_str() == other
    }
}

impl PartialEq<&str> for CallName {
    fn eq(&self, other: &&str) -> bool {
        self.as_str() == *other
    }
}

impl std::fmt::Display for CallName {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.as_str())
    }
}

impl std::fmt::Debug for CallName {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        std::fmt::Debug::fmt(self.as_str(), f)
    }
}

impl From<&str> for CallName {
    fn from(text: &str) -> CallName {
        CallName::new(text)
    }
}

impl From<String> for CallName {
    fn from(text: String) -> CallName {
        CallName::new(&text)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn equal_exactly_when_the_texts_are() {
        let (a, b, c) = (
            CallName::new("exp"),
            CallName::from("exp".to_string()),
            CallName::new("log"),
        );
        assert_eq!(a, b);
        assert_ne!(a, c);
        assert_eq!(a.as_str(), "exp");
        assert!(a == "exp" && &*c == "log");
    }

    #[test]
    fn hash_and_order_follow_the_text_not_the_interning_order() {
        use std::hash::BuildHasher;
        // Interned in reverse alphabetical order.
        let (z, a) = (CallName::new("zz_call_name_test"), CallName::new("aa_call_name_test"));
        assert!(a < z);
        let h = std::hash::RandomState::new();
        assert_eq!(h.hash_one(a), h.hash_one("aa_call_name_test"));
    }

    #[test]
    fn names_interned_on_several_threads_agree() {
        let names: Vec<CallName> = std::thread::scope(|s| {
            let handles: Vec<_> = (0..4)
                .map(|_| s.spawn(|| CallName::new("threaded_call_name_test")))
                .collect();
            handles.into_iter().map(|h| h.join().unwrap()).collect()
        });
        assert!(names.windows(2).all(|w| w[0] == w[1]));
    }
}
