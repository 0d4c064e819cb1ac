//! Pass pipelines by name (`simplify,cse`): the one path by which `tir-eqsat cse`, `simplify`,
//! `opt`, `bench` and `demo` run a pass, mapping a name to the pass and its configuration and
//! reporting what it did.
//!
//! Invariants of [`run`]: a pass is only given a well-formed function ([`crate::ir::verify`])
//! with no dead statement or expression, numbered as compaction numbers it
//! ([`crate::ir::compact`]), so running passes one after another in one process sees what
//! running them on printed and re-parsed intermediate text sees. Its result is verified (by
//! [`check_result`] where the caller deferred it, as `cse` does to verify while printing), not
//! compacted (the next pass compacts it; printing and walks never see what no statement
//! reaches): code that scans the arenas themselves compacts first. An ill-formed function,
//! before or after a pass, is returned as [`IllFormed`], never passed on and never a panic.
//! `pass_ms` covers the pass alone (not verification or compaction).

use crate::egraph::Report;
use crate::ir::{verify, Compaction, VerifyError};
use crate::passes::{self, SemanticConfig, SimplifyConfig};
use crate::ruleset::Rule;
use crate::PrimFunc;

/// A pass of a pipeline.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Pass {
    /// Bound-aware condition simplification ([`passes::simplify`]).
    Simplify,
    /// Semantic CSE ([`passes::semantic_cse`]) with [`PipelineConfig::semantic`].
    Cse,
    /// TVM's syntactic CSE ([`passes::syntactic_cse`]).
    SyntacticCse,
    /// Removal of no-op and overwritten stores ([`passes::remove_no_op`]).
    RemoveNoOp,
    /// Loop-invariant conditions hoisted out of loops ([`passes::hoist`]).
    Hoist,
    /// Guarded loops shrunk to the iterations that can run ([`passes::reduce_loop_extents`]).
    ReduceLoopExtents,
    /// `transform_layout` of [`PipelineConfig::layouts`] ([`passes::transform_layout`]).
    Layout,
    /// Loops iterating each buffer of [`PipelineConfig::layouts`] in its layout's order
    /// ([`passes::sequential_access`]).
    SequentialAccess,
    /// Adjacent loops over one range merged ([`passes::merge_loops`]).
    MergeLoops,
    /// Guards and selects removed by computing into the padding ([`passes::overcompute`]).
    Overcompute,
    /// Dead iterations of loop nests skipped behind a guard ([`passes::branching`]).
    Branching,
    /// `overcompute` or `branching`, whichever the cost model prefers ([`passes::padding`]).
    Padding,
    /// Lowering: every `T.assume` dropped ([`passes::remove_assume`]).
    RemoveAssume,
    /// Lowering: every store of `T.undef()` dropped ([`passes::remove_store_undef`]).
    RemoveStoreUndef,
}

/// Every pass, in the order `--help` lists them.
const ALL: [Pass; 14] = [
    Pass::Simplify,
    Pass::Cse,
    Pass::SyntacticCse,
    Pass::RemoveNoOp,
    Pass::Hoist,
    Pass::ReduceLoopExtents,
    Pass::MergeLoops,
    Pass::Layout,
    Pass::SequentialAccess,
    Pass::Overcompute,
    Pass::Branching,
    Pass::Padding,
    Pass::RemoveAssume,
    Pass::RemoveStoreUndef,
];

impl Pass {
    /// The pass's name on the command line.
    pub fn name(self) -> &'static str {
        match self {
            Pass::Simplify => "simplify",
            Pass::Cse => "cse",
            Pass::SyntacticCse => "syntactic-cse",
            Pass::RemoveNoOp => "remove-no-op",
            Pass::Hoist => "hoist",
            Pass::ReduceLoopExtents => "reduce-loop-extents",
            Pass::MergeLoops => "merge-loops",
            Pass::Layout => "layout",
            Pass::SequentialAccess => "sequential-access",
            Pass::Overcompute => "overcompute",
            Pass::Branching => "branching",
            Pass::Padding => "padding",
            Pass::RemoveAssume => "remove-assume",
            Pass::RemoveStoreUndef => "remove-store-undef",
        }
    }

    /// The names of every pass, comma-separated.
    pub fn names() -> String {
        ALL.iter().map(|p| p.name()).collect::<Vec<_>>().join(", ")
    }

    /// Parses `simplify,cse`.
    pub fn parse_list(spec: &str) -> Result<Vec<Pass>, String> {
        spec.split(',')
            .map(str::trim)
            .filter(|s| !s.is_empty())
            .map(|s| match s {
                "semantic-cse" => Ok(Pass::Cse),
                other => ALL
                    .into_iter()
                    .find(|p| p.name() == other)
                    .ok_or_else(|| format!("unknown pass `{other}`; expected one of {}", Pass::names())),
            })
            .collect::<Result<Vec<_>, _>>()
            .and_then(|v| {
                if v.is_empty() {
                    Err("no passes given; expected e.g. --passes simplify,cse".into())
                } else {
                    Ok(v)
                }
            })
    }
}

/// Configurations of the passes, built once. The default has no rewrite rules (syntactic CSE
/// needs none).
#[derive(Clone, Debug, Default)]
pub struct PipelineConfig {
    /// Semantic CSE: rewrites, limits, and the `cse` command's `--placement` and
    /// `--no-bind-predicates` (`placement`, `bind_predicates`).
    pub semantic: SemanticConfig,
    /// The simplifier.
    pub simplify: SimplifyConfig,
    /// Syntactic CSE (TVM 0.27's algorithm; by default without its unsafe speculation of
    /// trapping expressions, see [`passes::CseConfig::speculate_traps`]).
    pub syntactic: passes::CseConfig,
    /// The buffers `layout` transforms, in order (and `sequential-access` iterates).
    pub layouts: Vec<passes::LayoutSpec>,
    /// The target `padding` weighs costs for.
    pub padding_target: passes::Target,
    /// Leave the verification of the result to the caller, who must call [`check_result`]
    /// before using it (the `cse` command verifies while it prints, on another core).
    pub defer_result_check: bool,
}

impl PipelineConfig {
    /// Both configurations from one rule set, with default placement and predicates.
    pub fn from_rules(rules: &[Rule]) -> Result<PipelineConfig, Vec<crate::ruleset::RuleError>> {
        Ok(PipelineConfig {
            semantic: SemanticConfig {
                rules: passes::semantic_rewrites(rules)?,
                ..SemanticConfig::default()
            },
            simplify: SimplifyConfig {
                rewrites: passes::simplify_rewrites(rules)?,
                ..SimplifyConfig::default()
            },
            syntactic: passes::CseConfig::default(),
            layouts: Vec::new(),
            padding_target: passes::Target::default(),
            defer_result_check: false,
        })
    }
}

/// What one pass did to one function.
#[derive(Clone, Debug, Default)]
pub struct PassReport {
    /// Pass name.
    pub pass: &'static str,
    /// Wall time of the pass alone, in milliseconds.
    pub pass_ms: f64,
    /// CSE bindings introduced.
    pub bindings: usize,
    /// Statements a padding transform removed or rewrote.
    pub rewrites: usize,
    /// `padding`: each candidate's cost and the one chosen.
    pub padding: Option<passes::PaddingChoice>,
    /// Simplifier: conditions examined, proven true or false, rewritten; its e-graphs.
    pub simplify: Option<passes::SimplifyStats>,
    /// CSE's e-graph run, when the pass ran one (all partitions together).
    pub egraph: Option<Report>,
    /// CSE's e-graph partitions, each with its own report (program order).
    pub egraph_partitions: Vec<Report>,
    /// Semantic CSE: the wall time of each of its phases in milliseconds, in order (empty for
    /// the other passes).
    pub phases_ms: Vec<(&'static str, f64)>,
}

/// A function that failed [`verify`] before or after a pass.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct IllFormed {
    /// The pass.
    pub pass: &'static str,
    /// The function's name.
    pub function: String,
    /// True when the function was ill-formed before the pass ran.
    pub before: bool,
    /// What [`verify`] found.
    pub violations: Vec<VerifyError>,
}

impl std::fmt::Display for IllFormed {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let what = if self.before { "was given" } else { "produced" };
        write!(
            f,
            "`{}` {what} an ill-formed function `{}`: {}",
            self.pass,
            self.function,
            self.violations
                .iter()
                .map(ToString::to_string)
                .collect::<Vec<_>>()
                .join("; ")
        )
    }
}

impl std::error::Error for IllFormed {}

/// Why a pass failed.
#[derive(Debug)]
pub enum PassError {
    /// The function was ill-formed before or after the pass.
    IllFormed(IllFormed),
    /// `simplify` proved a `T.assume` false where it stands: the program promises something
    /// impossible (the padding RFC makes this a compile-time error).
    FalseAssumption {
        /// The function's name.
        function: String,
        /// The statement's source offset, when it was parsed.
        origin: Option<u32>,
    },
    /// A pass option did not parse (located in the option's text).
    Input(crate::Error),
    /// A transform that does not apply to this function, and why.
    Refused {
        /// The function's name.
        function: String,
        /// Why.
        message: String,
        /// Source offset of the statement that made the pass refuse, when known.
        at: Option<u32>,
    },
}

impl std::fmt::Display for PassError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            PassError::IllFormed(e) => e.fmt(f),
            PassError::FalseAssumption { function, .. } => write!(
                f,
                "in `{function}`: this assumption is false wherever it is reached; \
                 expected a condition that can hold here"
            ),
            PassError::Input(e) => e.fmt(f),
            PassError::Refused { function, message, .. } => write!(f, "in `{function}`: {message}"),
        }
    }
}

impl std::error::Error for PassError {}

impl PassError {
    /// The error as the tool reports it for the text `src` read from `path`: an input error at
    /// `file:line:col` when the statement it concerns was parsed, a run-time error otherwise.
    pub fn into_error(self, path: &str, src: &str) -> crate::Error {
        match self {
            PassError::FalseAssumption { origin: Some(at), .. } | PassError::Refused { at: Some(at), .. } => {
                crate::Error::Input {
                    span: crate::Span::at(path, src, at as usize),
                    message: self.to_string(),
                }
            }
            PassError::Input(e) => e,
            e => crate::Error::Runtime(e.to_string()),
        }
    }
}

impl From<IllFormed> for PassError {
    fn from(e: IllFormed) -> Self {
        PassError::IllFormed(e)
    }
}

/// Verifies `func` as [`run`] does after `pass` unless told to leave it to the caller
/// ([`PipelineConfig::defer_result_check`]).
pub fn check_result(func: &PrimFunc, pass: Pass) -> Result<(), PassError> {
    Ok(check(func, pass, false)?)
}

fn check(func: &PrimFunc, pass: Pass, before: bool) -> Result<(), IllFormed> {
    let violations = verify(func);
    if violations.is_empty() {
        return Ok(());
    }
    Err(IllFormed {
        pass: pass.name(),
        function: func.name.clone(),
        before,
        violations,
    })
}

/// The source offset of statement `i` of `func`, when it was parsed.
fn origin(func: &PrimFunc, i: usize) -> Option<u32> {
    func.origins.get(i).copied().flatten()
}

/// Whether an `if` condition of `func` is an integer rather than a bool: `Some` of the first
/// one's source offset.
fn integer_condition(func: &PrimFunc) -> Option<Option<u32>> {
    let i = func
        .stmts
        .iter()
        .position(|s| matches!(s, crate::ir::Stmt::If { cond, .. } if !func.dtype(*cond).is_bool()))?;
    Some(origin(func, i))
}

/// Whether a loop of `func` has a step other than 1: `Some` of the first one's source offset
/// (`Some(None)` when it was not parsed).
pub(crate) fn stepped_loop(func: &PrimFunc) -> Option<Option<u32>> {
    let i = func
        .stmts
        .iter()
        .position(|s| matches!(s, crate::ir::Stmt::For { step: Some(_), .. }))?;
    Some(origin(func, i))
}

/// The first loop-exit call (`break_loop`, `continue_loop`) among `func`'s statements, with
/// its statement's source offset.
fn loop_exit(func: &PrimFunc) -> Option<(&'static str, Option<u32>)> {
    func.stmts.iter().enumerate().find_map(|(i, s)| match s {
        crate::ir::Stmt::Evaluate(e) => ["break_loop", "continue_loop"]
            .into_iter()
            .find(|call| crate::ir::visit::mentions_call(func, *e, call))
            .map(|call| (call, origin(func, i))),
        _ => None,
    })
}

/// Statements and expression nodes from which a function is verified and compacted by two
/// threads: below, a thread's start costs more than the compaction it hides.
const SIDE_BY_SIDE_NODES: usize = 50_000;

/// Runs `pass` on `func` in place: verify, compact, the pass, verify. On an error `func`
/// holds the ill-formed function.
pub fn run(func: &mut PrimFunc, pass: Pass, cfg: &PipelineConfig) -> Result<PassReport, PassError> {
    // Both only read the function, so on a large one the compaction is made beside the
    // verification, and put in place once the function is found well-formed. Before the scans
    // below: a statement no walk reaches must not refuse the function.
    let (checked, compaction) = if func.stmts.len() + func.exprs.len() >= SIDE_BY_SIDE_NODES {
        std::thread::scope(|s| {
            let compaction = s.spawn(|| Compaction::of(func));
            let checked = check(func, pass, true);
            (
                checked,
                compaction.join().unwrap_or_else(|p| std::panic::resume_unwind(p)),
            )
        })
    } else {
        (check(func, pass, true), Compaction::of(func))
    };
    checked?;
    compaction.apply(func);
    if let Some(at) = integer_condition(func) {
        // The passes reason about conditions as bool facts (negations, implications).
        return Err(PassError::Refused {
            function: func.name.clone(),
            message: "an integer `if` condition (true when nonzero) is not transformed; write `if c != 0:`".into(),
            at,
        });
    }
    if let Some((call, at)) = loop_exit(func) {
        // Every pass reasons as if each statement of a loop body runs once the body starts.
        return Err(PassError::Refused {
            function: func.name.clone(),
            message: format!("`T.{call}()` leaves a loop early, which the passes do not model; the function is read and printed only"),
            at,
        });
    }
    let stepped = stepped_loop(func).filter(|_| !matches!(pass, Pass::Simplify | Pass::Cse | Pass::SyntacticCse));
    if let Some(at) = stepped {
        // The padding passes reason about the values a loop variable takes as its whole range.
        return Err(PassError::Refused {
            function: func.name.clone(),
            message: format!(
                "this loop has a step, and `{}` does not transform a function with one; expected loops without a step",
                pass.name()
            ),
            at,
        });
    }
    let start = std::time::Instant::now();
    let mut report = PassReport {
        pass: pass.name(),
        ..PassReport::default()
    };
    match pass {
        Pass::Simplify => {
            let stats = passes::simplify(func, &cfg.simplify);
            if let Some(&origin) = stats.refuted.first() {
                return Err(PassError::FalseAssumption {
                    function: func.name.clone(),
                    origin,
                });
            }
            report.simplify = Some(stats);
        }
        Pass::Cse => {
            let s = passes::semantic_cse(func, &cfg.semantic);
            report.bindings = s.cse.bindings;
            report.egraph = s.egraph;
            report.egraph_partitions = s.egraph_partitions;
            report.phases_ms = s.phases.phases;
        }
        Pass::SyntacticCse => report.bindings = passes::cse_with(func, &cfg.syntactic).bindings,
        Pass::RemoveNoOp => report.rewrites = passes::remove_no_op(func),
        Pass::Hoist => report.rewrites = passes::hoist(func),
        Pass::ReduceLoopExtents => report.rewrites = passes::reduce_loop_extents(func),
        Pass::MergeLoops => report.rewrites = passes::merge_loops(func),
        Pass::Layout => {
            for spec in &cfg.layouts {
                let done = passes::transform_layout(func, spec).map_err(|e| match e {
                    passes::LayoutError::Input(e) => PassError::Input(e),
                    passes::LayoutError::Refused(message) => PassError::Refused {
                        function: func.name.clone(),
                        message,
                        at: None,
                    },
                })?;
                report.rewrites += done as usize;
            }
        }
        Pass::Overcompute => report.rewrites = passes::overcompute(func),
        Pass::Branching => report.rewrites = passes::branching(func),
        Pass::Padding => report.padding = passes::padding(func, cfg.padding_target),
        Pass::SequentialAccess => {
            for spec in &cfg.layouts {
                report.rewrites += passes::sequential_access(func, &spec.buffer);
            }
        }
        Pass::RemoveAssume => report.rewrites = passes::remove_assume(func),
        Pass::RemoveStoreUndef => report.rewrites = passes::remove_store_undef(func),
    }
    passes::fold_read_back_forms(func);
    report.pass_ms = start.elapsed().as_secs_f64() * 1e3;
    if !cfg.defer_result_check {
        check(func, pass, false)?;
    }
    Ok(report)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn config() -> PipelineConfig {
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("rules");
        PipelineConfig::from_rules(&crate::ruleset::load_dir(&dir).unwrap()).unwrap()
    }

    fn print(f: &PrimFunc) -> String {
        crate::print_module(&crate::Module {
            funcs: vec![f.clone()],
            type_vars: Vec::new(),
            class_name: None,
            attrs: None,
        })
    }

    /// The store in the `else` branch that `simplify` removes must not keep `A` "written" for
    /// the CSE that follows in the same process.
    #[test]
    fn passes_in_one_process_match_passes_over_printed_text() {
        let src = "@T.prim_func
def main(A: T.Buffer((16,), \"int32\"), B: T.Buffer((16,), \"int32\"), n: T.int32):
    T.func_attr({\"tirx.noalias\": True})
    for i in range(8):
        if i < 8:
            B[i] = T.max(A[i] * 3, n) + A[i] * 3
        else:
            A[i] = 0
";
        let cfg = config();
        let mut f = crate::parse_module("t.py", src).unwrap().funcs.remove(0);
        run(&mut f, Pass::Simplify, &cfg).unwrap();
        let mut reparsed = crate::parse_module("t.py", &print(&f)).unwrap().funcs.remove(0);
        run(&mut f, Pass::Cse, &cfg).unwrap();
        run(&mut reparsed, Pass::Cse, &cfg).unwrap();
        assert_eq!(print(&f), print(&reparsed));
        assert!(print(&f).contains("cse_v1: T.let[T.int32] = A[i] * 3"), "{}", print(&f));
    }

    #[test]
    fn an_ill_formed_input_is_an_error_naming_the_pass() {
        let src = "@T.prim_func\ndef f(A: T.Buffer((4,), \"int32\")):\n    A[0] = 1\n";
        let mut f = crate::parse_module("t.py", src).unwrap().funcs.remove(0);
        let x = f.add_var("x", crate::ir::DataType::INT32);
        let value = f.var_ref(x);
        f.body = f.add_stmt(crate::ir::Stmt::Evaluate(value));
        let PassError::IllFormed(e) = run(&mut f, Pass::SyntacticCse, &PipelineConfig::default()).unwrap_err() else {
            panic!("expected an ill-formed function");
        };
        assert!(e.before);
        assert!(e
            .to_string()
            .starts_with("`syntactic-cse` was given an ill-formed function `f`"));
    }

    /// A function large enough to be verified and compacted by two threads.
    fn large() -> PrimFunc {
        let mut src =
            String::from("@T.prim_func\ndef f(A: T.Buffer((32768,), \"int32\"), B: T.Buffer((32768,), \"int32\")):\n");
        for k in 0..6_000 {
            src += &format!("    for i in range(4):\n        A[i * 4 + {k}] = B[i * 4 + {k}] * B[i + {k}] + {k}\n");
        }
        let f = crate::parse_module("t.py", &src).unwrap().funcs.remove(0);
        assert!(f.stmts.len() + f.exprs.len() >= SIDE_BY_SIDE_NODES);
        f
    }

    #[test]
    fn a_large_function_is_verified_and_compacted_as_a_small_one() {
        let mut piped = large();
        let mut by_hand = piped.clone();
        run(&mut piped, Pass::SyntacticCse, &PipelineConfig::default()).unwrap();
        crate::ir::compact(&mut by_hand);
        passes::cse_with(&mut by_hand, &PipelineConfig::default().syntactic);
        assert_eq!(format!("{piped:?}"), format!("{by_hand:?}"));
    }

    #[test]
    fn a_large_ill_formed_function_is_refused_and_left_as_it_was() {
        let mut f = large();
        let x = f.add_var("x", crate::ir::DataType::INT32);
        let value = f.var_ref(x);
        let stray = f.add_stmt(crate::ir::Stmt::Evaluate(value));
        let crate::ir::Stmt::Seq(items) = &mut f.stmts[f.body.index()] else {
            panic!("a body of several statements")
        };
        items.push(stray);
        let before = format!("{f:?}");
        let refused = run(&mut f, Pass::SyntacticCse, &PipelineConfig::default());
        assert!(
            matches!(refused, Err(PassError::IllFormed(ref e)) if e.before),
            "{refused:?}"
        );
        assert_eq!(format!("{f:?}"), before);
    }
}
