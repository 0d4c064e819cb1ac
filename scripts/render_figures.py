"""Writes the README's generated figures section from the measurement files in docs/figures/.

The section sits between `<!-- figures:begin -->` and `<!-- figures:end -->` in README.md and
is never edited by hand: `scripts/update_figures.sh` measures (tir-eqsat bench, compare_tvm.py,
compare_simplify_tvm.py, the scaling example) and then runs this script. With `--check` it only
verifies that README.md holds exactly what the committed measurement files give (CI runs that).

Usage: render_figures.py [--check]
"""
import json
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FIG = os.path.join(ROOT, "docs", "figures")
BEGIN = "<!-- figures:begin -->"
END = "<!-- figures:end -->"


def load(name):
    with open(os.path.join(FIG, name), encoding="utf-8") as f:
        return json.load(f)


def n(x):
    return f"{x:,}" if isinstance(x, int) else "-"


def r(x, digits=3):
    return "-" if x is None else f"{x:.{digits}f}"


def bench_section(bench, semantic, date):
    progs = bench["programs"]
    s = bench["summary"]
    tvm_ms = {row["program"]: row for row in semantic}
    lines = [
        f"Measured {date} on {s['machine']}: `tir-eqsat bench ../shared/corpus --repeat {s['repeat']}` "
        f"({s['programs']} programs, {s['total_seconds']:.1f} s in all) for the weighted ops, ratios, bindings, "
        "e-graphs and memory; TVM's pass time from `scripts/compare_tvm.py --mode semantic` "
        "(TVM's `CommonSubexprElim` and our semantic CSE timed side by side in one run).",
        "",
        "![weighted ops relative to the input and to TVM's CSE, per corpus program](docs/figures/bench.svg)",
        "",
        "| program | input | TVM CSE | syntactic / TVM | semantic / TVM | simplify + semantic / TVM "
        "| bindings (sem) | e-graph nodes, iterations | TVM ms | semantic ms | peak heap KiB |",
        "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|",
    ]
    for p in progs:
        syn, sem, both = p["modes"]
        t = tvm_ms.get(p["program"], {})
        lines.append(
            f"| {p['program']} | {n(p['input_ops'])} | {n(p['tvm_cse_ops'])} | {r(syn['ratio_to_tvm'])} "
            f"| {r(sem['ratio_to_tvm'])} | {r(both['ratio_to_tvm'])} | {sem['bindings']} "
            f"| {sem['egraph_nodes']}, {sem['iterations']} | {r(t.get('tvm_ms'), 2)} | {r(t.get('ours_ms'), 2)} "
            f"| {-(-sem['peak_bytes'] // 1024)} |"
        )
    gm = dict((m, v) for m, v in s["geomean_ratio_to_tvm"])
    big = [row for row in semantic if row["program"] in {p["program"] for p in progs if p["expr_nodes"] > 1000}]
    ratios = [row["time_ratio"] for row in big if row["time_ratio"] is not None]
    lines += [
        "",
        f"Geometric mean of weighted ops over TVM's CSE output: syntactic **{r(gm['syntactic'])}**, "
        f"semantic **{r(gm['semantic'])}**, simplify + semantic **{r(gm['simplify+semantic'])}**. "
        f"Semantic pass time over TVM's on the {len(ratios)} programs above 1,000 expression nodes: "
        f"{min(ratios):.3f}x to {max(ratios):.3f}x.",
    ]
    return lines


def simplify_section(rows):
    lines = [
        "Conditions of `if` statements (conjuncts of `and`, `T.likely` stripped) left by TVM 0.27's "
        "`StmtSimplify` (default and all-flags config) and by `tir-eqsat simplify`, every output parsed "
        "by TVM (`scripts/compare_simplify_tvm.py`, pass times median of 5); programs where neither "
        "removes a condition nor changes the weighted ops omitted:",
        "",
        "| program | conditions in | TVM | TVM all flags | ours | weighted ops in | TVM | ours | TVM ms | ours ms |",
        "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|",
    ]
    for row in rows:
        ops = (row["input_weighted_ops"], row["tvm_default_weighted_ops"], row["ours_weighted_ops"])
        if row["input"] == 0 and len(set(ops)) == 1:
            continue
        lines.append(
            f"| {row['program']} | {row['input']} | {row['tvm_default']} | {row['tvm_all_flags']} | {row['ours']} "
            f"| {n(ops[0])} | {n(ops[1])} | {n(ops[2])} | {r(row['tvm_default_ms'], 2)} | {r(row['ours_ms'], 2)} |"
        )
    total = lambda k: sum(row[k] for row in rows)
    above = [row["program"] for row in rows
             if row["ours_weighted_ops"] is not None and row["tvm_default_weighted_ops"] is not None
             and row["ours_weighted_ops"] > row["tvm_default_weighted_ops"]]
    lines += [
        "",
        f"In all: {total('input')} conditions in, TVM leaves {total('tvm_default')} "
        f"({total('tvm_all_flags')} with every flag), we leave {total('ours')}; our weighted ops are above "
        f"TVM's `StmtSimplify` on {len(above)} programs{': ' + ', '.join(above) if above else ''}.",
    ]
    return lines


def scaling_section(scaling):
    lines = [
        "Scaling (`cargo run --release --example cse_scaling -- --json docs/figures/scaling.json`, "
        "the two generated families: `unrolled`, one loop nest whose index sums no rule touches, and "
        "`grouped`, small loop nests whose indices are written in forms only the rules prove equal; "
        "each family, mode and size in its own process):",
        "",
        "| family | mode | expression nodes | pass ms | weighted ops after | peak RSS MiB |",
        "|---|---|---:|---:|---:|---:|",
    ]
    for row in scaling["rows"]:
        lines.append(
            f"| {row.get('family', 'unrolled')} | {row['mode']} | {n(row['expr_nodes'])} | {row['pass_ms']:.2f} | "
            f"{n(row['weighted_ops_after']) if 'weighted_ops_after' in row else '-'} | "
            f"{row['peak_rss_kib'] / 1024:.1f} |"
        )
    exps = ", ".join(f"{m} {k:.2f}" for m, k in scaling["exponents"].items())
    lines += ["", f"Fitted exponent of pass time against size: {exps}."]
    return lines


def render():
    bench = load("bench.json")
    out = [BEGIN, "<!-- generated by scripts/render_figures.py from docs/figures/*.json; regenerate with "
           "scripts/update_figures.sh -->", ""]
    with open(os.path.join(FIG, "measured_on"), encoding="utf-8") as f:
        date = f.read().strip()
    out += bench_section(bench, load("compare_semantic.json"), date)
    out += ["", "#### Bound checks: `simplify` against TVM 0.27's `StmtSimplify`", ""]
    out += simplify_section(load("simplify.json"))
    out += ["", "#### Scaling", ""]
    out += scaling_section(load("scaling.json"))
    out.append(END)
    return "\n".join(out)


def main():
    path = os.path.join(ROOT, "README.md")
    with open(path, encoding="utf-8") as f:
        text = f.read()
    if BEGIN not in text or END not in text:
        sys.exit(f"README.md has no {BEGIN} ... {END} section")
    head, rest = text.split(BEGIN, 1)
    _, tail = rest.split(END, 1)
    new = head + render() + tail
    if "--check" in sys.argv:
        if new != text:
            sys.exit("README.md's figures section differs from docs/figures/*.json: run scripts/render_figures.py")
        print("README figures match docs/figures")
        return
    with open(path, "w", encoding="utf-8") as f:
        f.write(new)


if __name__ == "__main__":
    main()
