//! Tokens of the Python subset TVMScript is written in, with byte offsets.
//!
//! Invariants: a token's `start..end` is its exact text; `Newline` ends every logical line that
//! holds tokens (never a blank or comment-only line), `Indent` / `Dedent` bracket blocks as
//! Python's tokenizer does, and the stream ends with `Eof`. Anything outside the subset (tabs in
//! indentation, `\r`, non-ASCII outside strings and comments, string prefixes, escapes and
//! triple quotes, number forms other than decimal integers and plain floats, unknown
//! characters, inconsistent dedents) makes `tokenize` return `None`: the caller then uses the
//! complete Python parser, which also produces the error message for invalid input.
//! [`tokenize_measured`] also reports the nesting the tokens show (brackets, levels, operator
//! characters per logical line), counted as `parse::prescan` counts them, so the pre-scan runs
//! only where the tokens do not vouch for the text.

/// What a token is.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Kind {
    /// An identifier that is not a keyword.
    Name,
    /// A keyword (its text is the token's text).
    Keyword(&'static str),
    /// A decimal integer literal (up to `u64::MAX`; larger ones are left to the full parser):
    /// its value is its text's ([`int_value`]).
    Int,
    /// A float literal: its value is its text's ([`float_value`]).
    Float,
    /// A string literal without prefix or escapes: its contents.
    Str,
    /// An operator or delimiter (its text).
    Op(&'static str),
    Newline,
    Indent,
    Dedent,
    Eof,
}

/// A token and where it stands, in twelve bytes: its kind is a code into [`KINDS`] (a
/// [`Kind`] takes 24 bytes, and a large printed kernel holds millions of tokens: on the
/// 9 MB grouped scaling kernel the stream took 115 MB, whose first touch was most of the
/// tokenizer's time).
#[derive(Clone, Debug, PartialEq)]
pub struct Token {
    code: u8,
    pub start: u32,
    pub end: u32,
}

impl Token {
    /// What the token is.
    pub fn kind(&self) -> &'static Kind {
        &KINDS[self.code as usize]
    }
}

/// The kinds without a text of their own, in code order ([`NAME`] ... [`EOF`]).
const PLAIN: [Kind; 8] = [
    Kind::Name,
    Kind::Int,
    Kind::Float,
    Kind::Str,
    Kind::Newline,
    Kind::Indent,
    Kind::Dedent,
    Kind::Eof,
];
const NAME: u8 = 0;
const INT: u8 = 1;
const FLOAT: u8 = 2;
const STR: u8 = 3;
const NEWLINE: u8 = 4;
const INDENT: u8 = 5;
const DEDENT: u8 = 6;
const EOF: u8 = 7;

/// Operators and delimiters, in code order (after the keywords).
const OPS: &[&str] = &[
    "(", ")", "[", "]", ",", "{", "}", ";", "~", "**=", "**", "*=", "*", "//=", "//", "/=", "/", ">>=", ">=", ">>",
    ">", "<<=", "<=", "<<", "<", "...", ".", "->", "-=", "-", ":=", ":", "==", "=", "!=", "+=", "+", "%=", "%", "&=",
    "&", "|=", "|", "^=", "^", "@=", "@",
];

/// Every kind by its code: [`PLAIN`], then a keyword of [`KEYWORDS`], then an operator of
/// [`OPS`].
static KINDS: [Kind; PLAIN.len() + KEYWORDS.len() + OPS.len()] = {
    let mut out = [Kind::Eof; PLAIN.len() + KEYWORDS.len() + OPS.len()];
    let mut i = 0;
    while i < PLAIN.len() {
        out[i] = PLAIN[i];
        i += 1;
    }
    let mut k = 0;
    while k < KEYWORDS.len() {
        out[PLAIN.len() + k] = Kind::Keyword(KEYWORDS[k]);
        k += 1;
    }
    let mut o = 0;
    while o < OPS.len() {
        out[PLAIN.len() + KEYWORDS.len() + o] = Kind::Op(OPS[o]);
        o += 1;
    }
    assert!(out.len() <= 256, "codes are bytes");
    out
};

/// The code of `word` in `table`, whose codes start at `base` (evaluated at compile time: a
/// word missing from its table does not compile).
const fn code_in(table: &[&str], base: usize, word: &str) -> u8 {
    let mut i = 0;
    while i < table.len() {
        if same_bytes(table[i].as_bytes(), word.as_bytes()) {
            return (base + i) as u8;
        }
        i += 1;
    }
    panic!("not in the table")
}

const fn same_bytes(a: &[u8], b: &[u8]) -> bool {
    if a.len() != b.len() {
        return false;
    }
    let mut i = 0;
    while i < a.len() {
        if a[i] != b[i] {
            return false;
        }
        i += 1;
    }
    true
}

/// The code of an operator of [`OPS`].
macro_rules! op {
    ($text:literal) => {
        const { code_in(OPS, PLAIN.len() + KEYWORDS.len(), $text) }
    };
}

/// The value of a [`Kind::Int`] token's text (the tokenizer checked that it has one).
pub fn int_value(text: &str) -> Option<u64> {
    text.parse().ok()
}

/// The value of a [`Kind::Float`] token's text (the tokenizer checked that it has one).
pub fn float_value(text: &str) -> Option<f64> {
    text.parse().ok()
}

/// The keywords: [`KEYWORDS`] in code order, and `keyword`, the code of the keyword a word is
/// (a `match` on the text: no scan of the table).
macro_rules! keywords {
    ($($word:literal),* $(,)?) => {
        const KEYWORDS: &[&str] = &[$($word),*];

        fn keyword(word: &str) -> Option<u8> {
            Some(match word {
                $($word => const { code_in(KEYWORDS, PLAIN.len(), $word) },)*
                _ => return None,
            })
        }
    };
}

keywords!(
    "False", "None", "True", "and", "as", "assert", "async", "await", "break", "class", "continue", "def", "del",
    "elif", "else", "except", "finally", "for", "from", "global", "if", "import", "in", "is", "lambda", "nonlocal",
    "not", "or", "pass", "raise", "return", "try", "while", "with", "yield",
);

/// The operator or delimiter `rest` starts with, the longest one, by its first three bytes
/// (no string comparison: a `memcmp` call per candidate cost a tenth of the lexing).
fn operator(rest: &[u8]) -> Option<u8> {
    let at = |k: usize| rest.get(k).copied().unwrap_or(0);
    Some(match (rest[0], at(1), at(2)) {
        (b'(', ..) => op!("("),
        (b')', ..) => op!(")"),
        (b'[', ..) => op!("["),
        (b']', ..) => op!("]"),
        (b',', ..) => op!(","),
        (b'{', ..) => op!("{"),
        (b'}', ..) => op!("}"),
        (b';', ..) => op!(";"),
        (b'~', ..) => op!("~"),
        (b'*', b'*', b'=') => op!("**="),
        (b'*', b'*', _) => op!("**"),
        (b'*', b'=', _) => op!("*="),
        (b'*', ..) => op!("*"),
        (b'/', b'/', b'=') => op!("//="),
        (b'/', b'/', _) => op!("//"),
        (b'/', b'=', _) => op!("/="),
        (b'/', ..) => op!("/"),
        (b'>', b'>', b'=') => op!(">>="),
        (b'>', b'=', _) => op!(">="),
        (b'>', b'>', _) => op!(">>"),
        (b'>', ..) => op!(">"),
        (b'<', b'<', b'=') => op!("<<="),
        (b'<', b'=', _) => op!("<="),
        (b'<', b'<', _) => op!("<<"),
        (b'<', ..) => op!("<"),
        (b'.', b'.', b'.') => op!("..."),
        (b'.', ..) => op!("."),
        (b'-', b'>', _) => op!("->"),
        (b'-', b'=', _) => op!("-="),
        (b'-', ..) => op!("-"),
        (b':', b'=', _) => op!(":="),
        (b':', ..) => op!(":"),
        (b'=', b'=', _) => op!("=="),
        (b'=', ..) => op!("="),
        (b'!', b'=', _) => op!("!="),
        (b'+', b'=', _) => op!("+="),
        (b'+', ..) => op!("+"),
        (b'%', b'=', _) => op!("%="),
        (b'%', ..) => op!("%"),
        (b'&', b'=', _) => op!("&="),
        (b'&', ..) => op!("&"),
        (b'|', b'=', _) => op!("|="),
        (b'|', ..) => op!("|"),
        (b'^', b'=', _) => op!("^="),
        (b'^', ..) => op!("^"),
        (b'@', b'=', _) => op!("@="),
        (b'@', ..) => op!("@"),
        _ => return None,
    })
}

/// The tokens of `src`, or `None` where it leaves the subset.
pub fn tokenize(src: &str) -> Option<Vec<Token>> {
    tokenize_measured(src).map(|lexed| lexed.tokens)
}

/// The tokens of `src` (`None` where it leaves the subset) and the nesting they show. A large
/// input is cut in two and each half lexed on its own thread ([`super::halves`]).
pub fn tokenize_measured(src: &str) -> Option<Lexed> {
    if src.len() >= u32::MAX as usize {
        return None;
    }
    if let Some(lexed) = super::halves::tokenize_in_halves(src) {
        return lexed;
    }
    let mut lexer = Lexer::new(src, 0, false, src.len());
    lexer.run(0, src.len())?;
    lexer.finish()
}

/// A token stream and the nesting it shows.
#[derive(Debug, PartialEq)]
pub struct Lexed {
    pub tokens: Vec<Token>,
    pub nesting: Nesting,
}

/// How deeply a token stream nests: what `parse::prescan` bounds, measured on the tokens.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Nesting {
    /// Most brackets open at once.
    pub brackets: usize,
    /// Most indentation levels at once, the base level (0) included.
    pub levels: usize,
    /// Most operator characters (`+ - * / % < > = & | ^ ~`, a float's exponent sign) and
    /// `not` / `and` / `or` words in one logical line, as the pre-scan counts them.
    pub operators_in_line: usize,
    /// Whether a line continues a logical line (inside brackets or after a backslash): the
    /// pre-scan also counts such a line's indentation as a level, which the tokens do not show.
    pub continued_lines: bool,
}

impl Nesting {
    /// Takes in what a lexer of later lines measured, but its levels: a relative lexer counts
    /// them from its own base, and [`Lexer::append_relative`] counts the real ones as it
    /// replays its tokens.
    fn merge_later(&mut self, other: Nesting) {
        self.brackets = self.brackets.max(other.brackets);
        self.operators_in_line = self.operators_in_line.max(other.operators_in_line);
        self.continued_lines |= other.continued_lines;
    }
}

/// An internal token of a lexer started mid-file ([`Lexer::new`] `relative`): at `start`, a
/// line of indentation `end` dedents below the level the lexer started at. Replaced by
/// [`Lexer::append_relative`]; never returned.
const REBASE: u8 = u8::MAX;

/// Operator characters of each operator code, as the pre-scan counts them.
static OPERATOR_CHARS: [u8; PLAIN.len() + KEYWORDS.len() + OPS.len()] = {
    let mut out = [0u8; PLAIN.len() + KEYWORDS.len() + OPS.len()];
    let mut o = 0;
    while o < OPS.len() {
        let text = OPS[o].as_bytes();
        let mut k = 0;
        while k < text.len() {
            if matches!(
                text[k],
                b'+' | b'-' | b'*' | b'/' | b'%' | b'<' | b'>' | b'=' | b'&' | b'|' | b'^' | b'~'
            ) {
                out[PLAIN.len() + KEYWORDS.len() + o] += 1;
            }
            k += 1;
        }
        o += 1;
    }
    out
};

/// A tokenizer over a range of lines, resumable: [`Lexer::run`] stops at a line start, and a
/// later call goes on from there.
///
/// Invariant: after `run(0, a)` then `run(a, b)`, the state and tokens are those of
/// `run(0, b)`. A `relative` lexer starts at a line start of a file as if the enclosing levels
/// were unknown: its base level is the first line's indentation, and a line dedenting below it
/// leaves a [`REBASE`] token where the dedents would go.
pub(super) struct Lexer<'s> {
    src: &'s str,
    pub(super) tokens: Vec<Token>,
    pub(super) indents: Vec<usize>,
    pub(super) depth: usize,
    at_line_start: bool,
    relative: bool,
    ops_in_line: usize,
    pub(super) nesting: Nesting,
}

impl<'s> Lexer<'s> {
    /// A lexer at the start of a line whose indentation is `base`, with room for the tokens of
    /// `bytes` bytes.
    pub(super) fn new(src: &'s str, base: usize, relative: bool, bytes: usize) -> Lexer<'s> {
        // TVM's printed kernels hold about one token per three bytes; room for one per two
        // spares the copies of a growing vector (untouched capacity costs no memory).
        Lexer {
            src,
            tokens: Vec::with_capacity(bytes / 2 + 16),
            indents: vec![base],
            depth: 0,
            at_line_start: true,
            relative,
            ops_in_line: 0,
            nesting: Nesting {
                levels: 1,
                ..Nesting::default()
            },
        }
    }

    /// Whether the lexer stands at the start of a logical line outside brackets.
    pub(super) fn at_statement_start(&self) -> bool {
        self.at_line_start && self.depth == 0
    }

    /// Lexes from `from` (where the last run stopped) to `to`, a line start or the end.
    pub(super) fn run(&mut self, from: usize, to: usize) -> Option<()> {
        let src = self.src;
        let b = src.as_bytes();
        let mut out = std::mem::take(&mut self.tokens);
        let mut depth = self.depth;
        let mut at_line_start = self.at_line_start;
        let mut ops = self.ops_in_line;
        let mut nesting = self.nesting;
        let mut i = from;
        let tok = |code: u8, start: usize, end: usize| Token {
            code,
            start: start as u32,
            end: end as u32,
        };
        while i < to {
            if at_line_start && depth == 0 {
                let mut j = i;
                while j < b.len() && b[j] == b' ' {
                    j += 1;
                }
                match b.get(j) {
                    // Blank and comment-only lines carry no tokens.
                    None => break,
                    Some(b'\n') => {
                        i = j + 1;
                        continue;
                    }
                    Some(b'#') => {
                        while j < b.len() && b[j] != b'\n' {
                            j += 1;
                        }
                        i = j;
                        continue;
                    }
                    Some(b'\t' | b'\r' | b'\x0c' | b'\\') => return None,
                    Some(_) => {}
                }
                let width = j - i;
                let top = *self.indents.last().expect("the base level stays");
                if width > top {
                    self.indents.push(width);
                    nesting.levels = nesting.levels.max(self.indents.len());
                    out.push(tok(INDENT, j, j));
                } else {
                    while width < *self.indents.last().expect("the base level stays") {
                        if self.relative && self.indents.len() == 1 {
                            // Below the level this lexer started at: how many levels close
                            // is known only to the lexer of the lines before.
                            out.push(tok(REBASE, j, width));
                            self.indents[0] = width;
                            break;
                        }
                        self.indents.pop();
                        out.push(tok(DEDENT, j, j));
                    }
                    if width != *self.indents.last().expect("the base level stays") {
                        return None;
                    }
                }
                i = j;
                at_line_start = false;
            }
            let c = b[i];
            match c {
                b' ' => i += 1,
                b'\n' => {
                    if depth == 0 {
                        out.push(tok(NEWLINE, i, i + 1));
                        at_line_start = true;
                        ops = 0;
                    } else {
                        nesting.continued_lines = true;
                    }
                    i += 1;
                }
                b'#' => {
                    while i < b.len() && b[i] != b'\n' {
                        i += 1;
                    }
                }
                // A continuation joins the next line; anything else after the backslash is left
                // to the full parser.
                b'\\' if b.get(i + 1) == Some(&b'\n') => {
                    i += 2;
                    nesting.continued_lines = true;
                    // A continuation into a blank line, a comment or the end is left to the full
                    // parser (Python rejects some of these).
                    let mut j = i;
                    while j < b.len() && b[j] == b' ' {
                        j += 1;
                    }
                    if matches!(b.get(j), None | Some(b'\n' | b'#' | b'\\')) {
                        return None;
                    }
                }
                b'"' | b'\'' => {
                    let end = string_end(b, i)?;
                    out.push(tok(STR, i, end));
                    i = end;
                }
                b'0'..=b'9' => {
                    let (code, end) = number(src, i)?;
                    if code == FLOAT && b[i..end].iter().any(|&c| c == b'+' || c == b'-') {
                        // The pre-scan reads `1e-05` as words around an operator.
                        ops += 1;
                    }
                    out.push(tok(code, i, end));
                    i = end;
                }
                c if c.is_ascii_alphabetic() || c == b'_' => {
                    let mut j = i + 1;
                    while j < b.len() && (b[j].is_ascii_alphanumeric() || b[j] == b'_') {
                        j += 1;
                    }
                    // A string prefix (`r"..."`, `f'...'`) or a non-ASCII identifier.
                    if j < b.len() && (b[j] == b'"' || b[j] == b'\'' || b[j] >= 0x80) {
                        return None;
                    }
                    let word = &src[i..j];
                    let code = match keyword(word) {
                        Some(code) => {
                            ops += usize::from(matches!(word, "not" | "and" | "or"));
                            code
                        }
                        // Soft keywords start statements Python parses differently.
                        None if matches!(word, "match" | "case" | "type") => return None,
                        None => NAME,
                    };
                    out.push(tok(code, i, j));
                    i = j;
                }
                b'.' if b.get(i + 1).is_some_and(u8::is_ascii_digit) => return None,
                _ => {
                    let code = operator(&b[i..])?;
                    let Kind::Op(op) = KINDS[code as usize] else {
                        unreachable!("an operator's code")
                    };
                    match op {
                        "(" | "[" | "{" => {
                            depth += 1;
                            nesting.brackets = nesting.brackets.max(depth);
                        }
                        ")" | "]" | "}" => depth = depth.checked_sub(1)?,
                        _ => ops += usize::from(OPERATOR_CHARS[code as usize]),
                    }
                    out.push(tok(code, i, i + op.len()));
                    i += op.len();
                }
            }
            nesting.operators_in_line = nesting.operators_in_line.max(ops);
        }
        self.tokens = out;
        self.depth = depth;
        self.at_line_start = at_line_start;
        self.ops_in_line = ops;
        self.nesting = nesting;
        Some(())
    }

    /// The stream, once [`Lexer::run`] reached the end of the source: the last `Newline`, the
    /// `Dedent`s of the levels still open (a relative lexer leaves a [`REBASE`] to level 0
    /// instead) and `Eof`.
    pub(super) fn finish(mut self) -> Option<Lexed> {
        if self.depth != 0 {
            return None;
        }
        let len = self.src.len() as u32;
        let at_end = |code| Token {
            code,
            start: len,
            end: len,
        };
        if self
            .tokens
            .last()
            .is_some_and(|t| !matches!(t.code, NEWLINE | DEDENT | INDENT))
        {
            self.tokens.push(at_end(NEWLINE));
        }
        if self.relative {
            self.tokens.push(Token {
                code: REBASE,
                start: len,
                end: 0,
            });
        } else {
            for _ in 1..self.indents.len() {
                self.tokens.push(at_end(DEDENT));
            }
        }
        self.tokens.push(at_end(EOF));
        Some(Lexed {
            tokens: self.tokens,
            nesting: self.nesting,
        })
    }

    /// Appends the tokens of a relative lexer that started at `at`, the line start where this
    /// one stopped, as this lexer would have made them going on from `at`: the indentation of
    /// the first line and every [`REBASE`] become the `Indent` or `Dedent`s this lexer's open
    /// levels call for. `None` where the levels do not match (an inconsistent dedent: no stream).
    pub(super) fn append_relative(&mut self, at: usize, later: Lexed) -> Option<()> {
        let b = self.src.as_bytes();
        let width_of_line_at = |j: usize| j - b[..j].iter().rposition(|&c| c != b' ').map_or(0, |k| k + 1);
        let mut first = at;
        while b[first] == b' ' {
            first += 1;
        }
        self.close_to(width_of_line_at(first), first)?;
        self.tokens.reserve(later.tokens.len());
        for t in later.tokens {
            match t.code {
                REBASE => self.close_to(t.end as usize, t.start as usize)?,
                INDENT => {
                    self.indents.push(width_of_line_at(t.start as usize));
                    self.nesting.levels = self.nesting.levels.max(self.indents.len());
                    self.tokens.push(t);
                }
                DEDENT => {
                    self.indents.pop();
                    self.tokens.push(t);
                }
                _ => self.tokens.push(t),
            }
        }
        self.nesting.merge_later(later.nesting);
        Some(())
    }

    /// The tokens a line of indentation `width`, first token at `j`, starts with: an `Indent`
    /// or the `Dedent`s down to `width`.
    fn close_to(&mut self, width: usize, j: usize) -> Option<()> {
        let tok = |code| Token {
            code,
            start: j as u32,
            end: j as u32,
        };
        let top = *self.indents.last().expect("the base level stays");
        if width > top {
            self.indents.push(width);
            self.nesting.levels = self.nesting.levels.max(self.indents.len());
            self.tokens.push(tok(INDENT));
            return Some(());
        }
        while width < *self.indents.last().expect("the base level stays") {
            self.indents.pop();
            self.tokens.push(tok(DEDENT));
        }
        (width == *self.indents.last().expect("the base level stays")).then_some(())
    }

    pub(super) fn into_lexed(self) -> Lexed {
        Lexed {
            tokens: self.tokens,
            nesting: self.nesting,
        }
    }
}

/// The end of the one-line string literal opening at `i`, or `None` for escapes, triple quotes
/// and unterminated strings.
fn string_end(b: &[u8], i: usize) -> Option<usize> {
    let q = b[i];
    if b.get(i + 1) == Some(&q) {
        // `""` is empty; `"""` opens a triple-quoted string.
        return (b.get(i + 2) != Some(&q)).then_some(i + 2);
    }
    let mut j = i + 1;
    loop {
        match b.get(j)? {
            x if *x == q => return Some(j + 1),
            b'\\' | b'\n' | b'\r' => return None,
            _ => j += 1,
        }
    }
}

/// A decimal integer or a plain float (`1.5`, `2.`, `1e-05`, `3.4e38`) starting at `i`.
fn number(src: &str, i: usize) -> Option<(u8, usize)> {
    let b = src.as_bytes();
    let digits = |mut j: usize| {
        while j < b.len() && b[j].is_ascii_digit() {
            j += 1;
        }
        j
    };
    let mut j = digits(i);
    let mut float = false;
    if b.get(j) == Some(&b'.') {
        float = true;
        j = digits(j + 1);
    }
    if matches!(b.get(j), Some(b'e' | b'E')) {
        float = true;
        let k = if matches!(b.get(j + 1), Some(b'+' | b'-')) {
            j + 2
        } else {
            j + 1
        };
        let end = digits(k);
        if end == k {
            return None;
        }
        j = end;
    }
    // `1j`, `0x10`, `1_000`, `1.e5x`: forms left to the full parser.
    if b.get(j)
        .is_some_and(|c| c.is_ascii_alphanumeric() || *c == b'_' || *c == b'.')
    {
        return None;
    }
    let text = &src[i..j];
    if float {
        float_value(text)?;
        return Some((FLOAT, j));
    }
    // Python rejects leading zeros (`007`).
    if text.len() > 1 && text.starts_with('0') {
        return None;
    }
    int_value(text)?;
    Some((INT, j))
}
