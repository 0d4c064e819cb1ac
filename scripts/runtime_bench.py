"""Run time of TVM-compiled CPU code: our CSE (the "tir_eqsat" pipeline) against TVM's own
CommonSubexprElim (TVM's default pipeline), on every llvm program of a corpus directory.

For each `NAME.input.tir.py` whose `NAME.meta.json` says `"target": "llvm"`: build the module
twice with `tvm.tirx.build(mod, target="llvm")` (TVM's CSE) and `pipeline="tir_eqsat"`
(semantic CSE; `--pipeline tir_eqsat_simplify`: bound-check simplification, then semantic
CSE), check both compute the same on seeded random inputs (bit for bit), then time
both on those same inputs with interleaved repetitions (TVM, ours, TVM, ours, ...; each
repetition runs the kernel `number` times, `number` chosen so one repetition takes about
`--rep-ms`), and report medians, the ratio ours / TVM per program and the geometric mean.
It also reports whether both builds compile to the same machine code (the instruction lines of
their x86 assembly: a program whose code is identical has a true ratio of 1, so its measured
ratio shows the machine's noise), the compile time of both builds and where the extra time of
ours goes (TVM's TVMScript printer and parser, our parser, passes and printer: the conversion
share).

Usage:
  python scripts/runtime_bench.py DIR [--pipeline tir_eqsat|tir_eqsat_simplify] [--repeat 15]
                                      [--rep-ms 20] [--json OUT] [--svg OUT] [--markdown]

Needs `pip install .` (the tir_eqsat package) in a venv with apache-tvm==0.27.0.post1.
"""

import argparse
import datetime
import glob
import json
import math
import os
import platform
import statistics
import sys
import time


def cpu_name():
    try:
        with open("/proc/cpuinfo", encoding="utf-8") as f:
            for line in f:
                if line.startswith("model name"):
                    return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or "unknown CPU"


def measure(lib, name, args, number):
    import tvm

    f = lib.time_evaluator(name, tvm.cpu(), number=number, repeat=1)
    return f(*args).mean


def instructions(lib):
    """The instruction lines of a built module's x86 assembly (directives, labels and comments
    left out): two builds with equal lists run the same machine code, so any difference in
    their measured time is the machine's noise."""
    asm = lib.inspect_source("asm")
    return [line.split("#")[0].rstrip() for line in asm.splitlines() if line.startswith("\t") and not line.startswith("\t.")]


def bench_program(path, meta, pipeline, repeat, rep_ms, seed):
    import tvm

    import tir_eqsat  # noqa: F401  (registers the pipeline)
    from tir_eqsat import testing, transform

    mod = tvm.script.from_source(open(path, encoding="utf-8").read())
    t0 = time.perf_counter()
    lib_tvm = tvm.tirx.build(mod, target="llvm")
    t1 = time.perf_counter()
    lib_ours = tvm.tirx.build(mod, target="llvm", pipeline=pipeline)
    t2 = time.perf_counter()
    info = transform.last_info() or {}
    bindings = testing.bindings_of(meta)
    code_tvm, code_ours = instructions(lib_tvm), instructions(lib_ours)
    rows = []
    for gv, func in mod.functions.items():
        name = gv.name_hint
        args = testing.random_arguments(func, bindings, seed=seed)
        same = testing.same_outputs(testing.run(lib_tvm, name, args), testing.run(lib_ours, name, args))
        dev_args = [tvm.runtime.tensor(a, tvm.cpu()) if hasattr(a, "shape") else a for a in args]
        once = max(measure(lib_tvm, name, dev_args, 1), 1e-7)
        number = max(1, int(rep_ms / 1e3 / once))
        measure(lib_tvm, name, dev_args, number)  # warm-up
        measure(lib_ours, name, dev_args, number)
        t_tvm, t_ours = [], []
        for _ in range(repeat):
            t_tvm.append(measure(lib_tvm, name, dev_args, number))
            t_ours.append(measure(lib_ours, name, dev_args, number))
        m_tvm, m_ours = statistics.median(t_tvm), statistics.median(t_ours)
        rows.append(
            {
                "program": meta.get("name", os.path.basename(path)),
                "function": name,
                "same_outputs": same,
                "same_machine_code": code_tvm == code_ours,
                "instructions_tvm": len(code_tvm),
                "instructions_ours": len(code_ours),
                "tvm_us": m_tvm * 1e6,
                "ours_us": m_ours * 1e6,
                "ratio": m_ours / m_tvm,
                "number": number,
                "repeat": repeat,
                "build_tvm_ms": (t1 - t0) * 1e3,
                "build_ours_ms": (t2 - t1) * 1e3,
                "pass_total_ms": info.get("total_ms"),
                "convert_ms": sum(
                    info.get(k, 0.0)
                    for k in ("print_tvm_ms", "parse_ms", "print_ms", "describe_ms", "build_ms", "parse_tvm_ms")
                ),
                "parse_tvm_ms": info.get("parse_tvm_ms"),
                "build_ms": info.get("build_ms"),
                "built": info.get("built"),
                "passes_ms": info.get("passes_ms"),
            }
        )
    return rows


def code_note(row):
    if row["same_machine_code"]:
        return "identical"
    return f"differs ({row['instructions_ours']:,} against {row['instructions_tvm']:,} instructions)"


def geomean(xs):
    return math.exp(sum(math.log(x) for x in xs) / len(xs)) if xs else float("nan")


def svg_chart(rows, gm, title):
    """A horizontal bar chart of ours / TVM per program (1.0 marked), plain SVG."""
    w, left, bar, gap = 720, 230, 18, 6
    h = 60 + (len(rows) + 1) * (bar + gap)
    lo, hi = 0.5, 1.5
    x = lambda v: left + (min(max(v, lo), hi) - lo) / (hi - lo) * (w - left - 60)  # noqa: E731
    out = [
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}" font-family="sans-serif" font-size="12">',
        f'<rect width="{w}" height="{h}" fill="white"/>',
        f'<text x="{w / 2}" y="20" text-anchor="middle" font-size="14">{title}</text>',
    ]
    for tick in (0.5, 0.75, 1.0, 1.25, 1.5):
        out.append(f'<line x1="{x(tick):.1f}" y1="32" x2="{x(tick):.1f}" y2="{h - 20}" stroke="#ccc"/>')
        out.append(f'<text x="{x(tick):.1f}" y="{h - 6}" text-anchor="middle">{tick:.2f}</text>')
    items = [(r["program"], r["ratio"], "#4c78a8") for r in rows] + [("geometric mean", gm, "#e45756")]
    for i, (label, v, colour) in enumerate(items):
        y = 40 + i * (bar + gap)
        x0, x1 = x(1.0), x(v)
        out.append(
            f'<rect x="{min(x0, x1):.1f}" y="{y}" width="{abs(x1 - x0):.1f}" height="{bar}" fill="{colour}"/>'
        )
        out.append(f'<text x="{left - 8}" y="{y + bar - 5}" text-anchor="end">{label}</text>')
        out.append(f'<text x="{max(x0, x1) + 4:.1f}" y="{y + bar - 5}">{v:.3f}</text>')
    out.append(f'<line x1="{x(1.0):.1f}" y1="32" x2="{x(1.0):.1f}" y2="{h - 20}" stroke="black"/>')
    out.append("</svg>")
    return "\n".join(out) + "\n"


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("dir")
    ap.add_argument("--pipeline", default="tir_eqsat", choices=["tir_eqsat", "tir_eqsat_simplify"],
                    help="our pipeline (both are registered by importing tir_eqsat)")
    ap.add_argument("--repeat", type=int, default=15)
    ap.add_argument("--rep-ms", type=float, default=20.0)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--json")
    ap.add_argument("--svg")
    ap.add_argument("--markdown", action="store_true", help="print the table as Markdown")
    a = ap.parse_args()

    rows = []
    for path in sorted(glob.glob(os.path.join(a.dir, "*.input.tir.py"))):
        meta_path = path[: -len(".input.tir.py")] + ".meta.json"
        meta = json.load(open(meta_path, encoding="utf-8")) if os.path.exists(meta_path) else {}
        if meta.get("target") != "llvm":
            continue
        for row in bench_program(path, meta, a.pipeline, a.repeat, a.rep_ms, a.seed):
            rows.append(row)
            print(
                f"{row['program']:28s} TVM {row['tvm_us']:10.1f} us  ours {row['ours_us']:10.1f} us  "
                f"ratio {row['ratio']:.3f}  same outputs: {row['same_outputs']}  "
                f"machine code: {code_note(row)}",
                file=sys.stderr,
            )
    if not rows:
        sys.exit(f"no llvm programs in {a.dir}")
    gm = geomean([r["ratio"] for r in rows])
    # A program both pipelines compile to the same machine code has a true ratio of 1: the
    # spread of its measured ratios is the machine's noise, the yardstick for the others.
    noise = [r["ratio"] for r in rows if r["same_machine_code"]]
    differs = [r["ratio"] for r in rows if not r["same_machine_code"]]
    total_build_tvm = sum(r["build_tvm_ms"] for r in rows)
    total_build_ours = sum(r["build_ours_ms"] for r in rows)
    total_pass = sum(r["pass_total_ms"] or 0.0 for r in rows)
    total_convert = sum(r["convert_ms"] for r in rows)
    summary = {
        "date": datetime.date.today().isoformat(),
        "machine": f"{cpu_name()}, {os.cpu_count()} cores",
        "pipeline": a.pipeline,
        "programs": len(rows),
        "repeat": a.repeat,
        "geomean_ratio": gm,
        "all_same_outputs": all(r["same_outputs"] for r in rows),
        "same_machine_code": len(noise),
        "noise_ratio_range": [min(noise), max(noise)] if noise else None,
        "geomean_ratio_code_differs": geomean(differs) if differs else None,
        "max_ratio_code_differs": max(differs) if differs else None,
        "build_tvm_ms": total_build_tvm,
        "build_ours_ms": total_build_ours,
        "our_pass_ms": total_pass,
        "conversion_ms": total_convert,
        "conversion_share_of_our_pass": total_convert / total_pass if total_pass else None,
    }
    if a.markdown or not a.json:
        print("| program | TVM CSE µs | ours µs | ours / TVM | same outputs | machine code |")
        print("|---|---:|---:|---:|:---:|---|")
        for r in rows:
            print(
                f"| {r['program']} | {r['tvm_us']:,.1f} | {r['ours_us']:,.1f} | {r['ratio']:.3f} | "
                f"{'yes' if r['same_outputs'] else 'NO'} | {code_note(r)} |"
            )
        print(f"| **geometric mean** | | | **{gm:.3f}** | | |")
        print()
        if noise:
            print(
                f"{len(noise)} of {len(rows)} programs compile to identical machine code under both pipelines; "
                f"their measured ratios ({min(noise):.3f} to {max(noise):.3f}) are the machine's noise."
            )
        if differs:
            print(
                f"The {len(differs)} programs whose machine code differs: geometric mean "
                f"{summary['geomean_ratio_code_differs']:.3f}, largest ratio {max(differs):.3f}."
            )
        print()
        print(
            f"Compile time of the {len(rows)} programs: TVM's default pipeline {total_build_tvm:.0f} ms, "
            f"\"{a.pipeline}\" {total_build_ours:.0f} ms; our pass {total_pass:.0f} ms, of which the TVMScript "
            f"conversion {total_convert:.0f} ms ({100 * summary['conversion_share_of_our_pass']:.0f}%)."
        )
    if a.json:
        with open(a.json, "w", encoding="utf-8") as f:
            json.dump({"summary": summary, "programs": rows}, f, indent=1)
            f.write("\n")
    if a.svg:
        ours = {"tir_eqsat": "semantic CSE", "tir_eqsat_simplify": "simplify + semantic CSE"}[a.pipeline]
        title = f"CPU run time, {ours} / TVM CSE (median of {a.repeat}; geomean {gm:.3f})"
        with open(a.svg, "w", encoding="utf-8") as f:
            f.write(svg_chart(rows, gm, title))
    if not summary["all_same_outputs"]:
        sys.exit("outputs differ")


if __name__ == "__main__":
    main()
