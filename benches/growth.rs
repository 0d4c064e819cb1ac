//! Criterion curves of the adversarial families (`tir_eqsat::family_program`): parsing and
//! every pass at three sizes doubling up to four times the largest size the hardening audit
//! quoted (sums and `not` chains: up to the per-statement operator limit), so a superlinear
//! pass shows as a ratio above 2 between neighbouring sizes. Not run in CI (about 10 minutes);
//! the README quotes its figures.

use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion};
use tir_eqsat::{family_program, Family, Pass};

mod common;

/// The three sizes of each family.
fn sizes(family: Family) -> [usize; 3] {
    match family {
        Family::Sum => [125, 250, 500],
        Family::NotChain => [250, 500, 999],
        Family::ElifChain => [2000, 4000, 8000],
        Family::LetChain => [4000, 8000, 16000],
        Family::NestedIfThenElse => [48, 95, 190],
    }
}

fn growth(c: &mut Criterion) {
    let cfg = common::config();
    for family in Family::ALL {
        let mut group = c.benchmark_group(format!("growth_{}", family.name()));
        group.sample_size(10);
        for n in sizes(family) {
            let src = family_program(family, n);
            group.bench_with_input(BenchmarkId::new("parse", n), &src, |b, src| {
                b.iter(|| tir_eqsat::parse_module("family", src).unwrap())
            });
            let module = tir_eqsat::parse_module("family", &src).unwrap();
            for pass in [Pass::SyntacticCse, Pass::Cse, Pass::Simplify] {
                group.bench_with_input(BenchmarkId::new(pass.name(), n), &module, |b, module| {
                    common::bench_pass(b, module, pass, &cfg)
                });
            }
        }
        group.finish();
    }
}

criterion_group!(benches, growth);
criterion_main!(benches);
