"""Checks that TVM 0.27 parses each printed file into a module structurally equal to its own
parse of the original.

Usage: check_roundtrip.py ORIGINAL PRINTED [ORIGINAL PRINTED ...]
Exit code 0 when every pair is equal, 1 otherwise. Run with the project's TVM venv
(scripts/setup_tvm_venv.sh).
"""
import sys

import tvm


def load(path):
    with open(path, encoding="utf-8") as f:
        return tvm.script.from_source(f.read())


def main(argv):
    pairs = list(zip(argv[1::2], argv[2::2]))
    failed = 0
    for original, printed in pairs:
        try:
            tvm.ir.assert_structural_equal(load(original), load(printed), map_free_vars=False)
            print(f"equal     {original}")
        except Exception as e:  # report every kind of failure, keep going
            failed += 1
            msg = str(e).strip().splitlines()
            print(f"DIFFERENT {original}: {' | '.join(msg[:6])[:1500]}")
    print(f"{len(pairs) - failed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
