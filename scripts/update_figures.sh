#!/usr/bin/env bash
# Re-measures every figure of the README's generated section and rewrites it:
#   tir-eqsat bench (table, chart), compare_tvm.py (semantic and syntactic, TVM's pass times),
#   compare_simplify_tvm.py (bound checks vs TVM's StmtSimplify), the scaling example.
# Needs the TVM venv (scripts/setup_tvm_venv.sh). Run on an idle machine: the times are real.
set -euo pipefail
cd "$(dirname "$0")/.."
out=docs/figures
mkdir -p "$out"
cargo build --release --quiet --examples
bin=./target/release/tir-eqsat
py=.venv-tvm/bin/python
corpus=(../shared/corpus/*.input.tir.py)
"$bin" bench ../shared/corpus --json "$out/bench.json" --svg "$out/bench.svg" > "$out/bench.txt"
"$py" scripts/compare_tvm.py --mode semantic --json "$out/compare_semantic.json" "${corpus[@]}" > /dev/null
"$py" scripts/compare_simplify_tvm.py --json "$out/simplify.json" "${corpus[@]}" tests/data/seed004/*.tir.py > /dev/null
./target/release/examples/cse_scaling --json "$out/scaling.json" > /dev/null
date -u +%F > "$out/measured_on"
python3 scripts/render_figures.py
echo "updated README.md from $out"
