//! `tir-eqsat explain FILE`: for each binding semantic CSE introduces, the chosen form with its
//! op count, which storage it loads that the function writes (it is then bound after the last
//! write), the original expressions it replaced (each distinct form with its number of
//! occurrences and op count: the alternatives it beat), the expressions that took a cheaper
//! form the rules made around it (`j * 256 + tx < n` as `j * 256 < n - tx`) and, where a form
//! differs, the chain of rewrites proving them equal under the ranges the pass knew.
//!
//! Invariant: it runs semantic CSE itself (not through the pipeline) because it needs the pass's
//! own record of which e-class each original expression joined; it only prints, never writes.

use super::io;
use std::collections::{HashMap, HashSet};
use tir_eqsat::ir::walk::{walk_func, ExprSite, StmtVisitor};
use tir_eqsat::ir::{visit, Expr, ExprId, PrimFunc};
use tir_eqsat::print_expr;
use tir_eqsat::Limits;
use tir_eqsat::ProveOptions;
use tir_eqsat::{semantic_cse, semantic_rewrites, SemanticConfig, SemanticStats};
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

/// The arithmetic, cast, select, load and call occurrences at the sites CSE sees, in walk
/// order.
struct Occurrences(Vec<ExprId>);

impl StmtVisitor for Occurrences {
    fn expr(&mut self, f: &PrimFunc, e: ExprId, site: ExprSite) {
        if site.is_cse_site() {
            collect_expr(f, e, &mut self.0);
        }
    }
}

fn collect_expr(f: &PrimFunc, e: ExprId, out: &mut Vec<ExprId>) {
    if matches!(
        f.expr(e),
        Expr::Binary(..) | Expr::Cast(_) | Expr::Select(..) | Expr::Load(..) | Expr::Call(..)
    ) {
        out.push(e);
    }
    if let Expr::Let(_, value, _) = f.expr(e) {
        return collect_expr(f, *value, out);
    }
    visit::expr_children(f.expr(e), |c| collect_expr(f, c, out));
}

/// The input's occurrences (by position in walk order) grouped by the form semantic CSE gave
/// each, and the forms holding each bound expression: built once per function, so that a
/// binding finds its uses without scanning every occurrence (on the grouped 2.6M-node kernel
/// each of 71,249 bindings scanned them all: 40k lines of output in 5 minutes).
struct UsesByForm {
    /// Positions of the occurrences of each final form, in walk order.
    at: HashMap<ExprId, Vec<usize>>,
    /// The final forms strictly holding each bound expression, each once.
    holders: HashMap<ExprId, Vec<ExprId>>,
}

impl UsesByForm {
    fn new(uses: &[ExprId], opt: &PrimFunc, stats: &SemanticStats) -> UsesByForm {
        let mut at: HashMap<ExprId, Vec<usize>> = HashMap::new();
        let mut forms = Vec::new();
        for (k, &u) in uses.iter().enumerate() {
            if let Some(form) = stats.form_of(u) {
                let positions = at.entry(form).or_default();
                if positions.is_empty() {
                    forms.push(form);
                }
                positions.push(k);
            }
        }
        let bound: HashSet<ExprId> = stats.cse.bound.iter().map(|&(_, e)| e).collect();
        let mut holders: HashMap<ExprId, Vec<ExprId>> = HashMap::new();
        for form in forms {
            let (mut stack, mut seen) = (vec![form], HashSet::from([form]));
            while let Some(x) = stack.pop() {
                if x != form && bound.contains(&x) {
                    holders.entry(x).or_default().push(form);
                }
                visit::expr_children(opt.expr(x), |c| {
                    if seen.insert(c) {
                        stack.push(c);
                    }
                });
            }
        }
        UsesByForm { at, holders }
    }

    /// Positions of the occurrences whose final form is `bound`, in walk order.
    fn uses_of(&self, bound: ExprId) -> impl Iterator<Item = usize> + '_ {
        self.at.get(&bound).into_iter().flatten().copied()
    }

    /// Positions of the occurrences whose final form strictly holds `bound`, in walk order.
    fn uses_of_holders(&self, bound: ExprId) -> Vec<usize> {
        let mut positions: Vec<usize> = self
            .holders
            .get(&bound)
            .into_iter()
            .flatten()
            .flat_map(|form| self.uses_of(*form))
            .collect();
        positions.sort_unstable();
        positions
    }
}

/// The buffers `e` loads whose storage is `written` (per storage root,
/// [`tir_eqsat::written_roots`]; CSE does not change buffer ids), by name, in first-load order.
fn written_loads(f: &PrimFunc, e: ExprId, written: &[bool], out: &mut Vec<String>) {
    if let Expr::Load(b, _) = f.expr(e) {
        let name = &f.buffer(*b).name;
        if written.get(f.storage_root(*b).index()) == Some(&true) && !out.contains(name) {
            out.push(name.clone());
        }
    }
    visit::expr_children(f.expr(e), |c| written_loads(f, c, written, out));
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
        // The ranges the pass knew (loop ranges, thread extents, non-negative shape symbols),
        // as facts of the proofs printed.
        let ranges = tir_eqsat::var_facts(original).range;
        let facts: Vec<(egg::Symbol, (i128, i128))> = original
            .vars
            .iter()
            .zip(&ranges)
            .filter_map(|(v, r)| r.map(|r| (egg::Symbol::from(v.name.as_str()), r)))
            .collect();
        println!("function {}: {} bindings", original.name, stats.cse.bound.len());
        for &v in stats.forwarded.iter().flat_map(|fw| &fw.vars) {
            println!(
                "  let {} forwarded into its one use (same loop level, pure integer value)",
                original.var(v).name
            );
        }
        let final_of = |e: ExprId| stats.form_of(e);
        let mut occurrences = Occurrences(Vec::new());
        walk_func(original, &mut occurrences);
        let uses = occurrences.0;
        let by_form = UsesByForm::new(&uses, &opt, &stats);
        // Loads are commoned only when no handle escapes (`None`): then nothing is written.
        let written = tir_eqsat::written_roots(original).unwrap_or_default();
        let guards: HashMap<_, _> = stats.cse.guarded.iter().copied().collect();
        for (var, bound) in &stats.cse.bound {
            let bound_text = print_expr(&opt, *bound);
            let bound_ops = visit::count_ops(&opt, *bound);
            println!(
                "  {} = {bound_text}    [{bound_ops} ops: the chosen form]",
                opt.var(*var).name
            );
            if let Some(&cond) = guards.get(var) {
                println!(
                    "    every use is under `if {}`, and it may trap: bound as `T.if_then_else` of that condition, evaluated where the first of those `if`s would",
                    print_expr(&opt, cond)
                );
            }
            let mut loads = Vec::new();
            written_loads(&opt, *bound, &written, &mut loads);
            if !loads.is_empty() {
                let (which, it) = if loads.len() == 1 {
                    ("which the function writes", "that storage")
                } else {
                    ("all of which the function writes", "any of them")
                };
                println!(
                    "    loads {}, {which}: bound where nothing after it in its scope may write {it}",
                    loads.iter().map(|n| format!("`{n}`")).collect::<Vec<_>>().join(", ")
                );
            }
            for (form, n) in tally(by_form.uses_of(*bound).map(|k| uses[k])) {
                let text = print_expr(original, form);
                let same = text == bound_text;
                println!(
                    "    {} x{n}  {text}    [{} ops]",
                    if same { "replaces" } else { "replaces (equal form)" },
                    visit::count_ops(original, form)
                );
                if !same {
                    print_proof(original, form, &opt, *bound, &all, &facts);
                }
            }
            // The bound expression in the input's arena, if the input has it (ids differ: the
            // pass compacts before its CSE step).
            let bound_in_original = id_in(original, &opt, *bound);
            // Expressions that took a cheaper form the rules made around the binding (a term
            // moved across a comparison so that this part leaves the loop).
            let rewritten = by_form
                .uses_of_holders(*bound)
                .into_iter()
                .map(|k| uses[k])
                .filter(|&u| !bound_in_original.is_some_and(|b| visit::contains(original, u, b)));
            for (u, n) in tally(rewritten) {
                let Some(to) = final_of(u) else { continue };
                println!(
                    "    used by x{n}  {}    [{} ops]  rewritten as  {}    [{} ops, this binding's counted apart]",
                    print_expr(original, u),
                    visit::count_ops(original, u),
                    print_expr(&opt, to),
                    visit::count_ops(&opt, to) - bound_ops,
                );
                print_proof(original, u, &opt, to, &all, &facts);
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

/// The id in `to`'s arena of expression `e` of `from`, if `to` has it. The nodes under `e`
/// are mapped in id order (children have smaller ids), each once: no recursion, and shared
/// subterms are not walked again.
fn id_in(to: &PrimFunc, from: &PrimFunc, e: ExprId) -> Option<ExprId> {
    let mut under = vec![e];
    let mut seen = HashSet::from([e]);
    let mut next = 0;
    while let Some(&n) = under.get(next) {
        visit::expr_children(from.expr(n), |c| {
            if seen.insert(c) {
                under.push(c);
            }
        });
        next += 1;
    }
    under.sort_unstable();
    let mut mapped: HashMap<ExprId, ExprId> = HashMap::new();
    for n in under {
        let mut complete = true;
        let node = visit::map_expr_children(from.expr(n), |c| match mapped.get(&c) {
            Some(&m) => m,
            None => {
                complete = false;
                c
            }
        });
        if complete {
            if let Some(m) = to.exprs.find(&node, from.dtype(n)) {
                mapped.insert(n, m);
            }
        }
    }
    mapped.get(&e).copied()
}

/// The distinct expressions of `uses` with their numbers of occurrences, in first-use order.
fn tally(uses: impl Iterator<Item = ExprId>) -> Vec<(ExprId, usize)> {
    let mut out: Vec<(ExprId, usize)> = Vec::new();
    for u in uses {
        match out.iter_mut().find(|(e, _)| *e == u) {
            Some((_, n)) => *n += 1,
            None => out.push((u, 1)),
        }
    }
    out
}

/// Prints the chain of rewrites proving `form` (of `original`) equal to `to` (of `opt`).
fn print_proof(
    original: &PrimFunc,
    form: ExprId,
    opt: &PrimFunc,
    to: ExprId,
    rules: &[egg::Rewrite<tir_eqsat::TirLang, tir_eqsat::TirAnalysis>],
    facts: &[(egg::Symbol, (i128, i128))],
) {
    // A comparison's variables have its operands' dtype.
    let dtype = match original.expr(form) {
        Expr::Binary(op, a, _) if op.is_comparison() => original.dtype(*a),
        _ => original.dtype(form),
    };
    let (l_text, r_text) = (tir_eqsat::print_sexpr(original, form), tir_eqsat::print_sexpr(opt, to));
    if l_text.starts_with('|') || r_text.starts_with('|') {
        // A load or call is one opaque symbol to the prover (its text would be "proved" equal
        // to itself, whatever its operands): their rewrites are shown on their own.
        println!("        (a load or call, opaque to the prover: its operands' rewrites are shown apart)");
        return;
    }
    let mut bools = Vec::new();
    let l = tir_eqsat::parse_term(&l_text, dtype, &mut bools);
    let r = tir_eqsat::parse_term(&r_text, dtype, &mut bools);
    if let (Ok(l), Ok(r)) = (l, r) {
        let opts = ProveOptions {
            dtype,
            facts: facts.to_vec(),
            limits: Limits::default(),
            explain: true,
            canonical: true,
            until_proven: true,
        };
        let p = tir_eqsat::prove(&l, &r, rules, &bools, &opts);
        for line in p
            .explanation
            .unwrap_or_else(|| "(equal under the loop ranges; no standalone proof)".into())
            .lines()
        {
            println!("        {line}");
        }
    }
}
