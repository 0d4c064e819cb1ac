#!/usr/bin/env python3
"""Proves every integer and bool rule of a rules directory with z3, independently of the tool.

Usage: .venv-tvm/bin/python scripts/prove_rules_z3.py [RULES_DIR] [--timeout-ms 60000]
           [--expect-refuted]

The meaning is the project's (src/ir/semantics.rs): integer values lie in their dtype's range;
`+ - *` and the divisions are computed exactly and a result outside the range is an overflow
error (TVM's LLVM code emits `nsw`/`nuw` add/sub/mul at 32 and 64 bits, whose overflow is
poison). Below 32 bits it emits plain ones, which wrap: that modular arithmetic made z3 give up
(12 minutes, 6 rules), so the 8- and 16-bit dtypes are not proved here but sampled by
`tir-eqsat rules check` (10,000 assignments each, the dtype limits among them). A division or
remainder by zero, and the remainder of the signed minimum by -1 (LLVM's
srem traps on it), are traps. Operands are evaluated left to right and the first error is the
node's error (`select` evaluates all three operands, as T.Select does). For every claimed dtype
and every assignment where the guards hold:
  - the left side defined  =>  the right side defined and equal;
  - the left side traps    =>  the right side is not defined either (an equation whose one side
    traps where the other does not can merge unrelated e-classes).
Guards: `positive/nonneg/negative/nonzero ?x` constrain ?x, `const ?x` nothing (any value is a
constant), `divides ?a ?b` is a | b, `no-overflow P` is "P evaluates without error". A rule
`a <=> b` is proved both ways. Float dtypes are not proved here (`tir-eqsat rules check` samples
them: floats get exact identities only). Exit 0 when every rule is proved for every integer
dtype it claims, 1 when one is refuted (the counterexample is printed) or z3 gives up.

The rule-file reader is written again here on purpose: the proof must not share a bug with the
tool's own parser.
"""

import argparse
import pathlib
import re
import sys

import z3

COMPARE = {"==", "!=", "<", "<=", ">", ">="}
LOGIC = {"and", "or", "not"}
ARITH = {"+", "-", "*", "min", "max", "floordiv", "floormod", "truncdiv", "truncmod"}

OK, OVERFLOW, TRAP = 0, 1, 2


def parse_sexpr(text):
    tokens = re.findall(r"\(|\)|[^\s()]+", text)
    pos = 0

    def walk():
        nonlocal pos
        tok = tokens[pos]
        pos += 1
        if tok != "(":
            return tok
        items = []
        while tokens[pos] != ")":
            items.append(walk())
        pos += 1
        return items

    tree = walk()
    if pos != len(tokens):
        raise ValueError(f"trailing tokens in {text!r}")
    return tree


def read_rules(directory):
    """Every rule of every *.rules file: name, lhs, rhs, both ways, dtypes, guards, place."""
    rules = []
    for path in sorted(pathlib.Path(directory).glob("*.rules")):
        current = None
        for number, line in enumerate(path.read_text().splitlines(), 1):
            stripped = line.strip()
            if not stripped or stripped.startswith(";;"):
                continue
            if not line[0].isspace():
                name, body = stripped.split(":", 1)
                both = "<=>" in body
                lhs, rhs = body.split("<=>" if both else "=>")
                current = {
                    "name": name.strip(),
                    "lhs": parse_sexpr(lhs),
                    "rhs": parse_sexpr(rhs),
                    "both": both,
                    "dtypes": [],
                    "guards": [],
                    "place": f"{path}:{number}",
                }
                rules.append(current)
            elif stripped.startswith("dtypes "):
                current["dtypes"] = stripped.split()[1:]
            elif stripped.startswith("if "):
                kind, _, rest = stripped[3:].partition(" ")
                args = [parse_sexpr(rest)] if kind == "no-overflow" else rest.split()
                current["guards"].append((kind, args))
            else:
                raise ValueError(f"{path}:{number}: unreadable line {line!r}")
    return rules


def claimed(dtypes):
    """(name, bits, signed) of each integer dtype of 32 or 64 bits claimed, None for bool;
    floats and the wrapping 8- and 16-bit integers left out."""
    out = []
    for d in dtypes:
        if d == "int":
            out += [(f"int{b}", b, True) for b in (32, 64)]
        elif d == "uint":
            out += [(f"uint{b}", b, False) for b in (32, 64)]
        elif d == "bool":
            out.append(("bool", None, None))
        elif re.fullmatch(r"u?int(32|64)", d):
            out.append((d, int(d.lstrip("uint")), not d.startswith("u")))
    return out


def bool_vars(term, in_bool, acc):
    """The pattern variables in condition positions."""
    if isinstance(term, str):
        if term.startswith("?") and in_bool:
            acc.add(term)
        return
    op, *args = term
    if op in LOGIC:
        for a in args:
            bool_vars(a, True, acc)
    elif op == "select":
        bool_vars(args[0], True, acc)
        for a in args[1:]:
            bool_vars(a, in_bool, acc)
    else:
        for a in args:
            bool_vars(a, False, acc)


def returns_bool(term):
    return isinstance(term, list) and (term[0] in COMPARE or term[0] in LOGIC)


class Semantics:
    """Exact integer evaluation of a pattern for one dtype: (value, status)."""

    def __init__(self, bits, signed, env):
        self.lo = -(2 ** (bits - 1)) if signed else 0
        self.hi = 2 ** (bits - 1) - 1 if signed else 2**bits - 1
        self.signed = signed
        self.env = env

    def fits(self, v):
        return z3.And(v >= self.lo, v <= self.hi)

    def literal(self, text, as_bool):
        value = int(text)
        if as_bool:
            return z3.BoolVal(value != 0), z3.IntVal(OK)
        if not self.lo <= value <= self.hi:
            raise OutOfDtype(text)
        return z3.IntVal(value), z3.IntVal(OK)

    def eval(self, term, as_bool=False):
        if isinstance(term, str):
            if term.startswith("?"):
                return self.env[term], z3.IntVal(OK)
            return self.literal(term, as_bool)
        op, *args = term
        if op in LOGIC:
            vals = [self.eval(a, True) for a in args]
            value = {"and": z3.And, "or": z3.Or, "not": z3.Not}[op](*[v for v, _ in vals])
            return value, first_error([s for _, s in vals], z3.IntVal(OK))
        if op == "select":
            c = self.eval(args[0], True)
            a = self.eval(args[1], as_bool)
            b = self.eval(args[2], as_bool)
            return z3.If(c[0], a[0], b[0]), first_error([c[1], a[1], b[1]], z3.IntVal(OK))
        (a, sa), (b, sb) = (self.eval(x) for x in args)
        if op in COMPARE:
            value = {
                "==": a == b, "!=": a != b, "<": a < b, "<=": a <= b, ">": a > b, ">=": a >= b,
            }[op]
            return value, first_error([sa, sb], z3.IntVal(OK))
        value, own = self.arith(op, a, b)
        return value, first_error([sa, sb], own)

    def arith(self, op, a, b):
        if op in ("+", "-", "*", "min", "max"):
            value = {
                "+": a + b, "-": a - b, "*": a * b,
                "min": z3.If(a <= b, a, b), "max": z3.If(a >= b, a, b),
            }[op]
            return value, z3.If(self.fits(value), OK, OVERFLOW)
        # z3's integer division is Euclidean (remainder >= 0); floor and truncation from it.
        floor_q = z3.If(b > 0, a / b, (-a) / (-b))
        trunc_q = z3.If((a >= 0) == (b > 0), abs_(a) / abs_(b), -(abs_(a) / abs_(b)))
        value = {
            "floordiv": floor_q,
            "floormod": a - b * floor_q,
            "truncdiv": trunc_q,
            "truncmod": a - b * trunc_q,
        }[op]
        trap = b == 0
        if op in ("floormod", "truncmod") and self.signed:
            trap = z3.Or(trap, z3.And(a == self.lo, b == -1))
        return value, z3.If(trap, TRAP, z3.If(self.fits(value), OK, OVERFLOW))


class OutOfDtype(Exception):
    """A literal of the rule does not fit the dtype: the rule cannot fire there."""


def abs_(v):
    return z3.If(v >= 0, v, -v)


def first_error(statuses, own):
    out = own
    for s in reversed(statuses):
        out = z3.If(s != OK, s, out)
    return out


def guard_holds(sem, kind, args):
    if kind == "no-overflow":
        return sem.eval(args[0])[1] == OK
    v = [sem.env[a] for a in args]
    return {
        "positive": lambda: v[0] > 0,
        "nonneg": lambda: v[0] >= 0,
        "negative": lambda: v[0] < 0,
        "nonzero": lambda: v[0] != 0,
        "const": lambda: z3.BoolVal(True),
        "divides": lambda: z3.And(v[0] != 0, v[1] % v[0] == 0),
        "below": lambda: v[0] < v[1],
        "at-most": lambda: v[0] <= v[1],
    }[kind]()


def variables(term, acc):
    if isinstance(term, str):
        if term.startswith("?"):
            acc.add(term)
    else:
        for a in term[1:]:
            variables(a, acc)


def prove_one(rule, lhs, rhs, dtype, timeout_ms):
    """None when proved, else a description of the counterexample or of z3's failure."""
    name, bits, signed = dtype
    names = set()
    variables(lhs, names)
    variables(rhs, names)
    bools = set()
    bool_vars(lhs, False, bools)
    bool_vars(rhs, False, bools)
    env = {}
    for v in sorted(names):
        env[v] = z3.Bool(v) if (name == "bool" or v in bools) else z3.Int(v)
    sem = Semantics(bits or 1, bool(signed), env)
    as_bool = name == "bool" or returns_bool(lhs)
    try:
        lv, ls = sem.eval(lhs, as_bool)
        rv, rs = sem.eval(rhs, as_bool)
        guards = [guard_holds(sem, k, a) for k, a in rule["guards"]]
    except OutOfDtype:
        return None
    ranges = [sem.fits(x) for x in env.values() if x.sort() == z3.IntSort()]
    solver = z3.Solver()
    solver.set("timeout", timeout_ms)
    solver.add(*ranges, *guards)
    bad = z3.Or(
        z3.And(ls == OK, z3.Or(rs != OK, lv != rv)),
        z3.And(ls == TRAP, rs == OK),
    )
    solver.add(bad)
    result = solver.check()
    if result == z3.unsat:
        return None
    if result == z3.unknown:
        return f"z3 gave up ({solver.reason_unknown()})"
    model = solver.model()
    shown = ", ".join(f"{v}={model.eval(x, model_completion=True)}" for v, x in sorted(env.items()))
    return (
        f"counterexample {shown}: left {model.eval(lv, True)} (status {model.eval(ls, True)}), "
        f"right {model.eval(rv, True)} (status {model.eval(rs, True)}); status 1 overflow, 2 trap"
    )


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("rules", nargs="?", default=str(pathlib.Path(__file__).parent.parent / "rules"))
    ap.add_argument("--timeout-ms", type=int, default=60000)
    ap.add_argument(
        "--expect-refuted",
        action="store_true",
        help="the prover's own test: exit 0 only when every rule is refuted by a counterexample",
    )
    args = ap.parse_args()
    failures = 0
    proved = 0
    refuted = 0
    for rule in read_rules(args.rules):
        dtypes = claimed(rule["dtypes"])
        if not dtypes:
            print(f"skip {rule['name']:<26} float only: sampled by `tir-eqsat rules check`")
            continue
        ways = [(rule["lhs"], rule["rhs"])] + ([(rule["rhs"], rule["lhs"])] if rule["both"] else [])
        problems = []
        for dtype in dtypes:
            for lhs, rhs in ways:
                why = prove_one(rule, lhs, rhs, dtype, args.timeout_ms)
                if why:
                    problems.append(f"{dtype[0]}: {why}")
        names = " ".join(d[0] for d in dtypes)
        if problems:
            failures += 1
            refuted += all("counterexample" in p for p in problems)
            print(f"FAIL {rule['name']:<26} {rule['place']}")
            for p in problems:
                print(f"     {p}")
        else:
            proved += 1
            print(f"ok   {rule['name']:<26} {names}")
    print(f"{proved} proved, {failures} not proved (integer and bool dtypes; floats are sampled)")
    if args.expect_refuted:
        return 0 if proved == 0 and refuted == failures else 1
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
