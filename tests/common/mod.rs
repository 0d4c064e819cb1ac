//! Helpers shared by the integration tests: the corpus (`../shared/corpus`) with its metadata
//! and bindings, and the shipped rules. Each test crate uses a subset, hence `dead_code`.
#![allow(dead_code)]

use std::path::{Path, PathBuf};
use tir_eqsat::Bindings;

/// `../shared/corpus`.
pub fn corpus_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../shared/corpus")
}

/// Every corpus program by name, with its `NAME.meta.json`, in name order (20 of them).
pub fn programs() -> Vec<(String, serde_json::Value)> {
    let mut out = Vec::new();
    for entry in std::fs::read_dir(corpus_dir()).expect("the corpus directory") {
        let path = entry.unwrap().path();
        let name = path.file_name().unwrap().to_str().unwrap().to_string();
        if let Some(stem) = name.strip_suffix(".meta.json") {
            let meta: serde_json::Value = serde_json::from_str(&std::fs::read_to_string(&path).unwrap()).unwrap();
            out.push((stem.to_string(), meta));
        }
    }
    out.sort_by(|a, b| a.0.cmp(&b.0));
    assert_eq!(out.len(), 20, "the corpus has 20 programs");
    out
}

/// A corpus file's text.
pub fn read(file: &str) -> String {
    std::fs::read_to_string(corpus_dir().join(file)).unwrap()
}

/// The symbolic-extent bindings of a program's metadata.
pub fn bindings(meta: &serde_json::Value) -> Bindings {
    let specs: Vec<String> = meta["bindings"]
        .as_object()
        .unwrap()
        .iter()
        .map(|(k, v)| format!("{k}={v}"))
        .collect();
    Bindings::parse(&specs).unwrap()
}

/// The pipeline configuration built once from the shipped rules.
pub fn pipeline_config() -> &'static tir_eqsat::pipeline::PipelineConfig {
    static CONFIG: std::sync::OnceLock<tir_eqsat::pipeline::PipelineConfig> = std::sync::OnceLock::new();
    CONFIG.get_or_init(|| tir_eqsat::pipeline::PipelineConfig::from_rules(&rules()).unwrap())
}

/// The rules shipped in `rules/`.
pub fn rules() -> Vec<tir_eqsat::ruleset::Rule> {
    tir_eqsat::ruleset::load_dir(&Path::new(env!("CARGO_MANIFEST_DIR")).join("rules")).unwrap()
}

/// Sampled blocks per launch for GPU programs (all blocks on CPU ones).
pub fn max_blocks(meta: &serde_json::Value) -> Option<i128> {
    if meta["target"] == "cuda" {
        Some(2)
    } else {
        None
    }
}
