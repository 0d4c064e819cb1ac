#!/usr/bin/env python3
"""Random programs through four pipelines, judged by TVM-compiled execution.

`tir-eqsat fuzz --emit DIR` generates the programs (tir_eqsat::random_program), runs each
through `syntactic-cse`, `cse`, `simplify` and `simplify,cse`, checks each output against its
original in the interpreter and writes them all. Here TVM 0.27 then builds every original and
every output for llvm (one module per program) and runs them on the same seeded inputs (drawn by
`tir-eqsat run`, shape symbols and the scalar `s` included): every output must compute what the
original computes (integers exactly, floats to 1e-5 relative: LLVM may contract a*b+c
differently in the two). The programs run in a child process, so a trap (a division moved out
of its guard dies with SIGFPE) or a hang is counted as a difference of that program, not a
crash of the script, unless it happens before the original was built and run (TVM's build of
the original not finishing is TVM's, and the program is skipped). A program whose original TVM
cannot build, or builds into code that disagrees with the interpreter (TVM's own bugs:
tests/data/tvm-bugs/), is skipped with the reason. `T.likely` is judged as what it means, the identity (see `build`).
An output that differs under TVM is run through TVM's lowering passes one at a time, each
result read back by the interpreter: when a pass's input computes what the original computes
and its result does not, the output is listed as one TVM's own lowering miscompiles (naming
the pass), apart from the differences; otherwise it counts as a difference.

Usage: .venv-tvm/bin/python scripts/fuzz_tvm.py [--programs 500] [--seed 0] [--inputs 2]
Exit code 0 when every output agrees with its original under TVM, or differs only where TVM's
own lowering is shown to miscompile it (and some were judged).
"""
import argparse
import collections
import json
import os
import select
import subprocess
import sys
import tempfile
import time

import numpy as np
import tvm

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from check_blocks_tvm import TOOL, tvm_run, is_buffer  # noqa: E402

PIPELINES = ["syntactic-cse", "cse", "simplify", "simplify+cse"]


# The first seed of the input sets drawn at dtype limits (`run --at-limits`).
LIMIT_SEEDS = 1 << 20


def run_inputs(path, seed, tmp, at_limits=False):
    """The interpreter's inputs and outputs of `main` for one seed; at limits, None when the
    original fails on every draw there (outside its contract)."""
    out = os.path.join(tmp, f"run_{seed}.json")
    flags = ["--at-limits"] if at_limits else []
    done = subprocess.run([TOOL, "run", path, "--seed", str(seed), "-o", out] + flags, capture_output=True)
    if done.returncode != 0:
        if at_limits:
            return None
        raise RuntimeError(done.stderr.decode())
    return json.load(open(out))["functions"][0]


def agree(a, b, dtype):
    if "float" in dtype:
        return np.allclose(a, b, rtol=1e-5, atol=1e-6, equal_nan=True)
    return np.array_equal(a, b)


def build(directory, name):
    # `T.likely(c)` is `c`, but TVM 0.27's LoopPartition (on by default for loops of symbolic
    # extent) splits `for i in range(n): if T.likely(6 <= i): ...` into `range(6)` and the rest
    # without checking that `n >= 6`, so the first part writes out of bounds when `n < 6`
    # (tests/data/tvm-bugs/loop_partition_likely.tir.py reproduces it). Both the original
    # and the outputs are judged without the hint, so TVM's bug cannot hide ours or be
    # counted as one.
    source = open(os.path.join(directory, name)).read().replace("T.likely(", "(")
    f = tvm.script.from_source(source)
    f = f.with_attr("global_symbol", "main")
    return f, tvm.tirx.build(tvm.IRModule({"main": f}), target="llvm")


# TVM's lowering before code generation (`tvm.tirx.build`'s default pipeline, up to its CSE).
LOWERING = [
    ("StmtSimplify", lambda: tvm.tirx.transform.StmtSimplify()),
    ("FlattenBuffer", lambda: tvm.tirx.transform.FlattenBuffer()),
    ("NarrowDataType", lambda: tvm.tirx.transform.NarrowDataType(32)),
    ("UnrollLoop", lambda: tvm.tirx.transform.UnrollLoop()),
    ("StmtSimplify", lambda: tvm.tirx.transform.StmtSimplify()),
    ("CommonSubexprElim", lambda: tvm.tirx.transform.CommonSubexprElim()),
]


def tvm_pass_at_fault(directory, seed, name, tmp):
    """The first pass of TVM's lowering whose result, read back by the interpreter
    (`tir-eqsat check` against the original), computes something else than the original
    although the pass's input computed the same; None when no stage shows that (a stage the
    tool cannot read, or no difference the interpreter finds): the difference then stays ours."""
    original = os.path.join(directory, f"{seed}.tir.py")
    source = open(os.path.join(directory, name)).read().replace("T.likely(", "(")
    mod = tvm.IRModule({"main": tvm.script.from_source(source).with_attr("global_symbol", "main")})

    def check(stage, k):
        path = os.path.join(tmp, f"stage_{k}.tir.py")
        with open(path, "w") as out:
            out.write(stage["main"].script())
        return subprocess.run([TOOL, "check", original, path, "--trials", "5"], capture_output=True).returncode

    if check(mod, 0) != 0:
        return None
    for k, (pass_name, make) in enumerate(LOWERING, 1):
        mod = make()(mod)
        code = check(mod, k)
        if code == 1:
            return pass_name
        if code != 0:
            return None
    return None


def judge(directory, seed, inputs, tmp, original_done=lambda: None):
    """Builds and runs one program and its outputs: (skip reason or None, differences, TVM
    miscompilations of an output). `original_done` is called once the original is built and
    run. Besides the `inputs` typical input sets, as many are drawn at dtype limits (NaN,
    infinities, signed zeros, integer extremes); on those the outputs are held to what TVM's
    build of the original computes, not to the interpreter (whose float min/max, for one, is
    not LLVM's on NaN)."""
    try:
        original = build(directory, f"{seed}.tir.py")
    except Exception as e:  # noqa: BLE001 (TVM cannot build the original: not ours to judge)
        return "TVM cannot build the original: " + (str(e).strip().splitlines() or ["?"])[-1][:90], [], []
    # A program whose original TVM itself miscompiles (it disagrees with the interpreter)
    # cannot judge our outputs: it is listed, not counted. Every one examined so far was a TVM
    # bug (tests/data/tvm-bugs/); `tvm_known_bugs.py` shows them.
    runs = [run_inputs(os.path.join(directory, f"{seed}.tir.py"), s, tmp) for s in range(inputs)]
    expected = []
    for s, run in enumerate(runs):
        got = tvm_run(original[1], original[0], dict(run, name="main"))
        for p in (p for p in original[0].params if is_buffer(p)):
            ours = np.array([float(v) if isinstance(v, str) else v for v in run["outputs"][p.name]])
            if not agree(got[p.name].astype(ours.dtype), ours, str(p.dtype)):
                return "TVM miscompiles the original (its build disagrees with the interpreter)", [], []
        expected.append(got)
    path = os.path.join(directory, f"{seed}.tir.py")
    for s in range(inputs):
        run = run_inputs(path, LIMIT_SEEDS + s, tmp, at_limits=True)
        if run is not None:
            runs.append(dict(run, label=f"inputs {s} at limits"))
            expected.append(tvm_run(original[1], original[0], dict(run, name="main")))
    original_done()
    problems = []
    built = []
    for pipeline in PIPELINES:
        try:
            built.append((pipeline, build(directory, f"{seed}.{pipeline}.tir.py")))
        except Exception as e:  # noqa: BLE001
            problems.append(f"seed {seed}: TVM builds the original but not the {pipeline} output: "
                            + (str(e).strip().splitlines() or ["?"])[-1][:150])
    differing = collections.defaultdict(list)
    for s, run in enumerate(runs):
        for pipeline, (func, lib) in built:
            got = tvm_run(lib, func, dict(run, name="main"))
            for p in (p for p in func.params if is_buffer(p)):
                if not agree(expected[s][p.name], got[p.name], str(p.dtype)):
                    label = run.get("label", f"inputs {s}")
                    differing[pipeline].append(f"seed {seed} {label}: {pipeline} changes `{p.name}` under TVM")
    miscompiled = []
    for pipeline, lines in differing.items():
        at_fault = tvm_pass_at_fault(directory, seed, f"{seed}.{pipeline}.tir.py", tmp)
        if at_fault:
            miscompiled.append(f"seed {seed}: TVM's {at_fault} changes what the {pipeline} output computes "
                               "(its input computes what the original does, per the interpreter)")
        else:
            problems += lines
    return None, problems, miscompiled


def worker(directory, inputs, tmp):
    """Judges the seeds read from standard input, one JSON line of results per seed."""
    for line in sys.stdin:
        seed = int(line)
        skip, problems, miscompiled = judge(directory, seed, inputs, tmp,
                                            lambda: print(json.dumps({"original": "done"}), flush=True))
        print(json.dumps({"skip": skip, "problems": problems, "miscompiled": miscompiled}), flush=True)


class Worker:
    """A child process running `worker`: a program that traps (SIGFPE) or hangs ends only it."""

    def __init__(self, directory, inputs):
        self.proc = subprocess.Popen(
            [sys.executable, os.path.abspath(__file__), "--worker", directory, "--inputs", str(inputs)],
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)

    def judge(self, seed, timeout):
        """(skip reason, differences, TVM miscompilations of an output, whether the child died)
        for `seed`, within `timeout` s."""
        self.proc.stdin.write(f"{seed}\n")
        self.proc.stdin.flush()
        deadline = time.monotonic() + timeout
        original_done = False
        while True:
            left = deadline - time.monotonic()
            ready, _, _ = select.select([self.proc.stdout], [], [], max(left, 0))
            line = self.proc.stdout.readline() if ready else ""
            if not line:
                self.proc.kill()
                self.proc.wait()
                code = self.proc.returncode
                if not original_done:
                    return f"TVM's build or run of the original died or hung (exit code {code})", [], [], True
                return None, [f"seed {seed}: the TVM-built outputs died or hung (exit code {code})"], [], True
            r = json.loads(line)
            if "original" in r:
                original_done = True
                continue
            return r["skip"], r["problems"], r["miscompiled"], False


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--programs", type=int, default=500)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--inputs", type=int, default=2, help="input sets per program")
    ap.add_argument("--worker", metavar="DIR", help=argparse.SUPPRESS)
    a = ap.parse_args()
    if a.worker:
        with tempfile.TemporaryDirectory() as tmp:
            worker(a.worker, a.inputs, tmp)
        return 0
    with tempfile.TemporaryDirectory() as tmp:
        emitted = subprocess.run(
            [TOOL, "fuzz", "--programs", str(a.programs), "--seed", str(a.seed), "--emit", tmp],
            capture_output=True, text=True)
        print(emitted.stdout.strip())
        if emitted.returncode != 0:
            print("the interpreter check of `tir-eqsat fuzz` failed")
            return 1
        problems, miscompiled, skipped = [], [], collections.defaultdict(list)
        w = Worker(tmp, a.inputs)
        for seed in range(a.seed, a.seed + a.programs):
            if (seed - a.seed) % 100 == 0:
                print(f"... {seed - a.seed}/{a.programs} programs", file=sys.stderr, flush=True)
            skip, found, tvm_found, died = w.judge(seed, 300)
            if skip:
                skipped[skip].append(seed)
            problems += found
            miscompiled += tvm_found
            if died:
                w = Worker(tmp, a.inputs)
        w.proc.stdin.close()
        w.proc.wait()
    for line in problems:
        print("DIFFER", line)
    for line in miscompiled:
        print("TVM MISCOMPILES", line)
    for why, seeds in sorted(skipped.items(), key=lambda kv: -len(kv[1])):
        print(f"{len(seeds):5d}  skipped: {why}; seeds {' '.join(map(str, seeds[:20]))}")
    judged = a.programs - sum(map(len, skipped.values()))
    print(f"{a.programs} random programs x {len(PIPELINES)} pipelines, {a.inputs} input sets each: "
          f"{judged} judged by TVM-compiled execution (and as many input sets at dtype limits), "
          f"{len(problems)} differences"
          + (f" ({len(miscompiled)} outputs TVM's own lowering miscompiles, listed above)" if miscompiled else ""))
    return 1 if problems or judged == 0 else 0


if __name__ == "__main__":
    sys.exit(main())
