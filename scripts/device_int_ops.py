#!/usr/bin/env python3
"""Integer operations of the GPU kernels TVM hands to codegen: every cuda program of a corpus
directory is lowered by TVM 0.27's default TIR pipeline and by the "tir_eqsat" pipeline (our CSE
in place of TVM's, and again after the device finalization passes), the finalized device
modules are printed, and `tir-eqsat cost --int-only` counts their weighted integer operations
(index and loop arithmetic, weighted by loop trip counts and thread extents; no GPU needed).

Usage: python scripts/device_int_ops.py [CORPUS_DIR] [--max-ratio R] [--require NAME]
Needs TVM 0.27 and the `tir_eqsat` package in the running Python. Fails when a device kernel
fell back to TVM's form, or when the `--require` program's ratio exceeds `--max-ratio`.
"""
import argparse
import glob
import os
import subprocess
import sys
import tempfile
import warnings

import tvm
import tir_eqsat  # noqa: F401 (registers the "tir_eqsat" pipeline)
from compare_tvm import bindings_for
from tir_eqsat import pipeline
from tvm.tirx.build import split_host_device_mods

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TOOL = os.path.join(ROOT, "target", "release", "tir-eqsat")


def device_modules(path, pipe):
    mod = tvm.script.from_source(open(path).read())
    mod = tvm.tirx.transform.BindTarget(tvm.target.Target("cuda", host="llvm"))(mod)
    main, _host, device = tvm.tirx.get_tir_pipeline(pipe)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        lowered = main(mod)
        _h, devs = split_host_device_mods(lowered)
        return [device()(d) for d in devs.values()]


def int_ops(mods, tmp, bind):
    total = 0
    for k, m in enumerate(mods):
        path = os.path.join(tmp, f"device{k}.py")
        open(path, "w").write(m.script())
        cmd = [TOOL, "cost", path, "--int-only"] + (["--bind", bind] if bind else [])
        out = subprocess.run(cmd, capture_output=True, text=True)
        if out.returncode != 0:
            # A dynamic kernel's extents are parameters computed on the host: not countable.
            return None
        total += int(out.stdout.strip().splitlines()[-1].split()[-1])
    return total


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("corpus", nargs="?", default=os.path.join(ROOT, "tests", "corpus"))
    ap.add_argument("--max-ratio", type=float, default=0.10)
    ap.add_argument("--require", default="matmul_cuda")
    a = ap.parse_args()
    failed = False
    print(f"{'program':24} {'TVM default':>14} {'tir_eqsat':>12} {'ratio':>7}  device fallbacks")
    with tempfile.TemporaryDirectory() as tmp:
        for path in sorted(glob.glob(os.path.join(a.corpus, "*cuda*.input.tir.py"))):
            name = os.path.basename(path)[: -len(".input.tir.py")]
            bind = bindings_for(path)
            theirs = int_ops(device_modules(path, "default"), tmp, bind)
            ours_mods = device_modules(path, "tir_eqsat")
            fallbacks = pipeline.last_run().get("device_fallbacks", [])
            ours = int_ops(ours_mods, tmp, bind)
            if theirs is None or ours is None:
                print(f"{name:24} {'(extents are kernel parameters: not counted)':>35}  {', '.join(fallbacks) or '-'}")
                failed |= bool(fallbacks) or name == a.require
                continue
            ratio = ours / theirs if theirs else 1.0
            print(f"{name:24} {theirs:14,} {ours:12,} {ratio:7.3f}  {', '.join(fallbacks) or '-'}")
            failed |= bool(fallbacks) or (name == a.require and ratio > a.max_ratio)
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
