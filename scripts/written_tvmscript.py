#!/usr/bin/env python3
"""The front end on TVMScript as people write it: every `@T.prim_func` and TIR-only
`@I.ir_module` class of apache/tvm's Python tests, taken from the source as written (not as TVM
prints it, which is what ../shared/tvmtests and scripts/harvest_tvm_tests.py hold), kept where
TVM 0.27 parses it on its own, then read by `tir-eqsat fmt` and our print parsed back by TVM.

Usage (with the project's TVM venv):

    .venv-tvm/bin/python scripts/written_tvmscript.py TVM_SRC OUT_DIR --bin target/release/tir-eqsat

TVM_SRC is a checkout of apache/tvm holding tests/python (e.g. `git -C MIRROR archive HEAD
tests/python | tar -x -C TVM_SRC`). OUT_DIR receives one file per function or module
(`corpus/*.tir.py`: a header naming its origin, then the dedented source) and `report.json`
(per file: `tvm` parses it standalone or not, our `fmt` result, structural equality). Printed:
how many TVM parses, how many we read, how many come back structurally equal, and our errors
grouped by message.

What TVM cannot parse standalone (a closure's Python values, a helper function, old API names)
is not counted: it is no TVMScript a user could paste.
"""
import argparse
import ast
import collections
import json
import os
import re
import shutil
import subprocess
import sys
import textwrap

HEADER = "# from tvm.script import ir as I\n# from tvm.script import tirx as T\n"


def decorator_name(d):
    """`T.prim_func`, `I.ir_module`, ... of a decorator (call or not)."""
    if isinstance(d, ast.Call):
        d = d.func
    parts = []
    while isinstance(d, ast.Attribute):
        parts.append(d.attr)
        d = d.value
    if isinstance(d, ast.Name):
        parts.append(d.id)
    return ".".join(reversed(parts))


def is_prim_func(node):
    return isinstance(node, ast.FunctionDef) and any(
        decorator_name(d).endswith("prim_func") for d in node.decorator_list
    )


def is_tir_module(node):
    if not isinstance(node, ast.ClassDef):
        return False
    if not any(decorator_name(d).endswith("ir_module") for d in node.decorator_list):
        return False
    items = [n for n in node.body if not isinstance(n, (ast.Pass, ast.Expr))]
    return bool(items) and all(is_prim_func(n) for n in items)


def extract(tvm_src, out):
    corpus = os.path.join(out, "corpus")
    shutil.rmtree(corpus, ignore_errors=True)
    os.makedirs(corpus)
    seen, written = set(), 0
    root = os.path.join(tvm_src, "tests", "python")
    for dirpath, _, files in sorted(os.walk(root)):
        for name in sorted(files):
            if not name.endswith(".py"):
                continue
            path = os.path.join(dirpath, name)
            text = open(path, encoding="utf-8").read()
            try:
                tree = ast.parse(text)
            except SyntaxError:
                continue
            lines = text.splitlines()
            # Module classes first; their functions are not taken again on their own.
            inside = set()
            for node in ast.walk(tree):
                if is_tir_module(node):
                    inside.update(id(n) for n in node.body)
            for node in ast.walk(tree):
                if not (is_tir_module(node) or (is_prim_func(node) and id(node) not in inside)):
                    continue
                start = min([node.lineno] + [d.lineno for d in node.decorator_list])
                source = textwrap.dedent("\n".join(lines[start - 1 : node.end_lineno])) + "\n"
                if source in seen:
                    continue
                seen.add(source)
                rel = os.path.relpath(path, root)
                stem = re.sub(r"[^A-Za-z0-9_]+", "_", rel[:-3]) + "__" + node.name
                k = 0
                while os.path.exists(os.path.join(corpus, f"{stem}{'_' + str(k) if k else ''}.tir.py")):
                    k += 1
                fname = f"{stem}{'_' + str(k) if k else ''}.tir.py"
                with open(os.path.join(corpus, fname), "w", encoding="utf-8") as f:
                    f.write(f"# written in tests/python/{rel}:{start}\n{HEADER}\n{source}")
                written += 1
    return written


def measure(out, binary, only=None, previous=None):
    import tvm  # noqa: E402 (the venv's TVM; extraction needs none)

    def load(text):
        m = tvm.script.from_source(text)
        if isinstance(m, tvm.IRModule):
            return {g.name_hint: m[g] for g in m.get_global_vars()}
        return {"main": m}

    corpus = os.path.join(out, "corpus")
    report = dict(previous or {})
    for fname in sorted(os.listdir(corpus)):
        if only is not None and fname not in only:
            continue
        path = os.path.join(corpus, fname)
        row = report[fname] = {}
        try:
            theirs = load(open(path, encoding="utf-8").read())
            row["tvm"] = True
        except Exception:  # noqa: BLE001 (anything TVM refuses is out of the measure)
            row["tvm"] = False
            continue
        run = subprocess.run([binary, "fmt", path], capture_output=True, text=True, timeout=120)
        if run.returncode != 0:
            lines = run.stderr.strip().splitlines()
            row["error"] = lines[0] if lines else f"exit {run.returncode}"
            continue
        try:
            ours = load(run.stdout)
            if ours.keys() != theirs.keys():
                raise ValueError(f"functions {sorted(ours)} for {sorted(theirs)}")
            for k in theirs:
                tvm.ir.assert_structural_equal(theirs[k], ours[k], map_free_vars=True)
            row["equal"] = True
        except Exception as e:  # noqa: BLE001
            row["equal"] = False
            row["print_error"] = str(e).strip().splitlines()[0][:200] if str(e).strip() else type(e).__name__
    with open(os.path.join(out, "report.json"), "w") as f:
        json.dump(report, f, indent=1, sort_keys=True)
    return report


def summarize(report):
    parsed = [k for k, r in report.items() if r.get("tvm")]
    read = [k for k in parsed if "error" not in report[k]]
    equal = [k for k in read if report[k].get("equal")]
    print(f"written TVMScript in TVM's tests: {len(report)} functions and modules, {len(parsed)} parsed by TVM on their own")
    print(f"  read by tir-eqsat: {len(read)}/{len(parsed)} ({100 * len(read) / max(len(parsed), 1):.1f}%)")
    print(f"  our print read back by TVM structurally equal: {len(equal)}/{len(parsed)} ({100 * len(equal) / max(len(parsed), 1):.1f}%)")
    errors = collections.Counter(
        re.sub(r"^.*?error: ", "", report[k]["error"]).split(";")[0][:110] for k in parsed if "error" in report[k]
    )
    for message, n in errors.most_common(25):
        print(f"  {n:4d}  {message}")
    unequal = [k for k in read if not report[k].get("equal")]
    for k in unequal[:15]:
        print(f"  not equal: {k} {report[k].get('print_error', '')}")
    return len(parsed), len(read), len(equal)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("tvm_src")
    ap.add_argument("out")
    ap.add_argument("--bin", default="target/release/tir-eqsat")
    ap.add_argument(
        "--redo-failed",
        action="store_true",
        help="keep OUT_DIR's corpus and report, measure again only what TVM parses and did not come back equal",
    )
    args = ap.parse_args()
    binary = os.path.abspath(args.bin)
    if args.redo_failed:
        previous = json.load(open(os.path.join(args.out, "report.json")))
        only = {k for k, r in previous.items() if r.get("tvm") and not r.get("equal")}
        summarize(measure(args.out, binary, only, previous))
        return
    n = extract(args.tvm_src, args.out)
    print(f"extracted {n} functions and modules", file=sys.stderr)
    summarize(measure(args.out, binary))


if __name__ == "__main__":
    main()
