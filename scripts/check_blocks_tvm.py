#!/usr/bin/env python3
"""The interpreter's meaning of block-level programs against TVM-compiled execution: for every
block-level file of ../shared/tvmtests (or the files given), `tir-eqsat run` draws seeded random
inputs and runs each function in the reference interpreter; TVM 0.27 builds the same file for
llvm and runs each function on those inputs; every element of every buffer must agree (integers
exactly, floats to 1e-5 relative, float16 sums to 0.1: LLVM may contract a*b+c into one fused
operation and keep float16 intermediates in float32).

A file the interpreter refuses (an unmodelled construct: opaque calls, pointers)
or that TVM cannot build for llvm (GPU kernels, external symbols) is counted and skipped, with
its reason; a function TVM does not export (private) is skipped.

Usage: .venv-tvm/bin/python scripts/check_blocks_tvm.py [FILE ...] [--seeds N] [--every K] [--verbose]
Exit code 0 when no function differs (and at least one was compared).
"""
import argparse
import collections
import json
import os
import subprocess
import sys
import tempfile

import numpy as np
import tvm

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TOOL = os.path.join(ROOT, "target", "release", "tir-eqsat")
TVMTESTS = os.path.join(ROOT, "..", "shared", "tvmtests")
# Interpreter steps per run: large kernels beyond it are skipped (the comparison is of meaning,
# and small programs exercise every block construct).
FUEL = 3_000_000


def block_level_files():
    man = json.load(open(os.path.join(TVMTESTS, "manifest.json")))
    return [os.path.join(TVMTESTS, f["file"]) for f in man["files"]
            if f.get("level") == "block" and f.get("tvm_reparse") == "ok"]


def ours(path, seed, tmp):
    """The interpreter's runs of every function, or (None, reason)."""
    out = os.path.join(tmp, "run.json")
    try:
        r = subprocess.run([TOOL, "run", path, "--seed", str(seed), "--fuel", str(FUEL), "-o", out],
                           capture_output=True, text=True, timeout=30)
    except subprocess.TimeoutExpired:
        return None, "over 30 s"
    if r.returncode != 0:
        msg = (r.stderr.strip().splitlines() or ["?"])[0]
        return None, msg.split(": ", 2)[-1][:70]
    return json.load(open(out))["functions"], None


def value(x):
    return float(x) if isinstance(x, str) else x


def is_buffer(p):
    """TVM 0.27's tirx parameters are buffers themselves (`BufferType`) or scalars."""
    return type(p.ty).__name__ == "BufferType"


def dim_value(d, scalars):
    """A buffer extent's value under the run's scalars: a literal, a symbol, or arithmetic over
    symbols (`n * 4`, as TVM prints a symbolic match's shape)."""
    kind = type(d).__name__
    if isinstance(d, tvm.tirx.IntImm):
        return int(d)
    if isinstance(d, tvm.tirx.Var):
        return int(scalars[d.name])
    if kind == "Cast":
        return dim_value(d.value, scalars)
    ops = {"Add": lambda x, y: x + y, "Sub": lambda x, y: x - y, "Mul": lambda x, y: x * y,
           "FloorDiv": lambda x, y: x // y, "FloorMod": lambda x, y: x % y,
           "Min": min, "Max": max}
    if kind in ops:
        return ops[kind](dim_value(d.a, scalars), dim_value(d.b, scalars))
    raise ValueError(f"an extent the script does not evaluate: {d}")


def tvm_run(lib, func, run):
    """Runs `func` (a tvm PrimFunc) from `lib` on the interpreter's inputs; returns the buffers
    after the run by name."""
    scalars = run["scalars"]
    args, tensors = [], {}
    for p in func.params:
        if is_buffer(p):
            shape = [dim_value(d, scalars) for d in p.shape]
            flat = [0 if v is None or v == "undef" else value(v) for v in run["inputs"][p.name]]
            a = np.array(flat, dtype=str(p.dtype)).reshape(shape)
            t = tvm.runtime.tensor(a, tvm.cpu())
            tensors[p.name] = t
            args.append(t)
        else:
            args.append(value(scalars[p.name]))
    lib[run["name"]](*args)
    return {n: t.numpy().reshape(-1) for n, t in tensors.items()}


def differs(expected, got, dtype):
    """The first element (index, ours, TVM's) where the two differ, else None."""
    for k, v in enumerate(expected):
        if v is None or v == "undef":
            continue
        w = got[k].item()
        if "float" in dtype:
            v = value(v)
            # float16: LLVM fuses a*b+c in float32 where we round each op to float16, and over
            # a 128-term sum those roundings drift by up to about 0.1.
            rtol, atol = (5e-2, 0.1) if dtype == "float16" else (1e-5, 1e-6)
            if not (np.isclose(v, w, rtol=rtol, atol=atol) or (np.isnan(v) and np.isnan(w))):
                return k, v, w
        elif int(v) != int(w):
            return k, v, w
    return None


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("files", nargs="*")
    ap.add_argument("--seeds", type=int, default=2)
    ap.add_argument("--every", type=int, default=1, metavar="K",
                    help="only every K-th file (a sample, for CI)")
    ap.add_argument("--verbose", action="store_true")
    a = ap.parse_args()
    files = (a.files or block_level_files())[::a.every]
    counts = collections.Counter()
    skipped = collections.Counter()
    failures = []
    with tempfile.TemporaryDirectory() as tmp:
        for k, path in enumerate(files):
            if k % 100 == 0:
                print(f"... {k}/{len(files)} files", file=sys.stderr, flush=True)
            name = os.path.basename(path)
            runs, why = ours(path, 0, tmp)
            if runs is None:
                skipped["interpreter: " + why] += 1
                continue
            try:
                mod = tvm.script.from_source(open(path).read())
                if isinstance(mod, tvm.tirx.PrimFunc):
                    mod = tvm.IRModule({runs[0]["name"]: mod})
                # One exported symbol per function, named as in the module (test modules
                # often give several functions the symbol `main`).
                mod = tvm.IRModule({gv.name_hint: f.with_attr("global_symbol", gv.name_hint)
                                    for gv, f in mod.functions.items() if isinstance(f, tvm.tirx.PrimFunc)})
                lib = tvm.tirx.build(mod, target="llvm")
            except Exception as e:  # noqa: BLE001 (any build failure skips the file)
                skipped["TVM llvm build: " + type(e).__name__] += 1
                if a.verbose:
                    print("TVM build failed:", name, (str(e).strip().splitlines() or ["?"])[-1][:200])
                continue
            for seed in range(a.seeds):
                if seed > 0:
                    runs, why = ours(path, seed, tmp)
                    if runs is None:
                        break
                for run in runs:
                    gv = [g for g in mod.get_global_vars() if g.name_hint == run["name"]]
                    func = mod[gv[0]] if gv else None
                    try:
                        lib[run["name"]]
                    except Exception:  # noqa: BLE001 (a private function is not exported)
                        func = None
                    if func is None:
                        skipped["not exported by TVM"] += 1
                        continue
                    try:
                        got = tvm_run(lib, func, run)
                    except Exception as e:  # noqa: BLE001
                        skipped["TVM run: " + type(e).__name__] += 1
                        if a.verbose:
                            print("TVM run failed:", name, repr(e)[:200])
                        continue
                    bad = None
                    for p in func.params:
                        if is_buffer(p):
                            d = differs(run["outputs"][p.name], got[p.name], str(p.dtype))
                            if d:
                                bad = (p.name,) + d
                                break
                    if bad:
                        counts["differ"] += 1
                        failures.append(f"{name} `{run['name']}` seed {seed}: `{bad[0]}`[{bad[1]}] ours {bad[2]}, TVM {bad[3]}")
                    else:
                        counts["agree"] += 1
                        if a.verbose:
                            print("agree", name, run["name"], "seed", seed)
    for f in failures:
        print("DIFFER", f)
    for k, v in skipped.most_common():
        print(f"{v:5d}  skipped: {k}")
    print(f"block-level programs, interpreter vs TVM-compiled execution: {counts['agree']} function runs agree, "
          f"{counts['differ']} differ")
    sys.exit(0 if counts["differ"] == 0 and counts["agree"] > 0 else 1)


if __name__ == "__main__":
    main()
