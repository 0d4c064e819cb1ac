//! Property test (the parser's fuzz target): random mutations of corpus files and of random
//! programs (byte flips, deleted and duplicated lines) never make the front end, the printer,
//! the op counter, either CSE mode or `simplify` panic or hang; whatever parses prints to text
//! that reads back and prints to itself, and every pass keeps it well-formed.

mod common;

use proptest::prelude::*;
use std::sync::mpsc;
use std::time::Duration;
use tir_eqsat::Pass;

/// Wall-clock bound per mutated input; parsing a corpus-sized file takes milliseconds.
const PER_CASE_LIMIT: Duration = Duration::from_secs(20);

fn corpus_files() -> Vec<String> {
    let mut files: Vec<String> = std::fs::read_dir(common::corpus_dir())
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.to_string_lossy().ends_with(".tir.py"))
        .map(|p| std::fs::read_to_string(p).unwrap())
        .collect();
    files.sort();
    files
}

#[derive(Clone, Debug)]
enum Mutation {
    FlipByte(usize, u8),
    DeleteLine(usize),
    DuplicateLine(usize),
}

fn apply(src: &str, muts: &[Mutation]) -> Vec<u8> {
    let mut lines: Vec<Vec<u8>> = src.split_inclusive('\n').map(|l| l.as_bytes().to_vec()).collect();
    for m in muts {
        if lines.is_empty() {
            break;
        }
        match *m {
            Mutation::FlipByte(at, bits) => {
                let i = at % lines.len();
                if !lines[i].is_empty() {
                    let j = (at / lines.len()) % lines[i].len();
                    lines[i][j] ^= bits.max(1);
                }
            }
            Mutation::DeleteLine(at) => {
                lines.remove(at % lines.len());
            }
            Mutation::DuplicateLine(at) => {
                let i = at % lines.len();
                let l = lines[i].clone();
                lines.insert(i, l);
            }
        }
    }
    lines.concat()
}

fn exercise(bytes: Vec<u8>) {
    let Ok(src) = String::from_utf8(bytes) else { return };
    if let Ok(module) = tir_eqsat::parse_module("mutant.py", &src) {
        // What parses prints to text that reads back and prints to itself.
        let printed = tir_eqsat::print_module(&module);
        let reread = tir_eqsat::parse_module("printed.py", &printed).unwrap_or_else(|e| panic!("{e}\n{printed}"));
        assert_eq!(tir_eqsat::print_module(&reread), printed);
        let b = tir_eqsat::Bindings::parse(&["n=4,m=4,d0=2,d1=2,d2=2".to_string()]).unwrap();
        for f in &module.funcs {
            let _ = tir_eqsat::weighted_ops(f, &b);
            // Both CSE modes must keep any parsed function well-formed.
            let mut syn = f.clone();
            tir_eqsat::syntactic_cse(&mut syn);
            assert!(tir_eqsat::ir::verify(&syn).is_empty());
            // Semantic CSE and simplify with the shipped rules (the pipeline verifies).
            for pass in [Pass::Cse, Pass::Simplify] {
                let mut g = f.clone();
                if let Err(e) = tir_eqsat::run_pass(&mut g, pass, common::pipeline_config()) {
                    panic!("{e}");
                }
            }
        }
    }
}

fn mutation() -> impl Strategy<Value = Mutation> {
    prop_oneof![
        (any::<usize>(), any::<u8>()).prop_map(|(a, b)| Mutation::FlipByte(a, b)),
        any::<usize>().prop_map(Mutation::DeleteLine),
        any::<usize>().prop_map(Mutation::DuplicateLine),
    ]
}

proptest! {
    #![proptest_config(common::proptest_config(300))]
    #[test]
    fn mutated_corpus_files_never_panic_or_hang(file in any::<usize>(), muts in prop::collection::vec(mutation(), 1..6)) {
        // Corpus files, and as often random programs (tir_eqsat::random_program).
        let files = corpus_files();
        let src = if file % 2 == 0 { files[(file / 2) % files.len()].clone() } else { tir_eqsat::random_program(file as u64) };
        let bytes = apply(&src, &muts);
        let (tx, rx) = mpsc::channel();
        std::thread::Builder::new()
            .stack_size(64 << 20)
            .spawn(move || {
                let ok = std::panic::catch_unwind(|| exercise(bytes)).is_ok();
                let _ = tx.send(ok);
            })
            .unwrap();
        let outcome = rx.recv_timeout(PER_CASE_LIMIT);
        prop_assert_eq!(outcome, Ok(true), "panicked or exceeded {:?}", PER_CASE_LIMIT);
    }
}
