//! A fast parser for the Python subset TVMScript is written in, building the same
//! `rustpython_parser` AST (node for node, range for range) that the lowering reads, several
//! times faster than the general LALR parser on TVM's large printed kernels.
//!
//! Invariant: `parse_module` returns either exactly the AST `rustpython_parser::parse` builds
//! for `src` (tested on every TVMScript file the repository holds, and on TVM's own test files
//! where present), or `None` for input outside the subset or invalid, which the caller hands
//! to the full parser (it also words the syntax errors). Recursion follows bracket and operator
//! nesting, which the pre-scan bounds before this runs.

mod expr;
mod lexer;
mod stmt;

use lexer::{Kind, Token};
use rustpython_parser::ast;
use rustpython_parser::text_size::{TextRange, TextSize};

/// The module `src` parses to, when it lies inside the subset.
pub fn parse_module(src: &str) -> Option<ast::Mod> {
    let tokens = lexer::tokenize(src)?;
    let mut p = Parser {
        src,
        tokens,
        pos: 0,
        prev_end: 0,
    };
    let body = p.statements_until_eof()?;
    Some(ast::Mod::Module(ast::ModModule {
        body,
        type_ignores: Vec::new(),
        range: TextRange::default().into(),
    }))
}

/// Equality of two short token texts, inlined (a `memcmp` call per test cost more than the
/// comparison).
#[inline]
fn same(a: &str, b: &str) -> bool {
    a.len() == b.len() && a.bytes().zip(b.bytes()).all(|(x, y)| x == y)
}

/// The token cursor.
struct Parser<'s> {
    src: &'s str,
    tokens: Vec<Token>,
    pos: usize,
    /// End of the last token consumed: where a production that just ended ends.
    prev_end: u32,
}

impl Parser<'_> {
    fn peek(&self) -> &Kind {
        &self.tokens[self.pos].kind
    }

    fn peek_at(&self, k: usize) -> &Kind {
        &self.tokens[(self.pos + k).min(self.tokens.len() - 1)].kind
    }

    /// Where the next token starts: where a production beginning here starts.
    fn start(&self) -> u32 {
        self.tokens[self.pos].start
    }

    fn advance(&mut self) -> &Token {
        let t = &self.tokens[self.pos];
        self.prev_end = t.end;
        if self.pos + 1 < self.tokens.len() {
            self.pos += 1;
        }
        t
    }

    fn is_op(&self, op: &str) -> bool {
        matches!(self.peek(), Kind::Op(o) if same(o, op))
    }

    fn is_kw(&self, kw: &str) -> bool {
        matches!(self.peek(), Kind::Keyword(k) if same(k, kw))
    }

    /// Consumes `op` if it is next.
    fn eat_op(&mut self, op: &str) -> bool {
        let hit = self.is_op(op);
        if hit {
            self.advance();
        }
        hit
    }

    fn eat_kw(&mut self, kw: &str) -> bool {
        let hit = self.is_kw(kw);
        if hit {
            self.advance();
        }
        hit
    }

    /// Consumes `op`, or gives up on the subset.
    fn expect_op(&mut self, op: &str) -> Option<()> {
        self.eat_op(op).then_some(())
    }

    fn expect(&mut self, kind: &Kind) -> Option<()> {
        (self.peek() == kind).then(|| {
            self.advance();
        })
    }

    /// An identifier.
    fn name(&mut self) -> Option<ast::Identifier> {
        if *self.peek() != Kind::Name {
            return None;
        }
        let t = self.advance();
        let (s, e) = (t.start as usize, t.end as usize);
        Some(ast::Identifier::new(&self.src[s..e]))
    }

    /// The range from `start` to the end of the last token consumed.
    fn range(&self, start: u32) -> TextRange {
        TextRange::new(TextSize::from(start), TextSize::from(self.prev_end))
    }
}

#[cfg(test)]
mod tests {
    use std::path::{Path, PathBuf};

    fn files(dir: &Path, out: &mut Vec<PathBuf>) {
        let Ok(entries) = std::fs::read_dir(dir) else { return };
        for e in entries.flatten() {
            let p = e.path();
            if p.is_dir() {
                files(&p, out);
            } else if p.to_string_lossy().ends_with(".py") {
                out.push(p);
            }
        }
    }

    /// Every TVMScript file of the repository and of ../shared where present.
    fn corpus() -> Vec<String> {
        let root = Path::new(env!("CARGO_MANIFEST_DIR"));
        let mut all = Vec::new();
        for d in [
            "tests",
            "examples",
            "../shared/corpus",
            "../shared/tvmtests",
            "../shared/padding",
            "../shared/tensorcse",
        ] {
            files(&root.join(d), &mut all);
        }
        all.iter().filter_map(|p| std::fs::read_to_string(p).ok()).collect()
    }

    /// Randomly damaged files (a character deleted, duplicated or replaced by one that matters
    /// to Python's grammar): whatever the full parser rejects, the fast one gives up on too, and
    /// whatever both accept is the same AST. `PYPARSE_SEED=N` damages differently.
    #[test]
    fn damaged_input_is_rejected_or_read_alike() {
        use rand::{rngs::SmallRng, Rng, SeedableRng};
        let mut rng = SmallRng::seed_from_u64(
            std::env::var("PYPARSE_SEED")
                .ok()
                .and_then(|s| s.parse().ok())
                .unwrap_or(7),
        );
        let pieces = [
            "(", ")", ":", ",", " ", "\n", "    ", "=", "[", "]", "\"", ".", "-", "not ", "*", "#", "\\\n", "0",
        ];
        let sources = corpus();
        let mut checked = 0;
        for src in sources.iter().filter(|s| s.len() < 20_000).step_by(3) {
            for _ in 0..20 {
                let mut at = rng.gen_range(0..src.len());
                while !src.is_char_boundary(at) {
                    at -= 1;
                }
                let piece = pieces[rng.gen_range(0..pieces.len())];
                let damaged = match rng.gen_range(0..3) {
                    0 => format!("{}{}", &src[..at], src[at..].chars().skip(1).collect::<String>()),
                    1 => format!("{}{piece}{}", &src[..at], &src[at..]),
                    _ => format!("{}{piece}{}", &src[..at], src[at..].chars().skip(1).collect::<String>()),
                };
                let full = rustpython_parser::parse(&damaged, rustpython_parser::Mode::Module, "x");
                match (super::parse_module(&damaged), full) {
                    (Some(_), Err(e)) => panic!("accepted what Python rejects ({e}):\n{damaged}"),
                    (Some(ours), Ok(full)) => assert_eq!(format!("{ours:?}"), format!("{full:?}"), "{damaged}"),
                    (None, _) => {}
                }
                checked += 1;
            }
        }
        assert!(checked > 1000, "{checked}");
    }

    /// The same AST as rustpython's, node for node and range for range, on every TVMScript
    /// file of the repository (and of ../shared where it is present); most must be in the
    /// subset, or the fast path would rarely run.
    #[test]
    fn builds_exactly_the_ast_of_the_full_parser() {
        let (mut fast, mut total) = (0, 0);
        for src in corpus() {
            let Ok(full) = rustpython_parser::parse(&src, rustpython_parser::Mode::Module, "x") else {
                assert!(
                    super::parse_module(&src).is_none(),
                    "accepted what Python rejects:\n{src}"
                );
                continue;
            };
            total += 1;
            if let Some(ours) = super::parse_module(&src) {
                fast += 1;
                assert_eq!(format!("{ours:?}"), format!("{full:?}"), "{src}");
            }
        }
        assert!(
            total > 50 && fast * 10 >= total * 9,
            "{fast} of {total} files in the subset"
        );
    }
}
