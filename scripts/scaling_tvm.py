"""Times TVM 0.27's CommonSubexprElim on the generated programs of `cse_scaling` and fits the
exponent of pass time against expression nodes, for comparison with ours.

Usage: cargo run --release --example cse_scaling -- --emit DIR
       .venv-tvm/bin/python scripts/scaling_tvm.py DIR [--max-seconds S]
"""
import glob
import math
import os
import re
import statistics
import subprocess
import sys
import time

import tvm


def as_module(parsed):
    """A bare `@T.prim_func` parses to a PrimFunc; passes run on modules."""
    if isinstance(parsed, tvm.IRModule):
        return parsed
    return tvm.IRModule({"main": parsed})

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BIN = os.path.join(ROOT, "target", "release", "tir-eqsat")


def nodes(path):
    import json

    out = subprocess.run([BIN, "cost", path, "--json"], check=True, capture_output=True, text=True).stdout
    return sum(f["expr_nodes"] for f in json.loads(out)["functions"])


def main(argv):
    directory = argv[1]
    budget = float(argv[argv.index("--max-seconds") + 1]) if "--max-seconds" in argv else 120.0
    files = sorted(glob.glob(os.path.join(directory, "unrolled_*.tir.py")),
                   key=lambda p: int(re.search(r"unrolled_(\d+)", p).group(1)))
    cse = tvm.tirx.transform.CommonSubexprElim()
    points = []
    print(f"{'expr nodes':>12} {'TVM pass ms':>12}")
    for path in files:
        with open(path, encoding="utf-8") as f:
            mod = as_module(tvm.script.from_source(f.read()))
        times = []
        while len(times) < 3:
            start = time.perf_counter()
            cse(mod)
            times.append((time.perf_counter() - start) * 1e3)
            if times[-1] > 10_000:
                break
        ms = statistics.median(times)
        n = nodes(path)
        points.append((n, ms))
        print(f"{n:>12} {ms:>12.2f}")
        if ms / 1e3 * 4 > budget:
            print(f"(stopping: the next size would exceed the {budget:.0f} s budget)")
            break
    lx = [math.log(n) for n, _ in points]
    ly = [math.log(t) for _, t in points]
    mx, my = sum(lx) / len(lx), sum(ly) / len(ly)
    k = sum((x - mx) * (y - my) for x, y in zip(lx, ly)) / sum((x - mx) ** 2 for x in lx)
    print(f"fitted exponent of TVM pass time against expression nodes: {k:.3f}")


if __name__ == "__main__":
    main(sys.argv)
