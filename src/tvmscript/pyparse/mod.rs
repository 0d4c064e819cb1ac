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
mod halves;
mod lexer;
mod stmt;

pub(crate) use lexer::{float_value, int_value, tokenize, tokenize_measured, Kind, Nesting, Token};
use rustpython_parser::ast;
use rustpython_parser::text_size::{TextRange, TextSize};

/// The module `src` parses to, when it lies inside the subset.
pub fn parse_module(src: &str) -> Option<ast::Mod> {
    let tokens = tokenize(src)?;
    let mut p = Parser::new(src, &tokens);
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

/// The token cursor. Besides the whole-module parse, the front end's direct lowering
/// (`parse::direct`) drives it token by token and asks it for the AST of single statements,
/// expressions and atoms it does not lower itself. It borrows the tokens, so that cursors on
/// other threads can read other parts of the same stream (a clone is a cursor at the same
/// place).
#[derive(Clone)]
pub(crate) struct Parser<'s> {
    src: &'s str,
    tokens: &'s [Token],
    pos: usize,
    /// End of the last token consumed: where a production that just ended ends.
    prev_end: u32,
}

impl<'s> Parser<'s> {
    /// A cursor at the first of `tokens`, the [`tokenize`]d `src`.
    pub(crate) fn new(src: &'s str, tokens: &'s [Token]) -> Self {
        Parser {
            src,
            tokens,
            pos: 0,
            prev_end: 0,
        }
    }

    /// Where the cursor stands, for [`Parser::reset`].
    pub(crate) fn mark(&self) -> usize {
        self.pos
    }

    /// Moves the cursor back to a [`Parser::mark`].
    pub(crate) fn reset(&mut self, mark: usize) {
        self.pos = mark;
        self.prev_end = mark.checked_sub(1).map_or(0, |p| self.tokens[p].end);
    }

    /// The text of the next token.
    pub(crate) fn text(&self) -> &'s str {
        let t = &self.tokens[self.pos];
        &self.src[t.start as usize..t.end as usize]
    }

    pub(crate) fn peek(&self) -> &Kind {
        self.tokens[self.pos].kind()
    }

    pub(crate) fn peek_at(&self, k: usize) -> &Kind {
        self.tokens[(self.pos + k).min(self.tokens.len() - 1)].kind()
    }

    /// Where the next token starts: where a production beginning here starts.
    pub(crate) fn start(&self) -> u32 {
        self.tokens[self.pos].start
    }

    pub(crate) fn advance(&mut self) -> &Token {
        let t = &self.tokens[self.pos];
        self.prev_end = t.end;
        if self.pos + 1 < self.tokens.len() {
            self.pos += 1;
        }
        t
    }

    pub(crate) fn is_op(&self, op: &str) -> bool {
        matches!(self.peek(), Kind::Op(o) if same(o, op))
    }

    pub(crate) fn is_kw(&self, kw: &str) -> bool {
        matches!(self.peek(), Kind::Keyword(k) if same(k, kw))
    }

    /// Consumes `op` if it is next.
    pub(crate) fn eat_op(&mut self, op: &str) -> bool {
        let hit = self.is_op(op);
        if hit {
            self.advance();
        }
        hit
    }

    pub(crate) fn eat_kw(&mut self, kw: &str) -> bool {
        let hit = self.is_kw(kw);
        if hit {
            self.advance();
        }
        hit
    }

    /// Consumes `op`, or gives up on the subset.
    pub(crate) fn expect_op(&mut self, op: &str) -> Option<()> {
        self.eat_op(op).then_some(())
    }

    pub(crate) fn expect(&mut self, kind: &Kind) -> Option<()> {
        (self.peek() == kind).then(|| {
            self.advance();
        })
    }

    /// An identifier.
    pub(crate) fn name(&mut self) -> Option<ast::Identifier> {
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
    use crate::tvmscript::test_corpus::{corpus, damaged, seeded};

    /// Randomly damaged files: whatever the full parser rejects, the fast one gives up on too,
    /// and whatever both accept is the same AST. `PYPARSE_SEED=N` damages differently.
    #[test]
    fn damaged_input_is_rejected_or_read_alike() {
        let mut rng = seeded("PYPARSE_SEED");
        let sources = corpus();
        let mut checked = 0;
        for (_, src) in sources.iter().filter(|(_, s)| s.len() < 20_000).step_by(3) {
            for _ in 0..20 {
                let damaged = damaged(src, &mut rng);
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
        for (_, src) in corpus() {
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
