//! Criterion benches of the foundation over the corpus: TVMScript parsing, printing and the
//! weighted op count, one benchmark per program; and parsing and printing of the 9.3 MB,
//! 2.6M-node generated kernel (`tir_eqsat::unrolled_kernel(70000)`), with its MB/s.

use criterion::{criterion_group, criterion_main, Criterion};
use std::path::Path;

fn corpus() -> Vec<(String, String)> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../shared/corpus");
    let mut files: Vec<(String, String)> = std::fs::read_dir(dir)
        .map(|d| {
            d.filter_map(|e| e.ok().map(|e| e.path()))
                .filter(|p| p.to_string_lossy().ends_with(".input.tir.py"))
                .map(|p| {
                    (
                        p.file_name().unwrap().to_string_lossy().into_owned(),
                        std::fs::read_to_string(&p).unwrap(),
                    )
                })
                .collect()
        })
        .unwrap_or_default();
    files.sort();
    files
}

fn frontend(c: &mut Criterion) {
    let bindings = tir_eqsat::Bindings::parse(&["n=64,m=1000,d0=8,d1=128,d2=1000".to_string()]).unwrap();
    for (name, src) in corpus() {
        let mut group = c.benchmark_group(name.trim_end_matches(".input.tir.py").to_string());
        group.bench_function("parse", |b| b.iter(|| tir_eqsat::parse_module(&name, &src).unwrap()));
        let module = tir_eqsat::parse_module(&name, &src).unwrap();
        group.bench_function("print", |b| b.iter(|| tir_eqsat::print_module(&module)));
        group.bench_function("weighted_ops", |b| {
            b.iter(|| {
                module
                    .funcs
                    .iter()
                    .map(|f| tir_eqsat::weighted_ops(f, &bindings).unwrap().weighted)
                    .sum::<u128>()
            })
        });
        group.finish();
    }
}

/// The 2.6M-node kernel: parse and print throughput in bytes of TVMScript per second.
fn large_kernel(c: &mut Criterion) {
    let src = tir_eqsat::unrolled_kernel(70_000);
    let mut group = c.benchmark_group("unrolled_kernel_70000");
    group.sample_size(10);
    group.throughput(criterion::Throughput::Bytes(src.len() as u64));
    group.bench_function("parse", |b| b.iter(|| tir_eqsat::parse_module("kernel", &src).unwrap()));
    let module = tir_eqsat::parse_module("kernel", &src).unwrap();
    group.bench_function("print", |b| b.iter(|| tir_eqsat::print_module(&module)));
    group.finish();
}

criterion_group!(benches, frontend, large_kernel);
criterion_main!(benches);
