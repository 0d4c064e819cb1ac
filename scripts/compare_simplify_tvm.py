"""Conditions left by TVM 0.27's StmtSimplify and by `tir-eqsat simplify`, side by side.

For each input program it runs TVM's `tvm.tirx.transform.StmtSimplify` twice (default config,
and every StmtSimplifyConfig flag on) and `tir-eqsat simplify`, parses our output back with TVM
(so the count uses one counter for all three and proves our output parses), and counts the
conditions of `if` statements (conjuncts of `and`, `T.likely` stripped). Also prints the weighted
ops of each output (our `cost`, with the corpus bindings) and the pass times (medians of 5).

Usage: compare_simplify_tvm.py [--json OUT] [--require-fewer-or-equal] FILE...
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
from compare_tvm import BIN, as_module, bindings_for, weighted_ops

ALL_FLAGS = {
    "transitively_prove_inequalities": True,
    "convert_boolean_to_and_of_ors": True,
    "apply_constraints_to_boolean_branches": True,
}


def strip_likely(e):
    while isinstance(e, tvm.ir.expr.Call) and e.op.name.endswith(".likely"):
        e = e.args[0]
    return e


def count_conditions(mod):
    """Conjuncts of `if` conditions over every function of `mod`."""
    total = 0

    def conjuncts(e):
        e = strip_likely(e)
        if isinstance(e, tvm.tirx.And):
            return conjuncts(e.a) + conjuncts(e.b)
        return 1

    def visit(node):
        # TVM 0.27 exposes no TIR statement visitor to Python; walk the statement fields.
        nonlocal total
        if node is None:
            return
        if isinstance(node, tvm.tirx.IfThenElse):
            total += conjuncts(node.condition)
        if isinstance(node, tvm.tirx.SeqStmt):
            for s in node.seq:
                visit(s)
            return
        for field in ("body", "then_case", "else_case"):
            child = getattr(node, field, None)
            if isinstance(child, tvm.tirx.Stmt):
                visit(child)

    for _, func in mod.functions.items():
        visit(func.body)
    return total


RUNS = 5


def tvm_simplify(mod, flags):
    """TVM's pass on `mod` and its median pass time over RUNS runs."""
    times = []
    with tvm.transform.PassContext(config={"tirx.StmtSimplify": flags}):
        for _ in range(RUNS):
            start = time.perf_counter()
            out = tvm.tirx.transform.StmtSimplify()(mod)
            times.append((time.perf_counter() - start) * 1e3)
    return out, statistics.median(times)


def compare(path, tmp):
    name = os.path.basename(path).replace(".input.tir.py", "").replace(".tir.py", "")
    bind = bindings_for(path)
    with open(path, encoding="utf-8") as f:
        mod = as_module(tvm.script.from_source(f.read()))
    row = {"program": name, "input": count_conditions(mod)}
    for label, flags in (("tvm_default", {}), ("tvm_all_flags", ALL_FLAGS)):
        out, ms = tvm_simplify(mod, flags)
        out_file = os.path.join(tmp, f"{name}.{label}.py")
        with open(out_file, "w", encoding="utf-8") as f:
            f.write(out.script())
        row[label] = count_conditions(out)
        row[f"{label}_ms"] = ms
        row[f"{label}_weighted_ops"] = ops_or_none(out_file, bind)
    ours_file = os.path.join(tmp, f"{name}.ours.py")
    stats_file = os.path.join(tmp, f"{name}.stats.json")
    cmd = [BIN, "simplify", path, "-o", ours_file, "--stats-json", stats_file]
    times = []
    for _ in range(RUNS):
        subprocess.run(cmd + (["--bind", bind] if bind else []), check=True)
        with open(stats_file, encoding="utf-8") as f:
            stats = json.load(f)
        times.append(sum(s["pass_ms"] for s in stats))
    with open(ours_file, encoding="utf-8") as f:
        ours = as_module(tvm.script.from_source(f.read()))
    row["ours"] = count_conditions(ours)
    row["ours_ms"] = statistics.median(times)
    row["ours_removed"] = sum(s["removed_true"] + s["removed_false"] for s in stats)
    row["input_weighted_ops"] = ops_or_none(path, bind)
    row["ours_weighted_ops"] = ops_or_none(ours_file, bind)
    return row


def ops_or_none(path, bind):
    """Weighted ops, or None when a symbolic extent has no binding (no NAME.meta.json)."""
    try:
        return weighted_ops(path, bind)
    except subprocess.CalledProcessError:
        return None


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("files", nargs="+")
    ap.add_argument("--json", help="write the rows as JSON here")
    ap.add_argument(
        "--require-fewer-or-equal",
        action="store_true",
        help="exit 1 unless we leave at most as many conditions as TVM on every program",
    )
    args = ap.parse_args()
    rows = []
    print(f"{'program':34} {'input':>5} {'TVM':>5} {'TVM+':>5} {'ours':>5}   {'TVM ms':>7} {'our ms':>7}   weighted ops in -> ours")
    with tempfile.TemporaryDirectory() as tmp:
        for path in args.files:
            r = compare(path, tmp)
            rows.append(r)
            ops = f"{r['input_weighted_ops']} -> {r['ours_weighted_ops']} (TVM {r['tvm_default_weighted_ops']})"
            print(
                f"{r['program']:34} {r['input']:5} {r['tvm_default']:5} {r['tvm_all_flags']:5} {r['ours']:5}"
                f"   {r['tvm_default_ms']:7.2f} {r['ours_ms']:7.2f}   {ops}"
            )
    tvm_total = sum(r["tvm_default"] for r in rows)
    ours_total = sum(r["ours"] for r in rows)
    print(f"conditions left: input {sum(r['input'] for r in rows)}, TVM {tvm_total}, "
          f"TVM all flags {sum(r['tvm_all_flags'] for r in rows)}, ours {ours_total}")
    if args.json:
        with open(args.json, "w", encoding="utf-8") as f:
            json.dump(rows, f, indent=1)
    worse = [r["program"] for r in rows if r["ours"] > min(r["tvm_default"], r["tvm_all_flags"])]
    if worse:
        print("more conditions than TVM left in: " + ", ".join(worse))
        if args.require_fewer_or_equal:
            sys.exit(1)


if __name__ == "__main__":
    main()
