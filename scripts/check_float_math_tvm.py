#!/usr/bin/env python3
"""The interpreter's float math against TVM-compiled execution, bit for bit: one program applies
each float intrinsic (`T.exp`, `T.log`, `T.tanh`, `T.sigmoid`, `T.rsqrt`, ...) at float16,
float32 and float64 to a sweep of operands, and casts float64 values straddling float16 ties;
TVM 0.27 builds it for llvm, `tir-eqsat run` interprets it, and every element must carry the same
bits (NaN matching NaN), except `T.erf`, which the interpreter takes from the portable `libm`
crate rather than the C library: one float32 ulp allowed there.

The operands are computed inside the program from the loop index (one rounded product each, which
LLVM cannot contract), so no input set is needed.

Usage: .venv-tvm/bin/python scripts/check_float_math_tvm.py [--bin target/release/tir-eqsat]
Exit code 0 when every element agrees.
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
N = 100_000
# (intrinsic, dtype, offset of the index, step): the operand is (i + offset) * step.
SWEEPS = [
    ("exp", "float32", -N // 2, "1e-4"),
    ("exp2", "float32", -N // 2, "4e-4"),
    ("log", "float32", 1, "1e-3"),
    ("log2", "float32", 1, "2e-2"),
    ("log10", "float32", 1, "2e-2"),
    ("sqrt", "float32", 0, "2e-2"),
    ("rsqrt", "float32", 1, "2e-2"),
    ("sin", "float32", -N // 2, "2e-3"),
    ("cos", "float32", -N // 2, "2e-3"),
    ("tanh", "float32", -N // 2, "5e-5"),
    ("sigmoid", "float32", -N // 2, "1e-4"),
    ("erf", "float32", -N // 2, "6e-5"),
    ("exp", "float16", -N // 2, "2e-4"),
    ("log", "float16", 1, "2e-3"),
    ("tanh", "float16", -N // 2, "6e-5"),
    ("sigmoid", "float16", -N // 2, "2e-4"),
    ("exp", "float64", -N // 2, "2e-4"),
    ("tanh", "float64", -N // 2, "6e-5"),
]


def program():
    params, body = [], []
    for k, (fn, dtype, offset, step) in enumerate(SWEEPS):
        params.append(f'B{k}: T.Buffer(({N},), "{dtype}")')
        operand = f'T.Cast("float32", i + {offset}) * T.float32({step})'
        body.append(f'        B{k}[i] = T.{fn}(T.Cast("{dtype}", {operand}))')
    # float64 -> float16 casts around the tie 1 + 2^-11, 2^-40 apart.
    params.append(f'C: T.Buffer(({N},), "float16")')
    body.append('        C[i] = T.Cast("float16", T.float64(1.00048828125) + '
                f'T.Cast("float64", i - {N // 2}) * T.float64(9.094947017729282e-13))')
    return ("# from tvm.script import tirx as T\n\n@T.prim_func\ndef main(" + ", ".join(params)
            + f"):\n    for i in range({N}):\n" + "\n".join(body) + "\n")


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--bin", default=os.path.join(ROOT, "target", "release", "tir-eqsat"))
    args = ap.parse_args()
    src = program()
    with tempfile.TemporaryDirectory() as tmp:
        path = os.path.join(tmp, "float_math.tir.py")
        with open(path, "w") as f:
            f.write(src)
        ours = json.loads(subprocess.run([args.bin, "run", path], capture_output=True, text=True,
                                         check=True).stdout)["functions"][0]["outputs"]
    built = tvm.compile(tvm.script.from_source(src), target="llvm")
    names = [(f"B{k}", fn, dtype) for k, (fn, dtype, _, _) in enumerate(SWEEPS)]
    names.append(("C", "cast from float64", "float16"))
    dev = tvm.cpu()
    buffers = [tvm.runtime.tensor(np.zeros(N, dtype=d), dev) for _, _, d in names]
    built(*buffers)
    failed = 0
    for (name, fn, dtype), buf in zip(names, buffers):
        theirs = buf.numpy()
        mine = np.array(ours[name], dtype=np.float64).astype(dtype)
        both_nan = np.isnan(theirs) & np.isnan(mine)
        if fn == "erf":
            ulps = np.abs(theirs.view(np.int32).astype(np.int64) - mine.view(np.int32).astype(np.int64))
            bad = (ulps > 1) & ~both_nan
        else:
            bad = (theirs.view(f"uint{theirs.itemsize * 8}") != mine.view(f"uint{mine.itemsize * 8}")) & ~both_nan
        same = N - int(bad.sum())
        print(f"T.{fn} {dtype}: {same}/{N} agree")
        if bad.any():
            i = int(np.argmax(bad))
            print(f"  e.g. element {i}: TVM {theirs[i]!r}, interpreter {mine[i]!r}")
            failed += 1
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
