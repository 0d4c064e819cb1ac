//! A large input tokenized in two halves at once: the lines before a cut near the middle on
//! this thread, the lines after it on another, by a lexer that starts there without knowing
//! the levels open ([`Lexer::new`] `relative`); the second half's tokens are then appended
//! with the `Indent` and `Dedent`s the first half's open levels call for.
//!
//! Invariant: the result is exactly what one lexer makes of the whole input (the same tokens,
//! or `None`). The cut is a line start after a complete line (no backslash continuation into
//! it) and before a line with a token; when the first half ends inside brackets there, or the
//! second half leaves the subset, the first half's lexer goes on alone from the cut.

use super::lexer::{Lexed, Lexer};

/// Input size from which the halves are lexed at once: below it, a thread's start costs more
/// than it saves.
const HALVES_FROM_BYTES: usize = 1 << 20;

/// How far past the middle a cut is looked for.
const CUT_SEARCH_BYTES: usize = 1 << 16;

/// The tokens of `src` lexed in halves (`Some(None)`: outside the subset), or `None` when
/// `src` is too small to cut, there is one core or no line to cut at.
pub(super) fn tokenize_in_halves(src: &str) -> Option<Option<Lexed>> {
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    if src.len() < HALVES_FROM_BYTES || cores < 2 {
        return None;
    }
    let at = cut(src.as_bytes())?;
    Some(lexed_in_halves(src, at))
}

/// The tokens of `src` lexed in the halves before and after `at`, a cut by [`cut`]'s rules.
fn lexed_in_halves(src: &str, at: usize) -> Option<Lexed> {
    let base = src.as_bytes()[at..].iter().take_while(|&&c| c == b' ').count();
    let (first, later) = std::thread::scope(|s| {
        let later = s.spawn(move || {
            let mut lexer = Lexer::new(src, base, true, src.len() - at);
            lexer.run(at, src.len())?;
            lexer.finish()
        });
        let mut first = Lexer::new(src, 0, false, src.len());
        let first = first.run(0, at).map(|()| first);
        (first, later.join().unwrap_or_else(|p| std::panic::resume_unwind(p)))
    });
    let mut first = first?;
    match later {
        Some(later) if first.at_statement_start() => {
            first.append_relative(at, later)?;
            Some(first.into_lexed())
        }
        _ => {
            first.run(at, src.len())?;
            first.finish()
        }
    }
}

/// A line start near the middle of `b` after a line ending without a backslash, whose line
/// holds a token (not blank, not a comment), or `None` if none is found close enough.
fn cut(b: &[u8]) -> Option<usize> {
    let from = b.len() / 2;
    let to = (from + CUT_SEARCH_BYTES).min(b.len());
    (from..to).find_map(|k| {
        let at = k + 1;
        let clean_end = b[k] == b'\n' && k > 0 && b[k - 1] != b'\\';
        let first = b[at..].iter().position(|&c| c != b' ').map(|n| b[at + n])?;
        (clean_end && !matches!(first, b'\n' | b'#' | b'\t' | b'\r' | b'\x0c' | b'\\')).then_some(at)
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tvmscript::test_corpus::corpus;

    fn whole(src: &str) -> Option<Lexed> {
        let mut lexer = Lexer::new(src, 0, false, src.len());
        lexer.run(0, src.len())?;
        lexer.finish()
    }

    /// Every line start that [`cut`]'s rules allow, for every file the repository holds and
    /// inputs made to meet the halves' cases (a cut inside brackets, a dedent of several levels
    /// right after the cut, an inconsistent dedent after it, text outside the subset after it),
    /// gives exactly the tokens and nesting of one lexer over the whole input.
    #[test]
    fn halves_lex_as_the_whole() {
        let mut sources: Vec<String> = corpus().into_iter().map(|(_, s)| s).collect();
        sources.extend([
            "def f():\n    x = (1 +\n  2)\n    for i in range(4):\n        if i:\n            y = 1\nz = 3\n"
                .to_string(),
            "def f():\n    if a:\n        if b:\n            x = 1\n    y = 2\n  z = 3\n".to_string(),
            "def f():\n    x = 1\n    y = r\"s\"\n".to_string(),
            "x = 1\n    y = 2\n".to_string(),
            "def f():\n    x = 1e-05 + a\n    # c\n\n    y = not a and b\n".to_string(),
        ]);
        let mut cuts = 0;
        for src in &sources {
            let expected = whole(src);
            let b = src.as_bytes();
            for at in 1..b.len() {
                let allowed = b[at - 1] == b'\n' && (at < 2 || b[at - 2] != b'\\') && {
                    let first = b[at..].iter().find(|&&c| c != b' ');
                    first.is_some_and(|c| !matches!(c, b'\n' | b'#' | b'\t' | b'\r' | b'\x0c' | b'\\'))
                };
                if !allowed || (b.len() > 20_000 && at % 97 != 0) {
                    continue;
                }
                assert_eq!(lexed_in_halves(src, at), expected, "cut at {at} of\n{src}");
                cuts += 1;
            }
        }
        assert!(cuts > 10_000, "{cuts}");
    }

    #[test]
    fn the_cut_follows_a_complete_line_before_a_line_with_a_token() {
        let mut src = String::new();
        for k in 0..100 {
            src += &format!("x{k} = 1 + \\\n  2\n\n# c\n");
        }
        src += "y = 1\n";
        let at = cut(src.as_bytes()).unwrap();
        assert!(
            src[at..].starts_with("y = 1") || src[at..].starts_with("x"),
            "{}",
            &src[at..]
        );
        assert!(!src[..at].ends_with("\\\n"));
        assert_eq!(cut(b"x = 1\n"), None);
    }
}
