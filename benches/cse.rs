//! Criterion benches of syntactic CSE: one benchmark per corpus program (pass only: the
//! function is cloned outside the timed region), and generated unrolled kernels of growing size.

use criterion::{criterion_group, criterion_main, BatchSize, BenchmarkId, Criterion};
use std::path::Path;

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

fn syntactic_on_corpus(c: &mut Criterion) {
    let mut group = c.benchmark_group("syntactic_cse");
    for (name, module) in corpus() {
        group.bench_function(name, |b| {
            b.iter_batched(
                || module.funcs.clone(),
                |mut funcs| {
                    funcs
                        .iter_mut()
                        .map(|f| tir_eqsat::passes::syntactic_cse(f).bindings)
                        .sum::<usize>()
                },
                BatchSize::LargeInput,
            )
        });
    }
    group.finish();
}

fn syntactic_scaling(c: &mut Criterion) {
    let mut group = c.benchmark_group("syntactic_cse_scaling");
    group.sample_size(10);
    for statements in [27, 432, 6_912] {
        let module = tir_eqsat::parse_module("gen", &tir_eqsat::generate::unrolled_kernel(statements)).unwrap();
        group.bench_with_input(BenchmarkId::from_parameter(statements), &module, |b, m| {
            b.iter_batched(
                || m.funcs[0].clone(),
                |mut f| tir_eqsat::passes::syntactic_cse(&mut f).bindings,
                BatchSize::LargeInput,
            )
        });
    }
    group.finish();
}

criterion_group!(benches, syntactic_on_corpus, syntactic_scaling);
criterion_main!(benches);
