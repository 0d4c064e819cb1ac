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
    /// A decimal integer literal (up to `u64::MAX`; larger ones are left to the full parser).
    Int(u64),
    /// A float literal.
    Float(f64),
    /// A string literal without prefix or escapes: its contents.
    Str,
    /// An operator or delimiter (its text).
    Op(&'static str),
    Newline,
    Indent,
    Dedent,
    Eof,
}

/// A token and where it stands.
#[derive(Clone, Debug)]
pub struct Token {
    pub kind: Kind,
    pub start: u32,
    pub end: u32,
}

/// The keyword `word` is, if any (a `match` on the text: no scan of a keyword table).
fn keyword(word: &str) -> Option<&'static str> {
    Some(match word {
        "False" => "False",
        "None" => "None",
        "True" => "True",
        "and" => "and",
        "as" => "as",
        "assert" => "assert",
        "async" => "async",
        "await" => "await",
        "break" => "break",
        "class" => "class",
        "continue" => "continue",
        "def" => "def",
        "del" => "del",
        "elif" => "elif",
        "else" => "else",
        "except" => "except",
        "finally" => "finally",
        "for" => "for",
        "from" => "from",
        "global" => "global",
        "if" => "if",
        "import" => "import",
        "in" => "in",
        "is" => "is",
        "lambda" => "lambda",
        "nonlocal" => "nonlocal",
        "not" => "not",
        "or" => "or",
        "pass" => "pass",
        "raise" => "raise",
        "return" => "return",
        "try" => "try",
        "while" => "while",
        "with" => "with",
        "yield" => "yield",
        _ => return None,
    })
}

/// The operator or delimiter `rest` starts with, the longest one, by its first three bytes
/// (no string comparison: a `memcmp` call per candidate cost a tenth of the lexing).
fn operator(rest: &[u8]) -> Option<&'static str> {
    let at = |k: usize| rest.get(k).copied().unwrap_or(0);
    Some(match (rest[0], at(1), at(2)) {
        (b'(', ..) => "(",
        (b')', ..) => ")",
        (b'[', ..) => "[",
        (b']', ..) => "]",
        (b',', ..) => ",",
        (b'{', ..) => "{",
        (b'}', ..) => "}",
        (b';', ..) => ";",
        (b'~', ..) => "~",
        (b'*', b'*', b'=') => "**=",
        (b'*', b'*', _) => "**",
        (b'*', b'=', _) => "*=",
        (b'*', ..) => "*",
        (b'/', b'/', b'=') => "//=",
        (b'/', b'/', _) => "//",
        (b'/', b'=', _) => "/=",
        (b'/', ..) => "/",
        (b'>', b'>', b'=') => ">>=",
        (b'>', b'=', _) => ">=",
        (b'>', b'>', _) => ">>",
        (b'>', ..) => ">",
        (b'<', b'<', b'=') => "<<=",
        (b'<', b'=', _) => "<=",
        (b'<', b'<', _) => "<<",
        (b'<', ..) => "<",
        (b'.', b'.', b'.') => "...",
        (b'.', ..) => ".",
        (b'-', b'>', _) => "->",
        (b'-', b'=', _) => "-=",
        (b'-', ..) => "-",
        (b':', b'=', _) => ":=",
        (b':', ..) => ":",
        (b'=', b'=', _) => "==",
        (b'=', ..) => "=",
        (b'!', b'=', _) => "!=",
        (b'+', b'=', _) => "+=",
        (b'+', ..) => "+",
        (b'%', b'=', _) => "%=",
        (b'%', ..) => "%",
        (b'&', b'=', _) => "&=",
        (b'&', ..) => "&",
        (b'|', b'=', _) => "|=",
        (b'|', ..) => "|",
        (b'^', b'=', _) => "^=",
        (b'^', ..) => "^",
        (b'@', b'=', _) => "@=",
        (b'@', ..) => "@",
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
    let tok = |kind: Kind, start: usize, end: usize| Token {
        kind,
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
                out.push(tok(Kind::Indent, j, j));
            } else {
                while width < *indents.last().expect("the base level stays") {
                    indents.pop();
                    out.push(tok(Kind::Dedent, j, j));
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
                    out.push(tok(Kind::Newline, i, i + 1));
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
                out.push(tok(Kind::Str, i, end));
                i = end;
            }
            b'0'..=b'9' => {
                let (kind, end) = number(src, i)?;
                out.push(tok(kind, i, end));
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
                let kind = match keyword(word) {
                    Some(k) => Kind::Keyword(k),
                    // Soft keywords start statements Python parses differently.
                    None if matches!(word, "match" | "case" | "type") => return None,
                    None => Kind::Name,
                };
                out.push(tok(kind, i, j));
                i = j;
            }
            b'.' if b.get(i + 1).is_some_and(u8::is_ascii_digit) => return None,
            _ => {
                let op = operator(&b[i..])?;
                match op {
                    "(" | "[" | "{" => depth += 1,
                    ")" | "]" | "}" => depth = depth.checked_sub(1)?,
                    _ => {}
                }
                out.push(tok(Kind::Op(op), i, i + op.len()));
                i += op.len();
            }
        }
    }
    if depth != 0 {
        return None;
    }
    if out
        .last()
        .is_some_and(|t| !matches!(t.kind, Kind::Newline | Kind::Dedent | Kind::Indent))
    {
        out.push(tok(Kind::Newline, b.len(), b.len()));
    }
    while indents.len() > 1 {
        indents.pop();
        out.push(tok(Kind::Dedent, b.len(), b.len()));
    }
    out.push(tok(Kind::Eof, b.len(), b.len()));
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
fn number(src: &str, i: usize) -> Option<(Kind, usize)> {
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
        return Some((Kind::Float(text.parse().ok()?), j));
    }
    // Python rejects leading zeros (`007`).
    if text.len() > 1 && text.starts_with('0') {
        return None;
    }
    Some((Kind::Int(text.parse().ok()?), j))
}
