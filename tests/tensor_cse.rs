//! `tensor-cse` on the modules of `tests/data/tensorcse/` (four of the shared cases and
//! variants of our own: swish, and group norm, whose statistics are read at `c // 4`): the output is the blessed `NAME.expected.tir.py` (`BLESS=1` rewrites
//! it); the new forward and backward, run by the reference interpreter, give the original's
//! outputs bit for bit on random inputs (the new forward filling the stashes, the new backward
//! reading them by name); a stash is added exactly where one pays (the negative case gets
//! none) and the backward's weighted ops go down.

use std::path::{Path, PathBuf};
use tir_eqsat::{interpret, random_inputs, Bindings, Module, Outputs, PrimFunc, DEFAULT_FUEL};

fn cases() -> Vec<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/tensorcse");
    let mut out: Vec<PathBuf> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.to_string_lossy().ends_with(".input.tir.py"))
        .collect();
    out.sort();
    out
}

fn load(path: &Path) -> Module {
    tir_eqsat::parse_module(&path.to_string_lossy(), &std::fs::read_to_string(path).unwrap()).unwrap()
}

/// Forward then backward on inputs drawn from `seed`: the outputs of both, by name.
fn run_pair(m: &Module, seed: u64) -> Vec<(String, Vec<String>)> {
    let f = m.func("forward").unwrap();
    let b = m.func("backward").unwrap();
    let inputs = random_inputs(f, &Bindings::default(), seed).unwrap();
    let out_f = interpret(f, &inputs, DEFAULT_FUEL, None).unwrap();
    // The backward's parameters: forward tensors by name, the rest (incoming gradients) random.
    let mut binputs = random_inputs(b, &Bindings::default(), seed + 100).unwrap();
    for (name, storage) in binputs.buffers.iter_mut() {
        if let Some((_, s)) = out_f.iter().find(|(n, _)| n == name) {
            *storage = s.clone();
        }
    }
    let out_b = interpret(b, &binputs, DEFAULT_FUEL, None).unwrap();
    written(f, &out_f).into_iter().chain(written(b, &out_b)).collect()
}

/// The outputs (parameters the function stores into), printed element by element.
fn written(f: &PrimFunc, out: &Outputs) -> Vec<(String, Vec<String>)> {
    struct Stores(Vec<String>);
    impl tir_eqsat::ir::walk::StmtVisitor for Stores {
        fn enter_stmt(&mut self, f: &PrimFunc, s: tir_eqsat::ir::StmtId) {
            if let tir_eqsat::ir::Stmt::Store { buffer, .. } = f.stmt(s) {
                self.0.push(f.buffer(*buffer).name.clone());
            }
        }
    }
    let mut stores = Stores(Vec::new());
    tir_eqsat::ir::walk::walk_func(f, &mut stores);
    out.iter()
        .filter(|(name, _)| stores.0.contains(name))
        .map(|(name, s)| (name.clone(), s.slots.iter().map(|x| format!("{x:?}")).collect()))
        .collect()
}

/// Weighted arithmetic ops plus the math calls written in the function (every block of these
/// cases has the same trip count, so the written calls rank the programs as the weighted ones).
fn ops(m: &Module, name: &str) -> u128 {
    let f = m.func(name).unwrap();
    let text = tir_eqsat::print_func(f, 0);
    let calls = ["T.exp(", "T.tanh(", "T.erf(", "T.sqrt(", "T.log("]
        .iter()
        .map(|c| text.matches(c).count() as u128)
        .sum::<u128>();
    tir_eqsat::weighted_ops(f, &Bindings::default()).unwrap().weighted + calls
}

#[test]
fn tensor_cse_cases() {
    let bless = std::env::var_os("BLESS").is_some_and(|v| v != "0");
    for path in cases() {
        let original = load(&path);
        let mut module = original.clone();
        let report = tir_eqsat::tensor_cse(&mut module).unwrap();
        let printed = tir_eqsat::print_module(&module);
        let expected = PathBuf::from(path.to_string_lossy().replace(".input.tir.py", ".expected.tir.py"));
        if bless {
            std::fs::write(&expected, &printed).unwrap();
        }
        assert_eq!(
            printed,
            std::fs::read_to_string(&expected).unwrap(),
            "{}",
            path.display()
        );
        let negative = path.to_string_lossy().contains("neg_");
        assert_eq!(report.stashes.is_empty(), negative, "{}: {:?}", path.display(), report);
        if !negative {
            assert!(
                ops(&module, "backward") < ops(&original, "backward"),
                "{}",
                path.display()
            );
        }
        for seed in 0..2 {
            let (a, b) = (run_pair(&original, seed), run_pair(&module, seed));
            for (name, values) in &a {
                let other = b
                    .iter()
                    .find(|(n, _)| n == name)
                    .unwrap_or_else(|| panic!("{name} missing"));
                assert_eq!(values, &other.1, "{}: output {name} differs", path.display());
            }
        }
    }
}

#[test]
fn the_report_names_every_new_parameter_in_order() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/tensorcse/bn_dgamma_permuted.input.tir.py");
    let mut module = load(&path);
    let report = tir_eqsat::tensor_cse(&mut module).unwrap();
    let [stash] = &report.stashes[..] else {
        panic!("{report:?}")
    };
    assert!(stash.new);
    assert_eq!(stash.shape, vec![2, 8, 8, 8]);
    // The backward's parameters: the original ones, then the stash, then the outputs.
    let text = tir_eqsat::print_func(module.func("backward").unwrap(), 0);
    let at = |s: &str| text.find(s).unwrap();
    assert!(at("dY: T.Buffer") < at(&format!("{}: T.Buffer", stash.name)));
    assert!(at(&format!("{}: T.Buffer", stash.name)) < at("dgamma: T.Buffer"));
}

#[test]
fn a_module_without_forward_is_refused() {
    let src = "@T.prim_func\ndef backward(A: T.Buffer((4,), \"float32\")):\n    A[0] = T.float32(1.0)\n";
    let mut m = tir_eqsat::parse_module("t.py", src).unwrap();
    assert!(tir_eqsat::tensor_cse(&mut m).is_err());
}
