#!/usr/bin/env bash
# Prints every corpus file with `tir-eqsat fmt` and checks that TVM 0.27 parses each print into a
# module structurally equal to its own parse of the original (scripts/check_roundtrip.py).
# Usage: scripts/check_corpus_tvm.sh [CORPUS_DIR]   (needs scripts/setup_tvm_venv.sh first)
set -euo pipefail
cd "$(dirname "$0")/.."
CORPUS=${1:-../shared/corpus}
OUT=$(mktemp -d)
trap 'rm -rf "$OUT"' EXIT
cargo build --release --quiet
args=()
for f in "$CORPUS"/*.tir.py; do
  b=$(basename "$f")
  ./target/release/tir-eqsat fmt "$f" -o "$OUT/$b"
  args+=("$f" "$OUT/$b")
done
.venv-tvm/bin/python scripts/check_roundtrip.py "${args[@]}"
