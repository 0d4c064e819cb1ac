#!/usr/bin/env python3
"""Syntactic CSE against TVM 0.27's own CommonSubexprElim on TVM's test files, block level included.

For every file of ../shared/tvmtests (or the files given) that TVM parses, TVM's
`tirx.transform.CommonSubexprElim` runs on TVM's parse of the file; where TVM accepts the module
(the pass raises nothing), `tir-eqsat cse --mode syntactic` runs on the file, TVM parses our
output, and the two results must be structurally equal (free variables mapped, as the round-trip
measure does). Where they differ and TVM's own result does not read back from its print (it is
no TVMScript program), the file is counted apart. Files the tool refuses are counted with their
reason; a file whose output TVM cannot parse, or whose result differs from TVM's, is a failure
and is listed.

Usage: .venv-tvm/bin/python scripts/compare_cse_tvmtests.py [FILE ...] [--level block|loop]
       [--verbose] [--require-all] [--known-failure NAME ...]
Last line: "syntactic CSE vs TVM: block-level a/b equal (...), loop-level c/d equal (...)".
With --require-all the exit code is 1 unless every file TVM accepts and we read is equal, but
for the files named by --known-failure (a file name without its directory).
"""
import argparse
import collections
import json
import os
import subprocess
import sys
import tempfile

import tvm

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TOOL = os.path.join(ROOT, "target", "release", "tir-eqsat")
TVMTESTS = os.path.join(ROOT, "..", "shared", "tvmtests")

try:
    from tvm_ffi import structural_equal as _seq
except ImportError:  # older layouts keep it in tvm.ir
    _seq = tvm.ir.structural_equal


def as_module(parsed):
    """A bare `@T.prim_func` parses to a PrimFunc; passes run on modules."""
    if isinstance(parsed, tvm.IRModule):
        return parsed
    return tvm.IRModule({"main": parsed})


def manifest_files(level):
    man = json.load(open(os.path.join(TVMTESTS, "manifest.json")))
    return [(os.path.join(TVMTESTS, f["file"]), f["level"]) for f in man["files"]
            if f.get("tvm_reparse") == "ok" and (level is None or f["level"] == level)]


def last_line(e):
    """The last line of an exception's message (TVM's holds a traceback), or its type."""
    text = str(e).strip()
    return text.splitlines()[-1][:80] if text else type(e).__name__


def compare(path, tmp):
    """("equal" | "different" | "unparsed" | "refused" | "tvm-refused" | "tvm-invalid", detail)."""
    with open(path, encoding="utf-8") as f:
        src = f.read()
    try:
        tvm_out = tvm.tirx.transform.CommonSubexprElim()(as_module(tvm.script.from_source(src)))
    except Exception as e:  # TVM rejects the module: nothing to compare against
        return "tvm-refused", last_line(e)
    out = os.path.join(tmp, "ours.py")
    try:
        r = subprocess.run([TOOL, "cse", "--mode", "syntactic", path, "-o", out],
                           capture_output=True, text=True, timeout=60)
    except subprocess.TimeoutExpired:
        return "different", "over 60 s"
    if r.returncode != 0:
        msg = (r.stderr.strip().splitlines() or ["?"])[0]
        return "refused", msg.split("error:", 1)[-1].strip()[:80]
    try:
        with open(out, encoding="utf-8") as f:
            ours = as_module(tvm.script.from_source(f.read()))
    except Exception as e:
        return "unparsed", last_line(e)
    if _seq(ours, tvm_out, map_free_vars=True):
        return "equal", ""
    # TVM's result may itself be no TVMScript program (e.g. a let bound in the root block's body
    # used by a shape of the root block's own allocations): its print does not read back to it.
    try:
        reread = as_module(tvm.script.from_source(tvm_out.script()))
        tvm_roundtrips = _seq(reread, tvm_out, map_free_vars=True)
    except Exception:
        tvm_roundtrips = False
    if not tvm_roundtrips:
        return "tvm-invalid", "TVM's result does not read back from its own print"
    return "different", ""


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("files", nargs="*")
    ap.add_argument("--level", choices=["block", "loop"])
    ap.add_argument("--verbose", action="store_true")
    ap.add_argument("--require-all", action="store_true")
    ap.add_argument("--known-failure", action="append", default=[])
    args = ap.parse_args()
    files = [(p, "given") for p in args.files] if args.files else manifest_files(args.level)
    counts = collections.defaultdict(collections.Counter)
    reasons = collections.Counter()
    failures = []
    with tempfile.TemporaryDirectory() as tmp:
        for path, level in files:
            verdict, detail = compare(path, tmp)
            counts[level][verdict] += 1
            if verdict in ("refused", "tvm-refused", "tvm-invalid"):
                reasons[(verdict, detail)] += 1
            if verdict in ("different", "unparsed"):
                failures.append((os.path.relpath(path, ROOT), verdict, detail))
            if args.verbose:
                print(f"{verdict:11} {os.path.relpath(path, ROOT)} {detail}")
    for (verdict, detail), n in reasons.most_common():
        print(f"{n:4} {verdict}: {detail}")
    for path, verdict, detail in failures:
        print(f"FAIL {verdict}: {path} {detail}")
    parts = []
    for level in sorted(counts):
        c = counts[level]
        compared = c["equal"] + c["different"] + c["unparsed"]
        parts.append(f"{level}-level {c['equal']}/{compared} equal ({c['refused']} refused by us, "
                     f"{c['tvm-refused']} by TVM, {c['tvm-invalid']} where TVM's result is no program)")
    print("syntactic CSE vs TVM: " + ", ".join(parts))
    unexpected = [p for p, _, _ in failures if os.path.basename(p) not in args.known_failure]
    return 1 if args.require_all and unexpected else 0


if __name__ == "__main__":
    sys.exit(main())
