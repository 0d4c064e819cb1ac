//! Property test of the simplifier's soundness: random programs of nested `if`/`else` over
//! comparisons of loop variables and parameters (with `and`, `not`, `T.likely`, floor division
//! by constants and by a parameter, `T.let` bindings) compute the same before and after
//! `simplify` in the interpreter, on parameter values that include zero and negatives. Runs
//! where the original itself fails (division by zero) are skipped: only its defined behaviour
//! must be kept.

mod common;

use proptest::prelude::*;
use tir_eqsat::Bindings;
use tir_eqsat::Pass;
use tir_eqsat::DEFAULT_FUEL;

/// An integer term over the loop variables `i`, `j`, the parameters `n`, `m` and the let `k`.
#[derive(Clone, Debug)]
enum Term {
    Atom(&'static str),
    Const(i8),
    Add(Box<Term>, Box<Term>),
    Sub(Box<Term>, Box<Term>),
    MulConst(Box<Term>, i8),
    FloorDivConst(Box<Term>, u8),
    FloorDivN(Box<Term>),
}

impl Term {
    fn text(&self) -> String {
        match self {
            Term::Atom(a) => a.to_string(),
            Term::Const(c) => c.to_string(),
            Term::Add(a, b) => format!("({} + {})", a.text(), b.text()),
            Term::Sub(a, b) => format!("({} - {})", a.text(), b.text()),
            Term::MulConst(a, c) => format!("({} * {c})", a.text()),
            Term::FloorDivConst(a, c) => format!("({} // {})", a.text(), c.max(&1)),
            Term::FloorDivN(a) => format!("({} // n)", a.text()),
        }
    }
}

/// A condition over a small pool of comparisons, so that the same comparison, its negation
/// and conjunctions of pool members recur in nested `if`s (what the simplifier decides).
#[derive(Clone, Debug)]
enum Cond {
    Pool(usize),
    And(Box<Cond>, Box<Cond>),
    Not(Box<Cond>),
    Likely(Box<Cond>),
}

impl Cond {
    fn text(&self, pool: &[(Term, &'static str, Term)]) -> String {
        match self {
            Cond::Pool(k) => {
                let (a, op, b) = &pool[k % pool.len()];
                format!("{} {op} {}", a.text(), b.text())
            }
            Cond::And(a, b) => format!("({}) and ({})", a.text(pool), b.text(pool)),
            Cond::Not(a) => format!("not ({})", a.text(pool)),
            Cond::Likely(a) => format!("T.likely({})", a.text(pool)),
        }
    }
}

#[derive(Clone, Debug)]
enum Stmt {
    Store(i8),
    If(Cond, Vec<Stmt>, Vec<Stmt>),
}

/// Terms over `atoms`.
fn term_over(atoms: Vec<&'static str>) -> impl Strategy<Value = Term> {
    let leaf = prop_oneof![
        prop::sample::select(atoms).prop_map(Term::Atom),
        (-4i8..9).prop_map(Term::Const),
    ];
    leaf.prop_recursive(3, 12, 2, |inner| {
        prop_oneof![
            (inner.clone(), inner.clone()).prop_map(|(a, b)| Term::Add(Box::new(a), Box::new(b))),
            (inner.clone(), inner.clone()).prop_map(|(a, b)| Term::Sub(Box::new(a), Box::new(b))),
            (inner.clone(), -3i8..5).prop_map(|(a, c)| Term::MulConst(Box::new(a), c)),
            (inner.clone(), 1u8..5).prop_map(|(a, c)| Term::FloorDivConst(Box::new(a), c)),
            inner.prop_map(|a| Term::FloorDivN(Box::new(a))),
        ]
    })
}

fn term() -> impl Strategy<Value = Term> {
    term_over(vec!["i", "j", "n", "m", "k"])
}

/// Mostly `variable <op> constant` (what interval facts are made of, so boundaries such as
/// `i < 3` then `i == 2` recur), sometimes two arbitrary terms.
fn comparison() -> impl Strategy<Value = (Term, &'static str, Term)> {
    let op = || prop::sample::select(vec!["<", "<=", "==", "!=", ">", ">="]);
    let simple = (prop::sample::select(vec!["i", "j", "n", "m", "k"]), op(), -1i8..5)
        .prop_map(|(a, op, c)| (Term::Atom(a), op, Term::Const(c)));
    prop_oneof![3 => simple, 1 => (term(), op(), term())]
}

fn cond() -> impl Strategy<Value = Cond> {
    (0usize..6).prop_map(Cond::Pool).prop_recursive(2, 6, 2, |inner| {
        prop_oneof![
            (inner.clone(), inner.clone()).prop_map(|(a, b)| Cond::And(Box::new(a), Box::new(b))),
            inner.clone().prop_map(|a| Cond::Not(Box::new(a))),
            inner.prop_map(|a| Cond::Likely(Box::new(a))),
        ]
    })
}

fn stmts() -> impl Strategy<Value = Vec<Stmt>> {
    let store = (1i8..100).prop_map(Stmt::Store);
    let stmt = store.prop_recursive(3, 16, 3, |inner| {
        (
            cond(),
            prop::collection::vec(inner.clone(), 1..3),
            prop::collection::vec(inner, 0..2),
        )
            .prop_map(|(c, t, e)| Stmt::If(c, t, e))
    });
    prop::collection::vec(stmt, 1..4)
}

fn emit(stmts: &[Stmt], pool: &[(Term, &'static str, Term)], indent: usize, out: &mut String) {
    let pad = " ".repeat(indent);
    for s in stmts {
        match s {
            Stmt::Store(v) => out.push_str(&format!("{pad}A[i * 8 + j] = A[i * 8 + j] * 3 + {v}\n")),
            Stmt::If(c, t, e) => {
                out.push_str(&format!("{pad}if {}:\n", c.text(pool)));
                emit(t, pool, indent + 4, out);
                if !e.is_empty() {
                    out.push_str(&format!("{pad}else:\n"));
                    emit(e, pool, indent + 4, out);
                }
            }
        }
    }
}

fn program(body: &[Stmt], pool: &[(Term, &'static str, Term)], let_value: &Term, inner_extent: &str) -> String {
    let mut out = String::from(
        "@T.prim_func\ndef f(A: T.Buffer((64,), \"int32\"), n: T.int32, m: T.int32):\n    for i in range(8):\n",
    );
    out.push_str(&format!("        for j in range({inner_extent}):\n"));
    out.push_str(&format!("            k: T.let[T.int32] = {}\n", let_value.text()));
    emit(body, pool, 12, &mut out);
    out
}

proptest! {
    #![proptest_config(common::proptest_config(1000))]
    #[test]
    fn simplify_keeps_the_meaning_of_random_conditions(
        body in stmts(),
        pool in prop::collection::vec(comparison(), 1..6),
        let_value in term_over(vec!["i", "j", "n", "m"]),
        extent in prop::sample::select(vec!["8", "T.min(n, 8)", "T.max(T.min(m, 8), 0)"]),
    ) {
        let src = program(&body, &pool, &let_value, extent);
        let original = tir_eqsat::parse_module("random.py", &src).unwrap_or_else(|e| panic!("{e}\n{src}"));
        let mut simplified = original.clone();
        tir_eqsat::run_pass(&mut simplified.funcs[0], Pass::Simplify, common::pipeline_config()).unwrap();
        let printed = tir_eqsat::print_module(&simplified);
        let reparsed = tir_eqsat::parse_module("printed.py", &printed).unwrap_or_else(|e| panic!("{e}\n{printed}"));
        let (fa, fb) = (&original.funcs[0], &reparsed.funcs[0]);
        for (n, m) in [(0, 0), (1, 5), (3, -2), (-3, 7), (8, 8), (5, 12)] {
            let b = Bindings::parse(&[format!("n={n},m={m}")]).unwrap();
            let inputs = tir_eqsat::random_inputs(fa, &b, 1).unwrap();
            let Ok(x) = tir_eqsat::interpret(fa, &inputs, DEFAULT_FUEL, None) else { continue };
            let y = tir_eqsat::interpret(fb, &inputs, DEFAULT_FUEL, None)
                .unwrap_or_else(|e| panic!("n={n}, m={m}: the simplified program fails: {e}\n{src}\n{printed}"));
            prop_assert_eq!(tir_eqsat::first_difference(&x, &y), None, "n={}, m={}\n{}\n{}", n, m, src, printed);
        }
    }
}
