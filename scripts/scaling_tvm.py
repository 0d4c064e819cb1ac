"""Times TVM 0.27's CommonSubexprElim on the generated programs of `cse_scaling` and fits the
exponent of pass time against expression nodes, for comparison with ours; with `--ops` also
the weighted ops of TVM's output (printed by TVM, counted by `tir-eqsat cost`).

Usage: cargo run --release --example cse_scaling -- --emit DIR [--family F] [--statements N]
       .venv-tvm/bin/python scripts/scaling_tvm.py DIR [--family unrolled|grouped]
           [--max-seconds S] [--ops]
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


def cost(path):
    """(expression nodes, weighted ops) of a file, as `tir-eqsat cost` counts them."""
    import json

    out = json.loads(subprocess.run([BIN, "cost", path, "--json"], check=True, capture_output=True, text=True).stdout)
    return sum(f["expr_nodes"] for f in out["functions"]), out["weighted_ops"]


def main(argv):
    directory = argv[1]
    budget = float(argv[argv.index("--max-seconds") + 1]) if "--max-seconds" in argv else 120.0
    family = argv[argv.index("--family") + 1] if "--family" in argv else "unrolled"
    files = sorted(glob.glob(os.path.join(directory, f"{family}_*.tir.py")),
                   key=lambda p: int(re.search(rf"{family}_(\d+)", p).group(1)))
    cse = tvm.tirx.transform.CommonSubexprElim()
    points = []
    print(f"{'expr nodes':>12} {'TVM pass ms':>12}" + (f" {'TVM weighted ops':>17}" if "--ops" in argv else ""))
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
        n, _ = cost(path)
        points.append((n, ms))
        ops = ""
        if "--ops" in argv:
            out = path[: -len(".tir.py")] + ".tvm_cse.tir.py"
            with open(out, "w", encoding="utf-8") as f:
                f.write(cse(mod).script())
            ops = f" {cost(out)[1]:>17}"
        print(f"{n:>12} {ms:>12.2f}{ops}")
        if ms / 1e3 * 4 > budget:
            print(f"(stopping: the next size would exceed the {budget:.0f} s budget)")
            break
    if len(points) < 2:
        return
    lx = [math.log(n) for n, _ in points]
    ly = [math.log(t) for _, t in points]
    mx, my = sum(lx) / len(lx), sum(ly) / len(ly)
    k = sum((x - mx) * (y - my) for x, y in zip(lx, ly)) / sum((x - mx) ** 2 for x in lx)
    print(f"fitted exponent of TVM pass time against expression nodes: {k:.3f}")


if __name__ == "__main__":
    main(sys.argv)
