//! Tokens of the Python subset TVMScript is written in, with byte offsets.
//!
//! Invariants: a token's `start..end` is its exact text; `Newline` ends every logical line that
//! holds tokens (never a blank or comment-only line), `Indent` / `Dedent` bracket blocks as
//! Python's tokenizer does, and the stream ends with `Eof`. Anything outside the subset (tabs in
//! indentation, `\r`, non-ASCII outside strings and comments, string prefixes, escapes and
//! triple quotes, number forms other than decimal integers and plain floats, unknown
//! characters, inconsistent dedents) makes `tokenize` return `None`: the caller then uses the
//! complete Python parser, which also produces the error message for invalid input.

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
#[derive(Clone, Debug)]
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
    if src.len() >= u32::MAX as usize {
        return None;
    }
    let b = src.as_bytes();
    // TVM's printed kernels hold about one token per three bytes; room for one per two spares
    // the copies of a growing vector (untouched capacity costs no memory).
    let mut out: Vec<Token> = Vec::with_capacity(src.len() / 2 + 16);
    let mut indents: Vec<usize> = vec![0];
    let mut depth = 0usize;
    let mut i = 0usize;
    let mut at_line_start = true;
    let tok = |code: u8, start: usize, end: usize| Token {
        code,
        start: start as u32,
        end: end as u32,
    };
    while i < b.len() {
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
            let top = *indents.last().expect("the base level stays");
            if width > top {
                indents.push(width);
                out.push(tok(INDENT, j, j));
            } else {
                while width < *indents.last().expect("the base level stays") {
                    indents.pop();
                    out.push(tok(DEDENT, j, j));
                }
                if width != *indents.last().expect("the base level stays") {
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
                    Some(code) => code,
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
                    "(" | "[" | "{" => depth += 1,
                    ")" | "]" | "}" => depth = depth.checked_sub(1)?,
                    _ => {}
                }
                out.push(tok(code, i, i + op.len()));
                i += op.len();
            }
        }
    }
    if depth != 0 {
        return None;
    }
    if out.last().is_some_and(|t| !matches!(t.code, NEWLINE | DEDENT | INDENT)) {
        out.push(tok(NEWLINE, b.len(), b.len()));
    }
    while indents.len() > 1 {
        indents.pop();
        out.push(tok(DEDENT, b.len(), b.len()));
    }
    out.push(tok(EOF, b.len(), b.len()));
    Some(out)
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
