//! A long block (a function body, or the body of a loop or conditional the main thread meets)
//! lowered in chunks on several threads: after its leading statements (lowered first, in
//! sequence), its statements are cut into runs of about equal token counts, each run is
//! lowered into its own copy of the lowerer as the leading statements left it, and the copies'
//! additions are appended to the function in order ([`crate::ir::append`]). A run cuts none of
//! its own blocks, so there are never more runs at once than cores.
//!
//! Invariant: the function is exactly the one the sequential lowering makes (same ids, same
//! arenas). That holds because a run starts only after statements that leave the scope as they
//! found it (loops, conditionals and stores, whose names live inside them), so each run starts
//! from the scope the sequential lowering would start it in; and each copy is checked to have
//! left everything a later run could read as it found it (the arenas made before, the
//! function's signature and attributes, the thread tags, the scope). When a check fails, a run
//! fails or the statement count passes its bound, the rest of the block is lowered again in
//! sequence.

use super::{Direct, Step};
use crate::ir::append::{append_additions, Prefix};
use crate::ir::{PrimFunc, StmtId};
use crate::tvmscript::parse::{Lowerer, MAX_STATEMENTS};

/// How a block may be cut into runs.
#[derive(Clone, Copy, Debug)]
pub(in crate::tvmscript::parse) struct Runs {
    /// Most runs of one block.
    most: usize,
    /// Fewest tokens a run holds.
    min_tokens: usize,
}

impl Runs {
    /// No cutting: one run.
    pub(super) const SEQUENTIAL: Runs = Runs {
        most: 1,
        min_tokens: usize::MAX,
    };

    /// Whether a block of `tokens` tokens is long enough to look for cuts in.
    pub(super) fn worth_cutting(&self, tokens: usize) -> bool {
        self.most > 1 && tokens / 2 >= self.min_tokens
    }

    /// One run per core, each of at least 250,000 tokens (about 700 KB of text): below that
    /// a thread's start and the appending cost more than the parallel lowering saves.
    pub(in crate::tvmscript::parse) fn for_this_machine() -> Runs {
        let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
        Runs {
            most: cores.min(8),
            min_tokens: 250_000,
        }
    }
}

/// The block (or function body) at the cursor, after its `INDENT` and in its frame, through its
/// `Dedent` at token `end`, as one sequence; `statements` are its statement starts with
/// whether each leaves the scope as it found it. The statements before the first such one
/// (TVM prints `T.func_attr`, declarations and allocations there) are lowered first, in
/// sequence, and the runs start from the lowerer they leave.
pub(super) fn block(d: &mut Direct, statements: &[(usize, bool)], end: usize) -> Step<StmtId> {
    let start = d.p.mark();
    let lead = statements.iter().position(|&(_, neutral)| neutral);
    let cuts = lead.map_or_else(Vec::new, |l| cuts(&statements[l..], end, d.runs));
    let Some(lead) = lead.filter(|_| !cuts.is_empty()) else {
        d.lw.func.exprs.reserve(nodes_for(end - start));
        return d.items();
    };
    let mut items = d.statements_until(Some(statements[lead].0))?;
    let from = d.p.mark();
    // The copies start from the lowerer as it is, before room is made for the whole block.
    let header = d.lw.clone();
    d.lw.func.exprs.reserve(nodes_for(end - from));
    match in_runs(d, &header, &cuts, end) {
        Some(rest) => items.extend(rest),
        None => {
            d.p.reset(from);
            d.lw = header;
            items.extend(d.statements_until(None)?);
        }
    }
    Ok(d.lw.seq(items))
}

/// Room to make in an expression arena for `tokens` tokens of a block: TVM's printed kernels
/// hold one distinct node per 7 to 15 tokens (hash-consing shares the repeated ones).
fn nodes_for(tokens: usize) -> usize {
    tokens / 6
}

/// Where runs after the first start: statement starts of the block that only scope-neutral
/// statements precede, about `(end - start) / runs.most` tokens apart, none closer than
/// `runs.min_tokens` to the previous cut or to the block's `end`.
fn cuts(statements: &[(usize, bool)], end: usize, runs: Runs) -> Vec<usize> {
    let Runs { most: runs, min_tokens } = runs;
    let Some(&(first, _)) = statements.first() else {
        return Vec::new();
    };
    let span = end.saturating_sub(first);
    if runs < 2 || span < min_tokens.saturating_mul(2) {
        return Vec::new();
    }
    let step = (span / runs).max(min_tokens);
    let neutral_prefix = statements
        .iter()
        .position(|&(_, neutral)| !neutral)
        .unwrap_or(statements.len());
    let candidates = statements[1..=neutral_prefix.min(statements.len() - 1)]
        .iter()
        .map(|&(at, _)| at);
    let mut out = Vec::new();
    let mut last = first;
    for at in candidates {
        if out.len() + 1 == runs {
            break;
        }
        if at - last >= step && end - at >= min_tokens {
            out.push(at);
            last = at;
        }
    }
    out
}

/// What one run made: its items, its lowerer, and where its cursor ended.
type Run<'a> = (Vec<StmtId>, Lowerer<'a>, usize);

/// The block's items lowered in runs starting at `cuts` and appended into `d`'s function, or
/// `None` when a run failed or a check of the module docs does not hold.
fn in_runs<'a>(
    d: &mut Direct<'a, '_, '_>,
    header: &Lowerer<'a>,
    cuts: &[usize],
    block_end: usize,
) -> Option<Vec<StmtId>> {
    let base = d.p.clone();
    let (first, later) = std::thread::scope(|s| {
        let handles: Vec<_> = cuts
            .iter()
            .enumerate()
            .map(|(k, &cut)| {
                let mut p = base.clone();
                let end = cuts.get(k + 1).copied();
                s.spawn(move || -> Option<Run<'a>> {
                    p.reset(cut);
                    // A run cuts none of its own blocks: the cores are taken.
                    let mut run = Direct {
                        p: &mut p,
                        lw: header.clone(),
                        runs: Runs::SEQUENTIAL,
                        block_ends: None,
                    };
                    run.lw.func.exprs.reserve(nodes_for(end.unwrap_or(block_end) - cut));
                    let items = run.statements_until(end).ok()?;
                    let at = run.p.mark();
                    Some((items, run.lw, at))
                })
            })
            .collect();
        let runs = std::mem::replace(&mut d.runs, Runs::SEQUENTIAL);
        let first = d.statements_until(Some(cuts[0])).ok();
        d.runs = runs;
        let later: Vec<Option<Run<'a>>> = handles
            .into_iter()
            .map(|h| h.join().unwrap_or_else(|p| std::panic::resume_unwind(p)))
            .collect();
        (first, later)
    });
    let mut items = first?;
    let prefix = Prefix::of(&header.func);
    if !left_as_found(header, &d.lw, prefix, true) {
        return None;
    }
    let last = later.len() - 1;
    let mut statements = d.lw.statements;
    let mut end = 0;
    for (k, run) in later.into_iter().enumerate() {
        let (run_items, lw, at) = run?;
        if !left_as_found(header, &lw, prefix, k < last) {
            return None;
        }
        statements += lw.statements - header.statements;
        let renumbered = append_additions(&mut d.lw.func, &lw.func, prefix);
        items.extend(run_items.iter().map(|&i| renumbered.stmt(i)));
        d.lw.undef_lowered |= lw.undef_lowered;
        end = at;
    }
    if statements > MAX_STATEMENTS {
        return None;
    }
    d.lw.statements = statements;
    d.p.reset(end);
    Some(items)
}

/// Whether a run's lowerer left what a later run reads as it found it in `header` (the
/// lowerer the runs started from): the arenas made before the runs, the signature, attributes
/// and thread tags, and (`scoped`: a run other than the last) the names in scope.
fn left_as_found(header: &Lowerer, run: &Lowerer, prefix: Prefix, scoped: bool) -> bool {
    let (h, f): (&PrimFunc, &PrimFunc) = (&header.func, &run.func);
    prefix.unchanged(h, f)
        && f.params == h.params
        && f.shape_vars == h.shape_vars
        && f.attrs == h.attrs
        && f.ret_type == h.ret_type
        && run.env_thread_tags == header.env_thread_tags
        && run.frames.len() == header.frames.len()
        && (!scoped || run.frames == header.frames)
}

#[cfg(test)]
mod tests {
    use super::{cuts, Runs};
    use crate::tvmscript::pyparse::tokenize;
    use crate::tvmscript::test_corpus::corpus;
    use std::fmt::Write;

    /// A function of `n` groups of statements of every kind the runs meet: leading ones
    /// (an attribute, a binding), loops with nested loops and conditionals, stores,
    /// conditionals with `else`, and every seventh group a binding later groups use.
    fn mixed(n: usize) -> String {
        let mut s = String::from(
            "@T.prim_func\ndef f(A: T.Buffer((4096,), \"int32\"), B: T.Buffer((4096,), \"int32\"), n: T.int32):\n    T.func_attr({\"tirx.noalias\": True})\n    c: T.let[T.int32] = n * 2\n",
        );
        for k in 0..n {
            let _ = match k % 7 {
                0..=2 => writeln!(
                    s,
                    "    for i in range(4):\n        for j in range(2):\n            A[i * 8 + j + {k}] = B[i + {k}] * c\n        if i < n:\n            B[i + {k}] = A[i] + {k}"
                ),
                3 => writeln!(s, "    A[{k}] = B[{k}] + c * {k}"),
                4 => writeln!(s, "    if n > {k}:\n        A[{k}] = 1\n    else:\n        A[{k}] = c"),
                5 => writeln!(s, "    for i in range(8):\n        B[i + {k}] = A[i * 2] // (c + 1)"),
                _ => writeln!(s, "    d{k}: T.let[T.int32] = c + {k}\n    A[{k}] = d{k} * B[{k}]"),
            };
        }
        s
    }

    /// Every file the repository holds and functions of every statement kind, lowered with
    /// blocks cut into runs of a few statements, give exactly the function (every arena, id
    /// for id) that the sequential lowering gives.
    #[test]
    fn a_body_lowered_in_runs_is_the_body_lowered_in_sequence() {
        let mut sources = corpus();
        sources.extend([3, 20, 200].map(|n| (format!("mixed {n}"), mixed(n))));
        let mut read = 0;
        for (name, src) in &sources {
            let Some(tokens) = tokenize(src) else { continue };
            let sequential = super::super::parse_module_in(name, src, &tokens, Runs::SEQUENTIAL);
            for runs in [2, 3, 8] {
                let cut = Runs {
                    most: runs,
                    min_tokens: 8,
                };
                let in_runs = super::super::parse_module_in(name, src, &tokens, cut);
                assert_eq!(
                    format!("{sequential:?}"),
                    format!("{in_runs:?}"),
                    "{name} in {runs} runs"
                );
            }
            read += usize::from(sequential.is_some());
        }
        assert!(read > 100, "{read}");
    }

    #[test]
    fn runs_start_only_after_statements_that_leave_the_scope_as_found() {
        let runs = Runs {
            most: 4,
            min_tokens: 10,
        };
        // Statements at tokens 0, 20, ..., 180; the body's Dedent at 200.
        let neutral: Vec<(usize, bool)> = (0..10).map(|k| (20 * k, true)).collect();
        assert_eq!(cuts(&neutral, 200, runs), vec![60, 120, 180]);
        // The fourth statement binds a name: no run starts after it.
        let mut binding = neutral.clone();
        binding[3].1 = false;
        assert_eq!(cuts(&binding, 200, runs), vec![60]);
        binding[0].1 = false;
        assert_eq!(cuts(&binding, 200, runs), Vec::<usize>::new());
        // Too short to cut, and one run only.
        assert_eq!(
            cuts(
                &neutral,
                200,
                Runs {
                    most: 4,
                    min_tokens: 150
                }
            ),
            Vec::<usize>::new()
        );
        assert_eq!(
            cuts(&neutral, 200, Runs { most: 1, min_tokens: 1 }),
            Vec::<usize>::new()
        );
    }
}
