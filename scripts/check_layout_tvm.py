#!/usr/bin/env python3
"""TVM-compiled execution of `layout` outputs: for every layout case (the shared padding cases
whose equality is `layout`, and the golden cases under tests/cases/ whose pipeline has
`layout`), build BEFORE and our output with TVM 0.27 (llvm), run both on the same random
inputs (the output's transformed inputs laid out through the index map, their padding filled
with the pad value), and require every logical element of every buffer to agree through the
map, and the output's padding to hold the pad value where it is a value.

Usage: .venv-tvm/bin/python scripts/check_layout_tvm.py [--shared ../shared/padding] [--trials N]
Exit code 0 when every case agrees.
"""
import argparse
import itertools
import json
import os
import re
import shlex
import subprocess
import sys
import tempfile

import numpy as np
import tvm

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TOOL = os.path.join(ROOT, "target", "release", "tir-eqsat")


def groups_of(args):
    """[(buffer, map, pad)] from `--buffer B --index-map M --pad-value=V ...`."""
    out, i = [], 0
    while i < len(args):
        a = args[i]
        if a == "--buffer":
            out.append([args[i + 1], None, "none"])
            i += 2
        elif a == "--index-map":
            out[-1][1] = args[i + 1]
            i += 2
        elif a.startswith("--pad-value="):
            out[-1][2] = a.split("=", 1)[1]
            i += 1
        elif a == "--pad-value":
            out[-1][2] = args[i + 1]
            i += 2
        else:
            i += 1
    return [tuple(g) for g in out if g[1]]


def shared_cases(shared):
    cases = json.load(open(os.path.join(shared, "cases.json")))["cases"]
    for c in cases:
        if c["equality"] != "layout":
            continue
        before = os.path.join(shared, c["files"]["before"])
        args = [a for a in c["command"] if a not in ("{before}", "{out}", "-o")]
        yield c["id"], before, args


def golden_cases():
    base = os.path.join(ROOT, "tests", "cases")
    for d in sorted(os.listdir(base)):
        if "layout" not in d.split(","):
            continue
        for name in sorted(os.listdir(os.path.join(base, d))):
            if not name.endswith(".tir.py") or name.endswith(".expected.tir.py"):
                continue
            path = os.path.join(base, d, name)
            text = open(path).read()
            m = re.search(r"^# args: (.*)$", text, re.M)
            args = ["opt", "--passes", d] + (shlex.split(m.group(1)) if m else [])
            yield f"golden/{d}/{name}", path, args


def run_tool(before, args, out):
    """Our output, lowered by our own remove-assume and remove-store-undef (the RFC's lowering:
    TVM's llvm build does not take T.undef() stores)."""
    mid = out + ".mid.tir.py"
    subprocess.run([TOOL, "opt", before] + [a for a in args if a != "opt"] + ["-o", mid], check=True, capture_output=True)
    subprocess.run([TOOL, "opt", mid, "--passes", "remove-assume,remove-store-undef", "-o", out], check=True, capture_output=True)


def random_array(shape, dtype, rng):
    if "float" in dtype:
        return (rng.integers(-4, 5, size=shape) / 2.0).astype(dtype)
    return rng.integers(-3, 4, size=shape).astype(dtype)


class Param:
    """A buffer parameter: name, shape, dtype (TVM 0.27 types parameters by BufferType)."""

    def __init__(self, p):
        self.name, self.shape, self.dtype = p.name, list(p.shape), str(p.dtype)


def params_of(func):
    return [Param(p) for p in func.params if type(p.ty).__name__ == "BufferType"]


def as_module(parsed):
    """A bare `@T.prim_func` parses to a PrimFunc; builds take modules."""
    return parsed if isinstance(parsed, tvm.IRModule) else tvm.IRModule({"main": parsed})


def pad_function(pad, name, logical):
    """The pad value as a function of the transformed indices; a lambda may read the buffer
    itself, at its logical indices (`logical`: the buffer's values as BEFORE sees them)."""
    if pad.startswith("lambda"):
        return eval(pad, {name: logical})
    return lambda *_i, v=float(pad): v


def check_case(case_id, before_path, args, trials):
    groups = {b: (eval(m), pad) for b, m, pad in groups_of(args)}
    with tempfile.TemporaryDirectory() as tmp:
        out_path = os.path.join(tmp, "out.tir.py")
        run_tool(before_path, args, out_path)
        mod_b = as_module(tvm.script.from_source(open(before_path).read()))
        mod_o = as_module(tvm.script.from_source(open(out_path).read()))
    lib_b = tvm.tirx.build(mod_b, target="llvm")
    lib_o = tvm.tirx.build(mod_o, target="llvm")
    bufs_b = params_of(mod_b["main"])
    bufs_o = params_of(mod_o["main"])
    rng = np.random.default_rng(0)
    for _ in range(trials):
        arrays_b, arrays_o = [], []
        for bb, bo in zip(bufs_b, bufs_o):
            shape_b = [int(d) for d in bb.shape]
            shape_o = [int(d) for d in bo.shape]
            a = random_array(shape_b, bb.dtype, rng)
            arrays_b.append(a)
            if bb.name not in groups:
                arrays_o.append(a.copy())
                continue
            index_map, pad = groups[bb.name]
            o = random_array(shape_o, bo.dtype, rng)
            if pad not in ("none", "undef"):
                fpad = pad_function(pad, bb.name, a)
                for p in itertools.product(*[range(n) for n in shape_o]):
                    o[p] = fpad(*p)
            for l in itertools.product(*[range(n) for n in shape_b]):
                o[tuple(np.atleast_1d(index_map(*l)))] = a[l]
            arrays_o.append(o)
        run_b = [tvm.runtime.tensor(a, tvm.cpu()) for a in arrays_b]
        run_o = [tvm.runtime.tensor(a, tvm.cpu()) for a in arrays_o]
        lib_b["main"](*run_b)
        lib_o["main"](*run_o)
        for bb, rb, ro in zip(bufs_b, run_b, run_o):
            xb, xo = rb.numpy(), ro.numpy()
            if bb.name not in groups:
                if not np.array_equal(xb, xo):
                    return f"buffer {bb.name} differs"
                continue
            index_map, pad = groups[bb.name]
            image = set()
            for l in itertools.product(*[range(n) for n in xb.shape]):
                p = tuple(np.atleast_1d(index_map(*l)))
                image.add(p)
                if xb[l] != xo[p]:
                    return f"{bb.name}{list(l)}: BEFORE {xb[l]}, ours {xo[p]} at {list(p)}"
            if pad in ("none", "undef"):
                continue
            fpad = pad_function(pad, bb.name, xb)
            for p in itertools.product(*[range(n) for n in xo.shape]):
                if p not in image and xo[p] != fpad(*p):
                    return f"{bb.name}{list(p)} (padding): expected {fpad(*p)}, ours {xo[p]}"
    return None


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--shared", default=os.path.join(ROOT, "..", "shared", "padding"))
    ap.add_argument("--trials", type=int, default=5)
    args = ap.parse_args()
    cases = list(golden_cases())
    if os.path.isdir(args.shared):
        cases = list(shared_cases(args.shared)) + cases
    failed = 0
    for case_id, before, tool_args in cases:
        try:
            problem = check_case(case_id, before, tool_args, args.trials)
        except Exception as e:  # a build or run failure is a failure of the case
            problem = f"{type(e).__name__}: {e}"
        print(f"{'PASS' if problem is None else 'FAIL'} {case_id}" + ("" if problem is None else f": {problem}"))
        failed += problem is not None
    print(f"layout under TVM (llvm): {len(cases) - failed}/{len(cases)} agree")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
