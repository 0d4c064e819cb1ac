"""TVM objects <-> TVMScript text, and the per-function optimization of a TVM module.

A ``PrimFunc`` is printed by TVM (``func.script()``) and optimized by the Rust library as text.
The result comes back as the TVM objects the printed text stands for: built directly from the
library's description of them (``tir_eqsat._build``, about twenty times faster than TVM's
parser) where it covers the function, else parsed from the text by TVM
(``tvm.script.from_source``). Both are exact: on every corpus program, TVM's parse of our
printing of TVM's printing is structurally equal to the original function, and the built
function to TVM's parse of the text (``python/tests``). Functions of a module are converted one
at a time, so module attributes, global infos and non-TIR functions are kept as they are.

Where the time goes is reported in ``info``: ``print_tvm_ms`` (TVM's printer), ``build_ms``
(building the objects), ``parse_tvm_ms`` (TVM's parser, for the functions not built), the Rust
side's ``parse_ms``, ``passes_ms``, ``print_ms``, ``describe_ms``; ``built`` and ``parsed``
count the functions that came back each way, ``not_built`` says why each parsed one was not
built (``error: ...`` where TVM raised while building; the tests require none of those).
"""

import json
import os
import time
from typing import Any, Callable, Dict, Optional, Tuple

from . import _native
from ._build import build_func
from ._native import TirEqsatError

# Also parse the text of every built function and require TVM's parse to equal it (the tests
# set this; `TIR_EQSAT_VERIFY_BUILD=1` sets it for a user's run).
VERIFY_BUILDS = os.environ.get("TIR_EQSAT_VERIFY_BUILD", "") not in ("", "0")

_TIME_KEYS = ("print_tvm_ms", "parse_ms", "passes_ms", "print_ms", "describe_ms", "build_ms", "parse_tvm_ms")


def to_text(obj: Any) -> str:
    """TVMScript of a ``PrimFunc`` or ``IRModule`` as TVM prints it."""
    return obj.script()


def from_text(text: str) -> Any:
    """TVM's parse of TVMScript text (a ``PrimFunc`` for a bare ``@T.prim_func``).

    TVM's well-formedness check is skipped (it is a third of the parse time): the library
    verifies every function before and after each pass, and the tests run TVM's
    ``verify_well_formed`` on the output of every corpus program."""
    import tvm.script

    return tvm.script.from_source(text, check_well_formed=False)


def new_info() -> Dict[str, Any]:
    info: Dict[str, Any] = {"stats": []}
    for k in _TIME_KEYS:
        info[k] = 0.0
    info["built"] = 0
    info["parsed"] = 0
    info["not_built"] = []
    return info


def optimize_func(func: Any, passes: str, options: Dict[str, Any], info: Dict[str, Any], name: str) -> Any:
    """One ``PrimFunc`` through the Rust passes; ``info`` accumulates statistics and times."""
    t0 = time.perf_counter()
    text = func.script()
    t1 = time.perf_counter()
    out, rust = _native.optimize(text, filename=f"<{name}>", passes=passes, **options)
    t2 = time.perf_counter()
    # Unchanged by the passes: TVM's parse would give back `func` exactly (the conversion is
    # exact), so it is skipped.
    new = func
    if rust["changed"]:
        described = json.loads(rust["objects"])
        why_not: list = []
        new = build_func(func, described[0], why_not) if len(described) == 1 else None
        info["not_built"].extend(f"{name}: {reason}" for reason in why_not)
        info["built" if new is not None else "parsed"] += 1
    t3 = time.perf_counter()
    if new is None:
        new = from_text(out)
    elif VERIFY_BUILDS:
        _require_equal(new, from_text(out), name)
    t4 = time.perf_counter()
    import tvm

    if isinstance(new, tvm.IRModule):  # a printer that wrapped the function in a module
        funcs = list(new.functions.values())
        if len(funcs) != 1:
            raise TirEqsatError(f"<{name}>: expected one function back, got {len(funcs)}")
        new = funcs[0]
    info["print_tvm_ms"] += 1e3 * (t1 - t0)
    info["build_ms"] += 1e3 * (t3 - t2)
    info["parse_tvm_ms"] += 1e3 * (t4 - t3)
    for k in ("parse_ms", "passes_ms", "print_ms", "describe_ms"):
        info[k] += rust[k]
    info["stats"].extend(json.loads(rust["stats"]))
    info.setdefault("rust_call_ms", 0.0)
    info["rust_call_ms"] += 1e3 * (t2 - t1)
    return new


def _require_equal(built: Any, parsed: Any, name: str) -> None:
    import tvm

    if isinstance(parsed, tvm.IRModule):
        [parsed] = parsed.functions.values()
    try:
        tvm.ir.assert_structural_equal(built, parsed)
    except ValueError as err:
        raise TirEqsatError(f"<{name}>: the built function differs from TVM's parse of the text: {err}") from err


def optimize_module(
    mod: Any,
    passes: str,
    options: Dict[str, Any],
    info: Optional[Dict[str, Any]] = None,
    on_error: Optional[Callable[[Any, str, TirEqsatError], Any]] = None,
) -> Any:
    """Every ``PrimFunc`` of ``mod`` through the passes (other functions are kept). With
    ``on_error``, a function the library rejects is given to ``on_error(func, name, error)``,
    whose result replaces it; without, the error is raised."""
    import tvm

    info = new_info() if info is None else info
    updates = {}
    for gv, func in mod.functions.items():
        if not isinstance(func, tvm.tirx.PrimFunc):
            continue
        try:
            updates[gv] = optimize_func(func, passes, options, info, gv.name_hint)
        except TirEqsatError as e:
            if on_error is None:
                raise
            updates[gv] = on_error(func, gv.name_hint, e)
    if not updates:
        return mod
    out = mod.clone()  # keeps attributes, global infos and the other functions
    for gv, func in updates.items():
        out.update_func(gv, func)
    return out


def optimize_object(obj: Any, passes: str, options: Dict[str, Any]) -> Tuple[Any, Dict[str, Any]]:
    """:func:`tir_eqsat.optimize` on an ``IRModule`` or ``PrimFunc``."""
    import tvm

    info = new_info()
    t0 = time.perf_counter()
    if isinstance(obj, tvm.IRModule):
        out = optimize_module(obj, passes, options, info)
    elif isinstance(obj, tvm.tirx.PrimFunc):
        out = optimize_func(obj, passes, options, info, "main")
    else:
        raise TirEqsatError(
            f"optimize expects TVMScript text, a tvm.IRModule or a tvm.tirx.PrimFunc, got {type(obj).__name__}"
        )
    info["total_ms"] = 1e3 * (time.perf_counter() - t0)
    info["convert_ms"] = sum(info[k] for k in _TIME_KEYS if k != "passes_ms")
    return out, info
