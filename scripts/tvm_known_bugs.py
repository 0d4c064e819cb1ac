#!/usr/bin/env python3
"""The TVM 0.27 miscompiles the fuzzing found, each still checked: tests/data/tvm-bugs/.

Each file is a correct program that TVM's default llvm build computes wrongly (its header says
how). This builds each with TVM, runs it 30 times in a child process on the inputs `tir-eqsat
run` draws (with the file's `# bind:` values) and compares with the interpreter: "still
miscompiled" (differs, or the child dies of the corruption) or "computed right" (TVM fixed it,
or the bug needs other inputs). `scripts/fuzz_tvm.py` skips the random programs these bugs hit.

Usage: .venv-tvm/bin/python scripts/tvm_known_bugs.py   (always exits 0: a report, not a gate)
"""
import glob
import json
import os
import subprocess
import sys

import numpy as np

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from check_blocks_tvm import TOOL, is_buffer, tvm_run  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))


def child(path, run_json):
    """Runs `path` built by TVM on the run's inputs 30 times; exit 3 when an output differs."""
    import tvm
    f = tvm.script.from_source(open(path).read()).with_attr("global_symbol", "main")
    lib = tvm.tirx.build(tvm.IRModule({"main": f}), target="llvm")
    run = json.load(open(run_json))["functions"][0]
    for _ in range(30):
        got = tvm_run(lib, f, dict(run, name="main"))
        for p in (p for p in f.params if is_buffer(p)):
            if not np.allclose(got[p.name], np.array(run["outputs"][p.name], dtype=got[p.name].dtype)):
                return 3
    return 0


def main():
    if len(sys.argv) == 4 and sys.argv[1] == "--child":
        return child(sys.argv[2], sys.argv[3])
    for path in sorted(glob.glob(os.path.join(HERE, "..", "tests", "data", "tvm-bugs", "*.tir.py"))):
        bind = next((l.split(":", 1)[1].strip() for l in open(path) if l.startswith("# bind:")), "none")
        run_json = path + ".run.json"
        args = [TOOL, "run", path, "-o", run_json] + ([] if bind == "none" else ["--bind", bind])
        subprocess.run(args, check=True, capture_output=True)
        try:
            code = subprocess.run([sys.executable, __file__, "--child", path, run_json],
                                  capture_output=True, timeout=120).returncode
        except subprocess.TimeoutExpired:
            code = "hang"
        finally:
            os.remove(run_json)
        verdict = {0: "computed right", 3: "still miscompiled (an output differs)", "hang": "still miscompiled (hangs)"}.get(
            code, f"still miscompiled (died of signal {-code})" if isinstance(code, int) and code < 0 else f"could not run (exit {code})")
        print(f"{os.path.basename(path)}: {verdict}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
