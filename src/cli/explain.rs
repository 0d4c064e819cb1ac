//! `tir-eqsat explain FILE`: for each binding semantic CSE introduces, the chosen form with its
//! op count, the original expressions it replaced (each distinct form with its number of
//! occurrences and op count: the alternatives it beat) and, where a form differs from the bound
//! one, the chain of rewrites proving them equal.
//!
//! Invariant: it runs semantic CSE itself (not through the pipeline) because it needs the pass's
//! own record of which e-class each original expression joined; it only prints, never writes.

use super::io;
use tir_eqsat::ir::walk::{walk_func, ExprSite, StmtVisitor};
use tir_eqsat::ir::{visit, Expr, ExprId, PrimFunc};
use tir_eqsat::print_expr;
use tir_eqsat::Limits;
use tir_eqsat::ProveOptions;
use tir_eqsat::{semantic_cse, semantic_rewrites, SemanticConfig};
use tir_eqsat::{Error, Result};

/// Arguments of `explain`.
#[derive(clap::Args, Debug)]
pub struct Args {
    /// Input file.
    file: String,
    /// Only this function.
    #[arg(long = "func")]
    func: Option<String>,
    /// Rules directory (default: ./rules, else the rules shipped with this build).
    #[arg(long)]
    rules: Option<String>,
}

/// The arithmetic, cast and select occurrences at the sites CSE sees, in walk order.
struct Occurrences(Vec<ExprId>);

impl StmtVisitor for Occurrences {
    fn expr(&mut self, f: &PrimFunc, e: ExprId, site: ExprSite) {
        if site.is_cse_site() {
            collect_expr(f, e, &mut self.0);
        }
    }
}

fn collect_expr(f: &PrimFunc, e: ExprId, out: &mut Vec<ExprId>) {
    if matches!(f.expr(e), Expr::Binary(..) | Expr::Cast(_) | Expr::Select(..)) {
        out.push(e);
    }
    if let Expr::Let(_, value, _) = f.expr(e) {
        return collect_expr(f, *value, out);
    }
    visit::expr_children(f.expr(e), |c| collect_expr(f, c, out));
}

/// Prints the explanation of every function of the file (or only `--func`); exit code 0.
pub fn run(a: Args) -> Result<i32> {
    let rules = io::load_rules(a.rules.as_deref())?;
    let (path, only) = (a.file.as_str(), a.func.as_deref());
    let src = io::read_source(path)?;
    let module = tir_eqsat::parse_module(path, &src)?;
    let rewrites = semantic_rewrites(&rules).map_err(io::usage)?;
    let all = tir_eqsat::rewrites(&rules).map_err(io::usage)?;
    let cfg = SemanticConfig {
        rules: rewrites,
        ..SemanticConfig::default()
    };
    let mut found = false;
    for original in module.funcs.iter().filter(|f| only.is_none_or(|n| n == f.name)) {
        found = true;
        let mut opt = original.clone();
        let stats = semantic_cse(&mut opt, &cfg);
        println!("function {}: {} bindings", original.name, stats.cse.bound.len());
        let final_of = |e: ExprId| -> ExprId {
            let c = stats.canonical.get(e.index()).copied().flatten().unwrap_or(e);
            *stats.merged.get(&c).unwrap_or(&c)
        };
        let mut occurrences = Occurrences(Vec::new());
        walk_func(original, &mut occurrences);
        let uses = occurrences.0;
        for (var, bound) in &stats.cse.bound {
            let bound_text = print_expr(&opt, *bound);
            let bound_ops = visit::count_ops(&opt, *bound);
            println!(
                "  {} = {bound_text}    [{bound_ops} ops: the chosen form]",
                opt.var(*var).name
            );
            let mut forms: Vec<(ExprId, usize)> = Vec::new();
            for &u in uses.iter().filter(|&&u| final_of(u) == *bound) {
                match forms.iter_mut().find(|(e, _)| *e == u) {
                    Some((_, n)) => *n += 1,
                    None => forms.push((u, 1)),
                }
            }
            for (form, n) in forms {
                let text = print_expr(original, form);
                let same = text == bound_text;
                println!(
                    "    {} x{n}  {text}    [{} ops]",
                    if same { "replaces" } else { "replaces (equal form)" },
                    visit::count_ops(original, form)
                );
                if same {
                    continue;
                }
                let dtype = original.dtype(form);
                let mut bools = Vec::new();
                let l = tir_eqsat::parse_term(&tir_eqsat::print_sexpr(original, form), dtype, &mut bools);
                let r = tir_eqsat::parse_term(&tir_eqsat::print_sexpr(&opt, *bound), dtype, &mut bools);
                if let (Ok(l), Ok(r)) = (l, r) {
                    let opts = ProveOptions {
                        dtype,
                        facts: Vec::new(),
                        limits: Limits::default(),
                        explain: true,
                        canonical: true,
                    };
                    let p = tir_eqsat::prove(&l, &r, &all, &bools, &opts);
                    for line in p
                        .explanation
                        .unwrap_or_else(|| "(equal under the loop ranges; no standalone proof)".into())
                        .lines()
                    {
                        println!("        {line}");
                    }
                }
            }
        }
    }
    if !found {
        return Err(Error::Usage(format!(
            "{path}: no function named `{}`",
            only.unwrap_or("")
        )));
    }
    Ok(0)
}
