//! Criterion benches of every pass: one benchmark per corpus program and pass (syntactic CSE,
//! semantic CSE, simplify; pass only: the functions are cloned outside the timed region), and
//! both CSE modes on generated unrolled kernels of growing size. Memory against size is
//! measured by `examples/cse_scaling.rs` (each size in its own process).

use criterion::{criterion_group, criterion_main, BatchSize, BenchmarkId, Criterion};
use std::path::Path;
use tir_eqsat::Pass;

mod common;

fn corpus() -> Vec<(String, tir_eqsat::Module)> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../shared/corpus");
    let mut out: Vec<(String, tir_eqsat::Module)> = std::fs::read_dir(dir)
        .map(|d| {
            d.filter_map(|e| e.ok().map(|e| e.path()))
                .filter(|p| p.to_string_lossy().ends_with(".input.tir.py"))
                .map(|p| {
                    let name = p.file_name().unwrap().to_string_lossy().replace(".input.tir.py", "");
                    let module = tir_eqsat::parse_module(&name, &std::fs::read_to_string(&p).unwrap()).unwrap();
                    (name, module)
                })
                .collect()
        })
        .unwrap_or_default();
    out.sort_by(|a, b| a.0.cmp(&b.0));
    out
}

fn on_corpus(c: &mut Criterion) {
    let cfg = common::config();
    let modules = corpus();
    for pass in [Pass::SyntacticCse, Pass::Cse, Pass::Simplify] {
        let mut group = c.benchmark_group(pass.name());
        for (name, module) in &modules {
            group.bench_function(name.as_str(), |b| common::bench_pass(b, module, pass, &cfg));
        }
        group.finish();
    }
}

fn scaling(c: &mut Criterion) {
    let cfg = common::config();
    for pass in [Pass::SyntacticCse, Pass::Cse] {
        let mut group = c.benchmark_group(format!("{}_scaling", pass.name()));
        group.sample_size(10);
        for statements in [27, 432, 6_912] {
            let module = tir_eqsat::parse_module("gen", &tir_eqsat::unrolled_kernel(statements)).unwrap();
            group.bench_with_input(BenchmarkId::from_parameter(statements), &module, |b, m| {
                b.iter_batched(
                    || m.funcs[0].clone(),
                    |mut f| tir_eqsat::run_pass(&mut f, pass, &cfg).unwrap().bindings,
                    BatchSize::LargeInput,
                )
            });
        }
        group.finish();
    }
}

criterion_group!(benches, on_corpus, scaling);
criterion_main!(benches);
