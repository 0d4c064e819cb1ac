import json, os, signal, sys
# The shared specification's reference interpreter (../shared/padding beside the repository).
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import judge, check_tvm as ct, interp
cases = json.load(open("cases.json"))["cases"]
only = sys.argv[1:]
for c in cases:
    if only and c["id"] not in only: continue
    try:
        if c["equality"] == "error":
            b = judge.parse(c["files"]["before"])
            def _tmo(*_): raise TimeoutError("the interpreter's input repair does not terminate (contradictory assumptions)")
            signal.signal(signal.SIGALRM, _tmo); signal.alarm(20)
            try:
                prog = interp.Program(b)
                t = ct.Trial(prog, c.get("scalars"), 1000)
                print(c["id"], "ERROR-case: trial", t.error)
            except interp.InterpError as e:
                print(c["id"], "ERROR-case: rejected by interp:", e)
            except TimeoutError as e:
                print(c["id"], "ERROR-case:", e)
            finally:
                signal.alarm(0)
            continue
        ctx = judge.CaseContext(c, 10)
        errs = [t.error for t in ctx.trials if t.state is None]
        msg = ct.check_against(c, ctx.trials, ctx.bprog, ctx.after, ctx.layout_mode)
        s = f"{c['id']}: trials_err={errs[:1]} after={'OK' if msg is None else msg}"
        if ctx.forbidden is not None:
            fm = ct.check_against(c, ctx.trials, ctx.bprog, ctx.forbidden, ctx.layout_mode)
            s += f" forbidden_differs={fm}"
        if c["equality"] != "negative":
            s += f" cost after={judge.total(ctx.after_costs)}"
            if ctx.before_costs: s += f" before={judge.total(ctx.before_costs)}"
            s += f" use_norm_after={ctx.use_norm_after}"
        print(s)
    except Exception as e:
        print(c["id"], "EXC", type(e).__name__, e)
