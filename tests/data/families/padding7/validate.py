import json, os, signal, sys
# Checks every case of this batch with the shared specification's reference interpreter. Copy
# judge.py, interp.py and check_tvm.py from ../shared/padding into this directory first (the judge
# resolves case paths against its own directory), then run with the TVM venv's Python.
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import judge, check_tvm as ct, interp
cases = json.load(open("cases.json"))["cases"]
only = sys.argv[1:]
bad = 0
for c in cases:
    if only and c["id"] not in only: continue
    try:
        if c["equality"] == "error":
            b = judge.parse(c["files"]["before"])
            def _tmo(*_): raise TimeoutError("the interpreter's input repair does not terminate (contradicting assumptions)")
            signal.signal(signal.SIGALRM, _tmo); signal.alarm(20)
            try:
                prog = interp.Program(b)
                t = ct.Trial(prog, c.get("scalars"), 1000)
                print(c["id"], "ERROR-case: trial", t.error)
                if t.error is None: bad += 1; print("  !! BEFORE runs without error")
            except interp.InterpError as e:
                print(c["id"], "ERROR-case: rejected by interp:", e)
            except TimeoutError as e:
                print(c["id"], "ERROR-case:", e)
            finally:
                signal.alarm(0)
            continue
        ctx = judge.CaseContext(c, 10)
        errs = [t.error for t in ctx.trials if t.state is None]
        ok = len(ctx.trials) - len(errs)
        msg = ct.check_against(c, ctx.trials, ctx.bprog, ctx.after, ctx.layout_mode)
        s = f"{c['id']}: trials_ok={ok} errs={errs[:1]} after={'OK' if msg is None else msg}"
        if msg is not None or ok == 0: bad += 1
        if ctx.forbidden is not None:
            fm = ct.check_against(c, ctx.trials, ctx.bprog, ctx.forbidden, ctx.layout_mode)
            s += f" forbidden_differs={fm}"
            if ct.seq(ctx.before, ctx.forbidden): s += " !!FORBIDDEN==BEFORE"; bad += 1
        if c["equality"] != "negative":
            s += f" cost after={judge.total(ctx.after_costs)}"
            if ctx.before_costs: s += f" before={judge.total(ctx.before_costs)}"
            s += f" use_norm_after={ctx.use_norm_after}"
            if ct.seq(ctx.before, ctx.after): s += " !!TVM parses BEFORE as AFTER"
            if ctx.before_costs and not any(a[k] < b[k] for a, b in zip(ctx.after_costs, ctx.before_costs) for k in judge.KEYS) \
                    and ctx.relayout is None:
                s += " !!AFTER no cheaper than BEFORE"
        print(s)
    except Exception as e:
        bad += 1
        print(c["id"], "EXC", type(e).__name__, e)
print("problems:", bad)
