#!/usr/bin/env bash
# Creates the project's git-ignored TVM virtual environment (.venv-tvm) with
# apache-tvm 0.27.0.post1, the reference every printed output is checked against, and
# z3-solver, which proves the integer rules (scripts/prove_rules_z3.py).
# Idempotent: a venv that already imports tvm at the right version is kept.
set -euo pipefail
cd "$(dirname "$0")/.."
VENV=.venv-tvm
if [ -x "$VENV/bin/python" ] && "$VENV/bin/python" -c 'import tvm, z3, sys; sys.exit(0 if tvm.__version__.startswith("0.27") else 1)' 2>/dev/null; then
  exit 0
fi
python3 -m venv "$VENV"
"$VENV/bin/pip" install --quiet --upgrade pip
"$VENV/bin/pip" install --quiet "apache-tvm==0.27.0.post1" "z3-solver==4.15.4.0"
"$VENV/bin/python" -c 'import tvm; print("tvm", tvm.__version__)'
