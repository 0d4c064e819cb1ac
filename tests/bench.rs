//! `tir-eqsat bench`: on a directory of corpus programs (with their meta and TVM files) the JSON
//! holds every field for every program, the table names them, and the SVG chart renders
//! (rasterized with resvg, a real renderer) with one coloured bar per mode and program.

mod common;

use std::path::{Path, PathBuf};
use std::process::Command;

fn bin() -> PathBuf {
    PathBuf::from(env!("CARGO_BIN_EXE_tir-eqsat"))
}

/// A directory with a few corpus programs and their siblings, plus one program without any.
fn bench_dir() -> common::ScratchDir {
    let dir = common::ScratchDir::new("bench");
    let corpus = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/corpus");
    for name in ["hand_b_commuted_sum", "softmax_dynamic_llvm", "conv2d_nhwc_llvm"] {
        for ext in ["input.tir.py", "meta.json", "tvm_cse.tir.py"] {
            std::fs::copy(
                corpus.join(format!("{name}.{ext}")),
                dir.path.join(format!("{name}.{ext}")),
            )
            .unwrap();
        }
    }
    std::fs::copy(
        Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/seed004/softmax_int32_nested.tir.py"),
        dir.path.join("seed_softmax.tir.py"),
    )
    .unwrap();
    dir
}

#[test]
fn bench_writes_every_field_and_a_chart_that_renders() {
    let dir = bench_dir();
    let json = dir.path.join("out.json");
    let svg = dir.path.join("out.svg");
    let out = Command::new(bin())
        .args([
            "bench",
            dir.path.to_str().unwrap(),
            "--repeat",
            "3",
            "--bind",
            "d0=4,d1=8,d2=16",
        ])
        .arg("--json")
        .arg(&json)
        .arg("--svg")
        .arg(&svg)
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{stdout}{}", String::from_utf8_lossy(&out.stderr));
    // Not a terminal: no progress bar in the output.
    assert!(out.stderr.is_empty(), "{}", String::from_utf8_lossy(&out.stderr));

    let doc: serde_json::Value = serde_json::from_str(&std::fs::read_to_string(&json).unwrap()).unwrap();
    let programs = doc["programs"].as_array().unwrap();
    let names: Vec<&str> = programs.iter().map(|p| p["program"].as_str().unwrap()).collect();
    assert_eq!(
        names,
        [
            "conv2d_nhwc_llvm",
            "hand_b_commuted_sum",
            "seed_softmax",
            "softmax_dynamic_llvm"
        ]
    );
    for p in programs {
        let name = p["program"].as_str().unwrap();
        assert!(stdout.contains(name), "table misses {name}");
        for key in ["file", "functions", "expr_nodes", "input_ops", "tvm_cse_ops", "modes"] {
            assert!(p.get(key).is_some(), "{name}: no {key}");
        }
        let modes: Vec<&str> = p["modes"]
            .as_array()
            .unwrap()
            .iter()
            .map(|m| m["mode"].as_str().unwrap())
            .collect();
        assert_eq!(modes, ["syntactic", "semantic", "simplify+semantic"]);
        for m in p["modes"].as_array().unwrap() {
            for key in [
                "weighted_ops",
                "ratio_to_input",
                "ratio_to_tvm",
                "bindings",
                "conditions_removed",
                "pass_ms",
                "egraph_nodes",
                "egraph_classes",
                "iterations",
                "stop_reason",
                "peak_bytes",
            ] {
                assert!(m.get(key).is_some(), "{name} {}: no {key}", m["mode"]);
            }
            assert!(m["ratio_to_input"].as_f64().unwrap() <= 1.0);
            assert!(m["peak_bytes"].as_u64().unwrap() > 0);
        }
        let [syn, sem, both] = [0, 1, 2].map(|k| &p["modes"][k]);
        if name == "seed_softmax" {
            // No TVM output beside it: no ratio to TVM; the simplifier removed two checks.
            assert!(p["tvm_cse_ops"].is_null() && sem["ratio_to_tvm"].is_null());
            assert_eq!(both["conditions_removed"], 2);
        } else {
            // The corpus figures: syntactic equals TVM's CSE, semantic is not above it.
            assert_eq!(syn["ratio_to_tvm"].as_f64(), Some(1.0), "{name}");
            assert!(sem["ratio_to_tvm"].as_f64().unwrap() <= 1.0, "{name}");
            assert!(sem["egraph_nodes"].as_u64().unwrap() > 0, "{name}");
        }
        assert!(both["weighted_ops"].as_u64() <= sem["weighted_ops"].as_u64(), "{name}");
    }
    assert_eq!(doc["summary"]["programs"], 4);
    assert_eq!(doc["summary"]["with_tvm"], 3);

    // Rasterize the chart and find each series colour in it.
    let text = std::fs::read_to_string(&svg).unwrap();
    let tree = resvg::usvg::Tree::from_str(&text, &resvg::usvg::Options::default()).unwrap();
    let size = tree.size().to_int_size();
    let mut pixmap = resvg::tiny_skia::Pixmap::new(size.width(), size.height()).unwrap();
    resvg::render(&tree, resvg::tiny_skia::Transform::default(), &mut pixmap.as_mut());
    let count = |rgb: (u8, u8, u8)| {
        pixmap
            .pixels()
            .iter()
            .filter(|p| (p.red(), p.green(), p.blue()) == rgb && p.alpha() == 255)
            .count()
    };
    for (series, rgb) in [
        ("syntactic", (158, 158, 158)),
        ("semantic", (31, 119, 180)),
        ("simplify+semantic", (44, 160, 44)),
        ("TVM", (214, 39, 40)),
    ] {
        assert!(count(rgb) > 500, "{series} bars missing from the rendered chart");
    }
    for name in names {
        assert!(text.contains(name), "chart misses the label {name}");
    }
}

#[test]
fn bench_on_a_missing_directory_is_a_usage_error() {
    let out = Command::new(bin())
        .args(["bench", "/nonexistent/dir"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("/nonexistent/dir"));
}
