#!/usr/bin/env python3
"""Judges `tir-eqsat tensor-cse` on ../shared/tensorcse (seed 003's specification, its README §3):
for every case, our output must parse and build with TVM 0.27 (llvm); the original forward and
backward and the new ones, run on the same random inputs (the new forward filling the stashes,
the new backward reading them by name), must give equal outputs; the signatures and report must
follow §1; positive cases need the new backward's weighted ops below the input's and at most
1.05x the ideal's, the new forward's at most 1.05x the input's; negative cases no stash (or no
more ops + loads + stores in total). The weighted-op counter (§2) is checked against the
figures meta.json gives for the input and the ideal.

Usage: .venv-tvm/bin/python scripts/check_tensor_cse.py [--shared ../shared/tensorcse] [--case ID]
       [--tool BIN]  (`--shared tests/data/families/tensorcse`: the cases we generated alike)
Exit code 0 when every case passes.
"""
import argparse
import json
import os
import subprocess
import sys
import tempfile

import numpy as np
import tvm

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TOOL = os.path.join(ROOT, "target", "release", "tir-eqsat")
ARITH = {"Add": "add", "Sub": "sub", "Mul": "mul", "Div": "div", "Mod": "mod", "FloorDiv": "floordiv",
         "FloorMod": "floormod", "Min": "min", "Max": "max", "EQ": "eq", "NE": "ne", "LT": "lt",
         "LE": "le", "GT": "gt", "GE": "ge"}
FREE_CALLS = {"if_then_else", "likely", "assume", "undef", "reinterpret", "ret"}


def count(func):
    """§2's measure of one PrimFunc: ops (arith + calls), loads, stores, weighted by trip counts."""
    c = {"arith": 0, "calls": 0, "loads": 0, "stores": 0}

    def const(e):
        return int(e.value) if hasattr(e, "value") else None

    def expr(e, w):
        name = type(e).__name__
        if name in ARITH:
            c["arith"] += w
            expr(e.a, w)
            expr(e.b, w)
        elif name in ("BufferLoad", "TensorLoad"):
            c["loads"] += w
            for i in e.indices:
                expr(i, w)
        elif name == "Call":
            op = e.op.name.split(".")[-1] if hasattr(e.op, "name") else ""
            if op not in FREE_CALLS:
                c["calls"] += w
            for a in e.args:
                expr(a, w)
        elif name in ("Cast", "Not"):
            expr(e.value if name == "Cast" else e.a, w)
        elif name in ("And", "Or"):
            expr(e.a, w)
            expr(e.b, w)
        elif name == "Select":
            expr(e.condition, w)
            expr(e.true_value, w)
            expr(e.false_value, w)
        elif name == "Let":
            expr(e.value, w)
            expr(e.body, w)

    def stmt(s, w):
        name = type(s).__name__
        if name == "SeqStmt":
            for x in s.seq:
                stmt(x, w)
        elif name == "For":
            expr(s.min, w)
            expr(s.extent, w)
            stmt(s.body, w * (const(s.extent) or 1))
        elif name in ("SBlockRealize", "BlockRealize"):
            for v in s.iter_values:
                expr(v, w)
            expr(s.predicate, w)
            stmt(s.block, w)
        elif name in ("SBlock", "Block"):
            if s.init is not None:
                stmt(s.init, w)
            stmt(s.body, w)
        elif name in ("BufferStore", "TensorStore"):
            c["stores"] += w
            expr(s.value, w)
            for i in s.indices:
                expr(i, w)
        elif name == "IfThenElse":
            expr(s.condition, w)
            stmt(s.then_case, w)
            if s.else_case is not None:
                stmt(s.else_case, w)
        elif name == "LetStmt":
            expr(s.value, w)
            stmt(s.body, w)
        elif name == "Evaluate":
            expr(s.value, w)
        elif hasattr(s, "body"):
            stmt(s.body, w)

    stmt(func.body, 1)
    c["ops"] = c["arith"] + c["calls"]
    return c


def buffer_params(func):
    return [(p.name, [int(d) for d in p.shape], str(p.dtype)) for p in func.params if type(p.ty).__name__ == "BufferType"]


def written(func):
    out = set()

    def visit(s):
        name = type(s).__name__
        if name in ("BufferStore", "TensorStore"):
            out.add(s.buffer.name)
        for attr in ("seq",):
            if hasattr(s, attr):
                for x in getattr(s, attr):
                    visit(x)
        for attr in ("body", "block", "init", "then_case", "else_case"):
            x = getattr(s, attr, None)
            if x is not None and not isinstance(x, (int, float)):
                visit(x)

    visit(func.body)
    return out


def run_pair(mod, fwd_inputs, grads):
    """Runs forward then backward of `mod`: forward inputs by name, outputs start as NaN; the
    backward's parameters are fed by name (forward tensors from the forward's call, incoming
    gradients from `grads`). Returns every output by function and name."""
    lib = tvm.tirx.build(mod, target="llvm")
    out = {}
    f, b = mod["forward"], mod["backward"]
    fw = written(f)
    tensors = {}
    args = []
    for name, shape, dtype in buffer_params(f):
        a = fwd_inputs[name] if name not in fw else np.full(shape, np.nan, dtype=dtype)
        t = tvm.runtime.tensor(a.astype(dtype), tvm.cpu())
        args.append(t)
        tensors[name] = t
    lib["forward"](*args)
    for name, _, _ in buffer_params(f):
        if name in fw:
            out[("forward", name)] = tensors[name].numpy()
    bw = written(b)
    args = []
    for name, shape, dtype in buffer_params(b):
        if name in bw:
            t = tvm.runtime.tensor(np.full(shape, np.nan, dtype=dtype), tvm.cpu())
        elif name in tensors:
            t = tensors[name]
        else:
            t = tvm.runtime.tensor(grads[name].astype(dtype), tvm.cpu())
        args.append((name, t))
    lib["backward"](*[t for _, t in args])
    for name, t in args:
        if name in bw:
            out[("backward", name)] = t.numpy()
    return out


def check_case(shared, case, tool):
    meta = json.load(open(os.path.join(shared, case["files"]["meta"])))
    src = os.path.join(shared, case["files"]["input"])
    problems, notes = [], []
    mod_in = tvm.script.from_source(open(src).read())
    # The counter reproduces the specification's figures for the input and the ideal.
    mod_ideal = tvm.script.from_source(open(os.path.join(shared, case["files"]["ideal"])).read())
    for label, m, fn in (("forward", mod_in, "forward"), ("backward", mod_in, "backward"),
                         ("ideal_forward", mod_ideal, "forward"), ("ideal_backward", mod_ideal, "backward")):
        got = count(m[fn])
        want = meta["weighted_ops"][label]
        for k in ("ops", "loads", "stores"):
            if got[k] != want[k]:
                problems.append(f"counter: {label} {k} {got[k]} != meta {want[k]}")
    with tempfile.TemporaryDirectory() as tmp:
        out_path, rep_path = os.path.join(tmp, "out.tir.py"), os.path.join(tmp, "report.json")
        r = subprocess.run([tool, "tensor-cse", src, "-o", out_path, "--report", rep_path],
                           capture_output=True, text=True)
        if r.returncode != 0:
            return [f"exit {r.returncode}: {r.stderr.strip()[:300]}"], {}
        text = open(out_path).read()
        report = json.load(open(rep_path)) if os.path.exists(rep_path) else {"stashes": []}
    mod_out = tvm.script.from_source(text)
    # Signatures (§1).
    f0, b0 = buffer_params(mod_in["forward"]), buffer_params(mod_in["backward"])
    f1, b1 = buffer_params(mod_out["forward"]), buffer_params(mod_out["backward"])
    if f1[:len(f0)] != f0:
        problems.append("forward's original parameters changed")
    orig_b = [p for p in b1 if p[0] in {q[0] for q in b0}]
    if orig_b != b0:
        problems.append("backward's original parameters changed or moved")
    new_b = [i for i, p in enumerate(b1) if p[0] not in {q[0] for q in b0}]
    if new_b and new_b != list(range(new_b[0], new_b[0] + len(new_b))):
        problems.append("backward's new parameters are not one run")
    stash_names = {s["name"] for s in report["stashes"]}
    for i in new_b:
        if b1[i][0] not in stash_names:
            problems.append(f"backward parameter {b1[i][0]} missing from the report")
    for p in f1[len(f0):]:
        if p[0] not in stash_names:
            problems.append(f"forward output {p[0]} missing from the report")
    # Outputs equal on two seeds.
    exact = True
    for seed in (0, 1):
        rng = np.random.default_rng(seed)
        fwd_inputs = {n: rng.uniform(-1, 1, size=s).astype(d) for n, s, d in f0}
        grads = {n: rng.uniform(-1, 1, size=s).astype(d) for n, s, d in b0 if n not in fwd_inputs}
        a = run_pair(mod_in, fwd_inputs, grads)
        b = run_pair(mod_out, fwd_inputs, grads)
        for k, x in a.items():
            y = b.get(k)
            if y is None:
                problems.append(f"output {k} missing")
            elif not np.array_equal(x, y):
                exact = False
                if not np.all(np.abs(x - y) <= 1e-5 * np.maximum(np.abs(x), 1)):
                    problems.append(f"output {k} differs (max {np.max(np.abs(x - y))})")
    # Weighted ops (§3).
    cf, cb = count(mod_out["forward"]), count(mod_out["backward"])
    w = meta["weighted_ops"]
    figures = {"fwd_in": w["forward"]["ops"], "fwd_out": cf["ops"], "bwd_in": w["backward"]["ops"],
               "bwd_out": cb["ops"], "bwd_ideal": w["ideal_backward"]["ops"], "stashes": len(report["stashes"]),
               "equal": "exact" if exact else "rel"}
    if case["kind"] == "positive":
        if not cb["ops"] < w["backward"]["ops"]:
            problems.append(f"backward ops {cb['ops']} not below the input's {w['backward']['ops']}")
        if cb["ops"] > 1.05 * w["ideal_backward"]["ops"]:
            problems.append(f"backward ops {cb['ops']} above 1.05x the ideal's {w['ideal_backward']['ops']}")
        if cf["ops"] > 1.05 * w["forward"]["ops"]:
            problems.append(f"forward ops {cf['ops']} above 1.05x the input's {w['forward']['ops']}")
    else:
        total = lambda c: c["ops"] + c["loads"] + c["stores"]  # noqa: E731
        before = total(w["forward"]) + total(w["backward"])
        if (new_b or f1[len(f0):]) and total(cf) + total(cb) > before:
            problems.append("a stash that costs more than it saves")
    return problems, figures


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--shared", default=os.path.join(ROOT, "..", "shared", "tensorcse"))
    ap.add_argument("--case", action="append")
    ap.add_argument("--tool", default=TOOL)
    args = ap.parse_args()
    cases = json.load(open(os.path.join(args.shared, "cases.json")))["cases"]
    if args.case:
        cases = [c for c in cases if c["id"] in args.case]
    failed = 0
    for case in cases:
        try:
            problems, fig = check_case(args.shared, case, args.tool)
        except Exception as e:  # a parse, build or run failure fails the case
            problems, fig = [f"{type(e).__name__}: {str(e)[:300]}"], {}
        ok = not problems
        failed += not ok
        figs = " ".join(f"{k}={v}" for k, v in fig.items())
        print(f"{'PASS' if ok else 'FAIL'} {case['id']:<20} {figs}")
        for p in problems:
            print(f"     {p}")
    print(f"tensor-cse: {len(cases) - failed}/{len(cases)} cases pass")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
