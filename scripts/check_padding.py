#!/usr/bin/env python3
"""Runs the padding judge (../shared/padding/judge.py, seed 002's executable specification) on
the families of the padding passes and fails unless every judged case passes.

Usage: .venv-tvm/bin/python scripts/check_padding.py [--shared ../shared/padding]
       [--families F1,F2] [--known-failure ID ...]

A --known-failure is still judged and reported; it only does not fail the run (each one is
named, with its reason, in the README's padding section).
"""
import argparse
import json
import os
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FAMILIES = ",".join([
    # Issue 14: semantics, simplification and the loop transforms.
    "assume", "undef", "lowering", "remove_no_op", "simplify_conditionals",
    "hoist_expression", "reduce_loop_extents", "merge_adjacent_loops", "future_cse_hoist",
    # Issue 15: layout transforms, sequential access, overcompute and branching.
    "transform_layout", "sequential_buffer_access", "remove_branching_through_overcompute",
    "remove_overcompute_through_branching",
])


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--shared", default=os.path.join(ROOT, "..", "shared", "padding"))
    ap.add_argument("--families", default=FAMILIES)
    ap.add_argument("--known-failure", action="append", default=[], metavar="ID")
    args = ap.parse_args()
    tool = os.path.join(ROOT, "target", "release", "tir-eqsat")
    with tempfile.TemporaryDirectory() as tmp:
        out = os.path.join(tmp, "judge.json")
        subprocess.run([sys.executable, os.path.join(args.shared, "judge.py"), "--tool", tool,
                        "--families", args.families, "--json", out], check=True)
        report = json.load(open(out))
    failed = [c for c in report["cases"] if not c["passed"]]
    unexpected = [c for c in failed if c["id"] not in args.known_failure]
    for c in failed:
        tag = "known failure" if c["id"] in args.known_failure else "FAILED"
        print(f"{tag}: {c['id']}")
    if unexpected:
        print(f"padding judge: {len(unexpected)} case(s) failed", file=sys.stderr)
        return 1
    print(f"padding judge: {len(report['cases']) - len(failed)}/{len(report['cases'])} passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
