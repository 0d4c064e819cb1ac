"""Side-by-side comparison of TVM 0.27's CommonSubexprElim and `tir-eqsat cse`, in one run.

For each input program (NAME.input.tir.py or any TVMScript file) it runs TVM's pass (median of
5 pass-only timings, no parsing or printing) and ours (`--repeat 5`, pass time from
`--stats-json`), then prints weighted ops of both outputs and their ratio, the pass-time ratio,
and whether our output, as TVM parses it, is structurally equal to TVM's in-memory result and to
the printed `NAME.tvm_cse.tir.py` beside the input (when present).

Usage: compare_tvm.py [--mode syntactic] [--json OUT] [--require-equal N] FILE...
Needs the project's TVM venv (scripts/setup_tvm_venv.sh) and a release build of tir-eqsat.
"""
import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time

import tvm


def as_module(parsed):
    """A bare `@T.prim_func` parses to a PrimFunc; passes run on modules."""
    if isinstance(parsed, tvm.IRModule):
        return parsed
    return tvm.IRModule({"main": parsed})

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BIN = os.path.join(ROOT, "target", "release", "tir-eqsat")


def bindings_for(path):
    meta = path.replace(".input.tir.py", ".meta.json")
    if meta != path and os.path.exists(meta):
        with open(meta, encoding="utf-8") as f:
            return ",".join(f"{k}={v}" for k, v in json.load(f)["bindings"].items())
    return ""


def weighted_ops(path, bind):
    cmd = [BIN, "cost", path, "--json"] + (["--bind", bind] if bind else [])
    out = subprocess.run(cmd, check=True, capture_output=True, text=True).stdout
    return json.loads(out)["weighted_ops"]


def structurally_equal(a, b):
    try:
        tvm.ir.assert_structural_equal(a, b, map_free_vars=False)
        return True
    except Exception:  # any mismatch or error counts as "not equal"
        return False


def compare(path, mode, tmp):
    name = os.path.basename(path).replace(".input.tir.py", "").replace(".tir.py", "")
    bind = bindings_for(path)
    with open(path, encoding="utf-8") as f:
        src = f.read()
    mod = as_module(tvm.script.from_source(src))
    cse = tvm.tirx.transform.CommonSubexprElim()
    times = []
    for _ in range(5):
        start = time.perf_counter()
        tvm_out = cse(mod)
        times.append((time.perf_counter() - start) * 1e3)
    tvm_ms = statistics.median(times)
    tvm_file = os.path.join(tmp, f"{name}.tvm.py")
    with open(tvm_file, "w", encoding="utf-8") as f:
        f.write(tvm_out.script())
    ours_file = os.path.join(tmp, f"{name}.ours.py")
    stats_file = os.path.join(tmp, f"{name}.stats.json")
    cmd = [BIN, "cse", path, "--mode", mode, "--repeat", "5", "-o", ours_file, "--stats-json", stats_file]
    subprocess.run(cmd + (["--bind", bind] if bind else []), check=True)
    with open(stats_file, encoding="utf-8") as f:
        stats = json.load(f)
    ours_ms = sum(s["pass_ms"] for s in stats)
    with open(ours_file, encoding="utf-8") as f:
        ours_mod = as_module(tvm.script.from_source(f.read()))
    printed = path.replace(".input.tir.py", ".tvm_cse.tir.py")
    eq_printed = None
    if printed != path and os.path.exists(printed):
        with open(printed, encoding="utf-8") as f:
            eq_printed = structurally_equal(ours_mod, as_module(tvm.script.from_source(f.read())))
    ops_tvm = weighted_ops(tvm_file, bind)
    ops_ours = weighted_ops(ours_file, bind)
    return {
        "program": name,
        "tvm_ms": round(tvm_ms, 3),
        "ours_ms": round(ours_ms, 3),
        "time_ratio": round(ours_ms / tvm_ms, 3) if tvm_ms else None,
        "weighted_ops_input": weighted_ops(path, bind),
        "weighted_ops_tvm": ops_tvm,
        "weighted_ops_ours": ops_ours,
        "ops_ratio": round(ops_ours / ops_tvm, 4) if ops_tvm else None,
        "bindings_ours": sum(s["bindings"] for s in stats),
        "egraph": "; ".join(f"{s['egraph_nodes']} nodes {s['egraph_classes']} classes {s['iterations']} it {s['stop_reason']}"
                            for s in stats),
        "equal_to_tvm_result": structurally_equal(ours_mod, tvm_out),
        "equal_to_printed_tvm_cse": eq_printed,
    }


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--mode", default="syntactic")
    ap.add_argument("--json")
    ap.add_argument("--require-equal", type=int, default=0,
                    help="exit 1 unless at least this many programs are structurally equal to TVM's output")
    ap.add_argument("files", nargs="+")
    args = ap.parse_args()
    rows = []
    with tempfile.TemporaryDirectory() as tmp:
        for path in args.files:
            rows.append(compare(path, args.mode, tmp))
    cols = ["program", "tvm_ms", "ours_ms", "time_ratio", "weighted_ops_tvm", "weighted_ops_ours", "ops_ratio",
            "equal_to_tvm_result", "equal_to_printed_tvm_cse"]
    if args.mode == "semantic":
        cols.append("egraph")
    print(" | ".join(cols))
    for r in rows:
        print(" | ".join(str(r[c]) for c in cols))
    equal = sum(1 for r in rows if r["equal_to_tvm_result"] or r["equal_to_printed_tvm_cse"])
    print(f"structurally equal to TVM: {equal} of {len(rows)}")
    if args.json:
        with open(args.json, "w", encoding="utf-8") as f:
            json.dump(rows, f, indent=1)
    return 0 if equal >= args.require_equal else 1


if __name__ == "__main__":
    sys.exit(main())
