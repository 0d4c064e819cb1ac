"""TVM 0.27 parses every golden expected output under tests/cases (our printed TVMScript must
be TVMScript TVM reads back). Exits 1 and lists the files it rejects.

Usage: check_golden_tvm.py [CASES_DIR]   (run with the project's TVM venv)
"""
import glob
import os
import sys

import tvm


def main():
    root = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(__file__), "..", "tests", "cases")
    files = sorted(glob.glob(os.path.join(root, "*", "*.expected.tir.py")))
    rejected = []
    for path in files:
        with open(path, encoding="utf-8") as f:
            text = f.read()
        try:
            tvm.script.from_source(text)
        except Exception as e:  # TVM raises its own diagnostic errors
            rejected.append((path, str(e).strip().splitlines()[-1][:200]))
    for path, why in rejected:
        print(f"rejected by TVM: {path}: {why}")
    print(f"{len(files) - len(rejected)} of {len(files)} golden outputs parse in TVM {tvm.__version__}")
    return 1 if rejected or not files else 0


if __name__ == "__main__":
    sys.exit(main())
