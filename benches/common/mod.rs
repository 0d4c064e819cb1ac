//! What the pass benches share: the shipped rules' configuration, and one timed run of a pass
//! over a module's functions (cloned outside the timed region).

use criterion::{BatchSize, Bencher};
use std::path::Path;
use tir_eqsat::{Module, Pass, PipelineConfig};

/// The pipeline configuration of the shipped `rules/`.
pub fn config() -> PipelineConfig {
    let rules = tir_eqsat::load_rules(&Path::new(env!("CARGO_MANIFEST_DIR")).join("rules")).unwrap();
    PipelineConfig::from_rules(&rules).unwrap()
}

/// Times `pass` on every function of `module`, pass only.
pub fn bench_pass(b: &mut Bencher, module: &Module, pass: Pass, cfg: &PipelineConfig) {
    b.iter_batched(
        || module.funcs.clone(),
        |mut funcs| {
            for f in funcs.iter_mut() {
                tir_eqsat::run_pass(f, pass, cfg).unwrap();
            }
            funcs
        },
        BatchSize::LargeInput,
    )
}
