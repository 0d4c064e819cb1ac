//! The crate's error type. Every error about user input carries a [`Span`] (file, line,
//! column, the offending line) so the CLI can print `file:line:col` and exit with code 2.

use std::fmt;

/// A position in a user-supplied file, 1-based line and column.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Span {
    /// File name as given on the command line (`-` for standard input).
    pub file: String,
    /// 1-based line.
    pub line: usize,
    /// 1-based column (in characters).
    pub col: usize,
    /// The full text of the offending line.
    pub line_text: String,
}

impl Span {
    /// The span of byte `offset` in `source`.
    pub fn at(file: &str, source: &str, offset: usize) -> Span {
        let offset = offset.min(source.len());
        let mut offset = offset;
        while !source.is_char_boundary(offset) {
            offset -= 1;
        }
        let line_start = source[..offset].rfind('\n').map_or(0, |i| i + 1);
        let line_end = source[offset..].find('\n').map_or(source.len(), |i| offset + i);
        Span {
            file: file.to_string(),
            line: source[..offset].matches('\n').count() + 1,
            col: source[line_start..offset].chars().count() + 1,
            line_text: source[line_start..line_end].trim_end_matches('\r').to_string(),
        }
    }
}

impl fmt::Display for Span {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}:{}", self.file, self.line, self.col)
    }
}

/// Every error the library reports.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    /// Malformed or unsupported input text.
    #[error("{}", render_input_error(.span, .message))]
    Input {
        /// Where.
        span: Span,
        /// What was found and what was expected.
        message: String,
    },
    /// A file could not be read or written.
    #[error("{path}: {source}")]
    Io {
        /// The path involved.
        path: String,
        /// The underlying error.
        source: std::io::Error,
    },
    /// Bad command-line usage or option value (no source location).
    #[error("{0}")]
    Usage(String),
    /// The reference interpreter hit an error in the program (overflow, division by zero,
    /// out-of-bounds access, ...), or a construct it cannot model (`unsupported: ...`).
    #[error("{0}")]
    Runtime(String),
}

/// Longest line shown whole under an error; a longer one (a generated expression) is shown as
/// the window of [`CONTEXT`] characters on each side of the column.
const MAX_SHOWN: usize = 160;
const CONTEXT: usize = 70;

fn render_input_error(span: &Span, message: &str) -> String {
    let gutter = span.line.to_string().len();
    let chars: Vec<char> = span.line_text.chars().collect();
    let at = span.col.saturating_sub(1).min(chars.len());
    let (start, end) = if chars.len() <= MAX_SHOWN {
        (0, chars.len())
    } else {
        (at.saturating_sub(CONTEXT), (at + CONTEXT).min(chars.len()))
    };
    let (before, after) = (
        if start > 0 { "..." } else { "" },
        if end < chars.len() { "..." } else { "" },
    );
    let shown: String = chars[start..end].iter().collect();
    let caret_pad: String = " ".repeat(before.len())
        + &chars[start..at]
            .iter()
            .map(|&c| if c == '\t' { '\t' } else { ' ' })
            .collect::<String>();
    format!(
        "{span}: error: {message}\n{:gutter$} |\n{} | {before}{shown}{after}\n{:gutter$} | {caret_pad}^",
        "", span.line, ""
    )
}

/// Result with the crate's [`Error`].
pub type Result<T> = std::result::Result<T, Error>;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_long_line_is_shown_as_a_window_around_the_column() {
        let line = format!("    B[0] = {}x", "not ".repeat(1000));
        let span = Span::at("f.py", &line, 2000);
        let text = render_input_error(&span, "too long");
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines[0], "f.py:1:2001: error: too long");
        assert!(lines[2].len() < 2 * CONTEXT + 20 && lines[2].starts_with("1 | ...") && lines[2].ends_with("..."));
        // The caret stands under the column's character.
        let caret = lines[3].find('^').unwrap();
        assert_eq!(lines[2].as_bytes()[caret], line.as_bytes()[2000]);
        // A short line is shown whole.
        let short = render_input_error(&Span::at("f.py", "x = (", 4), "m");
        assert!(short.ends_with("1 | x = (\n  |     ^"), "{short}");
    }
}
