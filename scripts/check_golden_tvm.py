"""TVM 0.27 parses every golden expected output under tests/cases (our printed TVMScript must
be TVMScript TVM reads back), and reads each `fmt` case's output as the IR it reads the input
as (or, where TVM's own print of that IR does not read back as itself, as that print reads).
Exits 1 and lists the files it rejects or reads differently.

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
    differ, compared = fmt_reads_as_input(root)
    for path in differ:
        print(f"read by TVM as another IR than its input: {path}")
    print(f"{compared - len(differ)} of {compared} fmt outputs TVM reads are the IR of their input")
    return 1 if rejected or differ or not files or not compared else 0


def structurally_equal(a, b):
    try:
        tvm.ir.assert_structural_equal(a, b, map_free_vars=True)
        return True
    except ValueError:
        return False


def fmt_reads_as_input(root):
    """The fmt cases whose input TVM reads: those whose output TVM reads as another IR."""
    differ, compared = [], 0
    for path in sorted(glob.glob(os.path.join(root, "fmt", "*.expected.tir.py"))):
        source = path.replace(".expected.tir.py", ".tir.py")
        try:
            original = tvm.script.from_source(open(source, encoding="utf-8").read())
        except Exception:  # an input TVM itself refuses: nothing to compare with
            continue
        try:
            printed = tvm.script.from_source(open(path, encoding="utf-8").read())
        except Exception:  # already reported as rejected
            continue
        compared += 1
        if structurally_equal(original, printed):
            continue
        try:
            reprinted = tvm.script.from_source(original.script())
        except Exception:  # TVM's printer fails on some IR it reads (`T.Div(f, 0.0)`)
            reprinted = None
        if reprinted is None or not structurally_equal(reprinted, printed):
            differ.append(path)
    return differ, compared


if __name__ == "__main__":
    sys.exit(main())
