//! Cheap checks on raw text before the Python parser sees it: bracket nesting and indentation
//! depth are bounded, so no input can exhaust the stack of the parser, of the AST's drop or of
//! our own recursive lowering.
//!
//! Invariant: text that passes has at most [`MAX_NESTING`] open brackets at any point and at
//! most [`MAX_NESTING`] distinct indentation levels.

use crate::error::{Error, Result, Span};
use crate::tvmscript::pyparse::Nesting;

/// Deepest bracket nesting and block nesting accepted. TVM's printed kernels stay under 30;
/// 200 leaves ample room while keeping recursion far from any stack limit.
pub const MAX_NESTING: usize = 200;

/// Longest chain of operators (symbols and the words `not`, `and`, `or`) in one logical line
/// (backslash continuations included) that we accept: each operator adds an AST level, so this
/// bounds expression depth the same way brackets are bounded.
pub const MAX_OPERATORS_PER_LINE: usize = 1_000;

/// Whether the nesting a token stream of the whole text shows proves that [`check_nesting`]
/// passes, so that it need not run: brackets, levels and operators per line within the limits,
/// and no continued line (whose indentation the check counts as a level and the tokens do not
/// show). The tokenizer counts operators as this check does, character by character.
pub fn vouched_by(tokens: &Nesting) -> bool {
    tokens.brackets <= MAX_NESTING
        && tokens.levels <= MAX_NESTING
        && tokens.operators_in_line <= MAX_OPERATORS_PER_LINE
        && !tokens.continued_lines
}

/// Rejects input nested deeper than the limits, pointing at the first offending character.
pub fn check_nesting(file: &str, src: &str) -> Result<()> {
    let mut depth = 0usize;
    let mut in_string: Option<u8> = None;
    let mut ops_in_line = 0usize;
    let mut prev = b'\0';
    let mut escaped = false;
    let too_many = |offset: usize| Error::Input {
        span: Span::at(file, src, offset),
        message: format!(
            "more than {MAX_OPERATORS_PER_LINE} operators in one statement; expected expressions of reasonable size"
        ),
    };
    // Bytes, not chars: every byte this looks at is ASCII, and no byte of a multi-byte UTF-8
    // character is. Words and comments are skipped whole (most of a kernel's bytes).
    let bytes = src.as_bytes();
    let word_byte = |c: u8| c.is_ascii_alphanumeric() || c == b'_';
    let mut offset = 0;
    while offset < bytes.len() {
        let c = bytes[offset];
        if let Some(q) = in_string {
            // A backslash escapes the next character only (`"\\"` ends the string).
            if escaped {
                escaped = false;
            } else if c == b'\\' {
                escaped = true;
            } else if c == q {
                in_string = None;
            }
            prev = c;
            offset += 1;
            continue;
        }
        match c {
            // A comment runs to the end of its line (the newline is looked at next).
            b'#' => {
                offset = bytes[offset..]
                    .iter()
                    .position(|&b| b == b'\n')
                    .map_or(bytes.len(), |n| offset + n);
                prev = b'#';
                continue;
            }
            b'"' | b'\'' => in_string = Some(c),
            b'(' | b'[' | b'{' => {
                depth += 1;
                if depth > MAX_NESTING {
                    return Err(Error::Input {
                        span: Span::at(file, src, offset),
                        message: format!(
                            "brackets nested deeper than {MAX_NESTING} levels; expected a TVMScript expression of reasonable depth"
                        ),
                    });
                }
            }
            b')' | b']' | b'}' => depth = depth.saturating_sub(1),
            b'+' | b'-' | b'*' | b'/' | b'%' | b'<' | b'>' | b'=' | b'&' | b'|' | b'^' | b'~' => {
                ops_in_line += 1;
                if ops_in_line > MAX_OPERATORS_PER_LINE {
                    return Err(too_many(offset));
                }
            }
            // A backslash continuation keeps the logical line going.
            b'\n' if depth == 0 && prev != b'\\' && !(prev == b'\r' && src[..offset].ends_with("\\\r")) => {
                ops_in_line = 0
            }
            // A word, whole: `not`, `and` and `or` are operators too.
            c if word_byte(c) => {
                let end = bytes[offset..]
                    .iter()
                    .position(|&b| !word_byte(b))
                    .map_or(bytes.len(), |n| offset + n);
                if matches!(&src[offset..end], "not" | "and" | "or") {
                    ops_in_line += 1;
                    if ops_in_line > MAX_OPERATORS_PER_LINE {
                        return Err(too_many(offset));
                    }
                }
                prev = bytes[end - 1];
                offset = end;
                continue;
            }
            _ => {}
        }
        prev = c;
        offset += 1;
    }
    check_indentation(file, src)
}

fn check_indentation(file: &str, src: &str) -> Result<()> {
    let mut levels: Vec<usize> = vec![0];
    let mut offset = 0;
    for line in src.split_inclusive('\n') {
        let trimmed = line.trim_start_matches([' ', '\t']);
        let indent = line.len() - trimmed.len();
        let blank = trimmed.trim().is_empty() || trimmed.starts_with('#');
        if !blank {
            while levels.last().is_some_and(|&l| l > indent) {
                levels.pop();
            }
            if levels.last().is_some_and(|&l| l < indent) {
                levels.push(indent);
            }
            if levels.len() > MAX_NESTING {
                return Err(Error::Input {
                    span: Span::at(file, src, offset + indent),
                    message: format!("blocks nested deeper than {MAX_NESTING} levels"),
                });
            }
        }
        offset += line.len();
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tvmscript::pyparse::tokenize_measured;
    use crate::tvmscript::test_corpus::corpus;

    /// Where the tokens vouch for a text, the check passes it; over each limit, and on
    /// continued lines, they do not vouch.
    #[test]
    fn the_tokens_vouch_only_for_text_the_check_passes() {
        let deep_brackets = format!("x = {}1{}\n", "(".repeat(MAX_NESTING + 1), ")".repeat(MAX_NESTING + 1));
        let many_operators = format!("x = 1{}\n", " + 1".repeat(MAX_OPERATORS_PER_LINE));
        let exponents = format!("x = 1{}\n", " * 1e-05".repeat(MAX_OPERATORS_PER_LINE / 2 + 1));
        let deep_blocks: String = (0..MAX_NESTING)
            .map(|k| format!("{}if a:\n", " ".repeat(k)))
            .collect::<String>()
            + &" ".repeat(MAX_NESTING)
            + "x = 1\n";
        let continued = "x = (1 +\n        2)\ny = 1 + \\\n    2\n".to_string();
        let over = [deep_brackets, many_operators, exponents, deep_blocks, continued];
        for src in &over {
            let lexed = tokenize_measured(src).expect("inside the fast subset");
            assert!(!vouched_by(&lexed.nesting), "{src}");
        }
        let mut vouched = 0;
        for (name, src) in corpus() {
            if tokenize_measured(&src).is_some_and(|l| vouched_by(&l.nesting)) {
                assert!(check_nesting(&name, &src).is_ok(), "{name}");
                vouched += 1;
            }
        }
        assert!(vouched > 100, "{vouched}");
        // At the limits themselves, both pass.
        let at_limit = format!("x = 1{}\n", " + 1".repeat(MAX_OPERATORS_PER_LINE - 1));
        let lexed = tokenize_measured(&at_limit).unwrap();
        assert!(vouched_by(&lexed.nesting) && check_nesting("x", &at_limit).is_ok());
    }
}
