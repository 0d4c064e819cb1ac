"""Counts the lines of statement-walking code in src/: every function that matches on at least
two scope-opening statement variants (`Stmt::For`, `Stmt::If`, ...) and calls itself, i.e. a
hand-written recursive walk of the statement tree. Prints each such function with its line
count, then the total.

Usage: stmt_walk_lines.py [SRC_DIR]   (default: src/ beside this script's parent)
"""
import os
import re
import sys

VARIANT = re.compile(r"Stmt::(For|If|While|ThreadLaunch|Attr)\s*\{")
FN = re.compile(r"^\s*(pub(\([a-z]+\))?\s+)?fn\s+(\w+)")


def functions(lines):
    """Yields (name, first line, last line) of every `fn` by brace matching."""
    i = 0
    while i < len(lines):
        m = FN.match(lines[i])
        if not m:
            i += 1
            continue
        depth, started, j = 0, False, i
        while j < len(lines):
            code = re.sub(r'"(\\.|[^"\\])*"|//.*', "", lines[j])
            depth += code.count("{") - code.count("}")
            started |= "{" in code
            if started and depth <= 0:
                break
            if not started and code.rstrip().endswith(";"):
                break
            j += 1
        yield m.group(3), i, j
        i = j + 1 if started else i + 1


def main():
    src = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(__file__), "..", "src")
    total = 0
    for root, _, files in sorted(os.walk(src)):
        for name in sorted(files):
            if not name.endswith(".rs"):
                continue
            path = os.path.join(root, name)
            with open(path, encoding="utf-8") as f:
                lines = f.read().split("\n")
            for fn, a, b in functions(lines):
                body = "\n".join(lines[a : b + 1])
                # A walk matches on at least two scope-opening variants.
                recursive = re.search(r"\b" + fn + r"\(", "\n".join(lines[a + 1 : b + 1]))
                if len(set(VARIANT.findall(body))) >= 2 and recursive:
                    n = b - a + 1
                    total += n
                    print(f"{n:5d}  {os.path.relpath(path, src)}::{fn}")
    print(f"{total:5d}  total")


if __name__ == "__main__":
    main()
