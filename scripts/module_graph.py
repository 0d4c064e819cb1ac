"""Prints the dependency edges among the top-level modules of the library (src/*/ and src/*.rs
other than lib.rs and main.rs, and src/cli/, the binary) from their `crate::X` and
`tir_eqsat::X` paths, and exits 1 if the graph has a cycle (the cycle is printed).

Usage: module_graph.py [SRC_DIR]
"""
import os
import re
import sys

USE = re.compile(r"\b(?:crate|tir_eqsat)::([a-z_]+)")


def top_modules(src):
    mods = {}
    for entry in sorted(os.listdir(src)):
        path = os.path.join(src, entry)
        if entry in ("lib.rs", "main.rs"):
            continue
        if os.path.isdir(path):
            mods[entry] = [os.path.join(r, f) for r, _, fs in os.walk(path) for f in fs if f.endswith(".rs")]
        elif entry.endswith(".rs"):
            mods[entry[:-3]] = [path]
    return mods


def main():
    src = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(__file__), "..", "src")
    mods = top_modules(src)
    edges = {m: set() for m in mods}
    for m, files in mods.items():
        for path in files:
            with open(path, encoding="utf-8") as f:
                text = re.sub(r"//.*", "", f.read())
            for dep in USE.findall(text):
                if dep in mods and dep != m:
                    edges[m].add(dep)
    for m in sorted(edges):
        print(f"{m} -> {', '.join(sorted(edges[m])) or '(none)'}")
    # Depth-first search for a cycle.
    state = {}

    def visit(m, stack):
        state[m] = "open"
        for d in sorted(edges[m]):
            if state.get(d) == "open":
                return stack[stack.index(d):] + [d] if d in stack else [m, d]
            if d not in state:
                found = visit(d, stack + [d])
                if found:
                    return found
        state[m] = "done"
        return None

    for m in sorted(edges):
        if m not in state:
            cycle = visit(m, [m])
            if cycle:
                print("cycle: " + " -> ".join(cycle))
                return 1
    print("no cycle")
    return 0


if __name__ == "__main__":
    sys.exit(main())
