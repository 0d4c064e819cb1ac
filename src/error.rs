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

fn render_input_error(span: &Span, message: &str) -> String {
    let gutter = span.line.to_string().len();
    let caret_pad: String = span
        .line_text
        .chars()
        .take(span.col.saturating_sub(1))
        .map(|c| if c == '\t' { '\t' } else { ' ' })
        .collect();
    format!(
        "{span}: error: {message}\n{:gutter$} |\n{} | {}\n{:gutter$} | {caret_pad}^",
        "", span.line, span.line_text, ""
    )
}

/// Result with the crate's [`Error`].
pub type Result<T> = std::result::Result<T, Error>;
