//! Pass pipelines by name (`simplify,cse`), as `tir-eqsat opt --passes` and `bench` run them:
//! one place that maps a name to a pass and its configuration and reports what it did.
//!
//! Invariant: every pass leaves a well-formed function; `run` verifies it and reports a
//! violation as an error instead of returning an ill-formed program.

use crate::egraph::Report;
use crate::passes::{self, SemanticConfig, SimplifyConfig};
use crate::ruleset::Rule;
use crate::PrimFunc;

/// A pass of a pipeline.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Pass {
    /// Bound-aware condition simplification ([`passes::simplify`]).
    Simplify,
    /// Semantic CSE ([`passes::semantic_cse`]).
    Cse,
    /// TVM's syntactic CSE ([`passes::syntactic_cse`]).
    SyntacticCse,
}

impl Pass {
    /// The pass's name on the command line.
    pub fn name(self) -> &'static str {
        match self {
            Pass::Simplify => "simplify",
            Pass::Cse => "cse",
            Pass::SyntacticCse => "syntactic-cse",
        }
    }

    /// Parses `simplify,cse`.
    pub fn parse_list(spec: &str) -> Result<Vec<Pass>, String> {
        spec.split(',')
            .map(str::trim)
            .filter(|s| !s.is_empty())
            .map(|s| match s {
                "simplify" => Ok(Pass::Simplify),
                "cse" | "semantic-cse" => Ok(Pass::Cse),
                "syntactic-cse" => Ok(Pass::SyntacticCse),
                other => Err(format!(
                    "unknown pass `{other}`; expected simplify, cse (semantic) or syntactic-cse"
                )),
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

/// Configurations of the passes, built once from the rules.
#[derive(Clone, Debug)]
pub struct PipelineConfig {
    /// Semantic CSE.
    pub semantic: SemanticConfig,
    /// The simplifier.
    pub simplify: SimplifyConfig,
}

impl PipelineConfig {
    /// Both configurations from one rule set.
    pub fn from_rules(rules: &[Rule]) -> Result<PipelineConfig, Vec<String>> {
        Ok(PipelineConfig {
            semantic: SemanticConfig {
                rewrites: passes::semantic_rewrites(rules)?,
                ..SemanticConfig::default()
            },
            simplify: SimplifyConfig {
                rewrites: passes::simplify_rewrites(rules)?,
                ..SimplifyConfig::default()
            },
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
    /// Simplifier: conditions examined, proven true or false, rewritten; its e-graphs.
    pub simplify: Option<passes::SimplifyStats>,
    /// CSE's e-graph run, when the pass ran one.
    pub egraph: Option<Report>,
}

/// Runs `pass` on `func` in place.
pub fn run(func: &mut PrimFunc, pass: Pass, cfg: &PipelineConfig) -> Result<PassReport, String> {
    let start = std::time::Instant::now();
    let mut report = PassReport {
        pass: pass.name(),
        ..PassReport::default()
    };
    match pass {
        Pass::Simplify => {
            report.simplify = Some(passes::simplify(func, &cfg.simplify));
        }
        Pass::Cse => {
            let s = passes::semantic_cse(func, &cfg.semantic);
            report.bindings = s.cse.bindings;
            report.egraph = s.egraph;
        }
        Pass::SyntacticCse => report.bindings = passes::syntactic_cse(func).bindings,
    }
    report.pass_ms = start.elapsed().as_secs_f64() * 1e3;
    let errors = crate::ir::verify(func);
    if !errors.is_empty() {
        return Err(format!(
            "`{}` produced an ill-formed function `{}`: {}",
            pass.name(),
            func.name,
            errors.join("; ")
        ));
    }
    Ok(report)
}
