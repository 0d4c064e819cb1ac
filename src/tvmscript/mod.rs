//! TVMScript front end and printer (the text format of TVM 0.27).

pub(crate) mod const_fold;
mod objects;
mod parse;
mod print;
mod pyparse;
#[cfg(test)]
pub(crate) mod test_corpus;

pub use objects::describe_func;
pub use parse::{parse_lambda, parse_module, MAX_NESTING, MAX_STATEMENTS};
pub use print::{print_expr, print_func, print_module};
