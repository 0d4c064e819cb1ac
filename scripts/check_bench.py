"""Checks a `tir-eqsat bench --json` run against TVM's CSE: every program's syntactic CSE gives
exactly TVM's weighted ops (it is TVM's algorithm), and semantic CSE (alone and after
`simplify`) never more. Prints the geometric means over TVM's; exit 1 on any program outside.

Usage: python3 scripts/check_bench.py BENCH.json
"""

import json
import math
import sys


def main():
    doc = json.load(open(sys.argv[1], encoding="utf-8"))
    bad, ratios = [], {}
    for p in doc["programs"]:
        for m in p["modes"]:
            r = m.get("ratio_to_tvm")
            if r is None:
                continue
            ratios.setdefault(m["mode"], []).append(r)
            wrong = r != 1.0 if m["mode"] == "syntactic" else r > 1.0
            if wrong:
                bad.append(f"{p['file']}: {m['mode']} at {r:.3f} of TVM's weighted ops")
    for mode, rs in ratios.items():
        gm = math.exp(sum(math.log(r) for r in rs) / len(rs))
        print(f"{mode}: geometric mean {gm:.3f} of TVM's weighted ops over {len(rs)} programs, largest {max(rs):.3f}")
    for line in bad:
        print(line, file=sys.stderr)
    return 1 if bad or not ratios else 0


if __name__ == "__main__":
    sys.exit(main())
