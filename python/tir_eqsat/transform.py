"""tir-eqsat passes as ``tvm.transform.Pass`` objects.

Each is a module pass (opt level 0) that runs the Rust library in process over every
``PrimFunc`` of the module (converted through TVMScript text exactly, see
``tir_eqsat._convert``); other functions, module attributes and global infos are kept::

    import tvm, tir_eqsat.transform as T2
    seq = tvm.transform.Sequential([T2.Simplify(), T2.SemanticCSE()])
    mod = seq(mod)

Options are :func:`tir_eqsat.optimize`'s (``mode``, ``placement``, ``bind_predicates``,
``speculate_traps``, ``rules``, ``bind``). ``on_error="raise"`` (default) raises
:class:`tir_eqsat.TirEqsatError`; ``on_error="fallback"`` warns and gives the function to
``fallback`` (default: TVM's own ``CommonSubexprElim`` when the passes include a CSE, else the
function unchanged). After each run, :func:`last_info` returns the statistics and times of
that run (``fallbacks``: the functions given to the fallback; ``built`` and ``parsed``: the
functions that came back built from the library's description or parsed by TVM; ``print_tvm_ms``,
``parse_ms``, ``passes_ms``, ``print_ms``, ``describe_ms``, ``build_ms``, ``parse_tvm_ms``,
``total_ms``; ``stats``).
"""

import threading
import time
import warnings
from typing import Any, Callable, Optional

import tvm

from . import _check_options, _convert
from ._native import TirEqsatError

__all__ = ["Optimize", "SemanticCSE", "SyntacticCSE", "Simplify", "last_info"]


# TVM's own pass, taken before the "tir_eqsat" pipeline can stand in for it (while the default
# pipeline builds its pass list, `tvm.tirx.transform.CommonSubexprElim` returns ours).
_TVM_COMMON_SUBEXPR_ELIM = tvm.tirx.transform.CommonSubexprElim


def _tvm_cse(func: Any, _name: str) -> Any:
    mod = tvm.IRModule({"main": func})
    return _TVM_COMMON_SUBEXPR_ELIM()(mod)["main"]


def Optimize(
    passes: str = "cse",
    *,
    name: Optional[str] = None,
    on_error: str = "raise",
    fallback: Optional[Callable[[Any, str], Any]] = None,
    quiet: bool = False,
    **options: Any,
) -> tvm.transform.Pass:
    """A pass running the comma-separated ``passes`` (``"simplify,cse"``, ``"syntactic-cse"``,
    ...; as ``tir-eqsat opt --passes``) over every ``PrimFunc`` of the module.

    ``name`` is the pass name TVM reports (default ``tir_eqsat.Optimize(<passes>)``);
    ``on_error`` is ``"raise"`` or ``"fallback"`` (see the module documentation);
    ``quiet=True`` falls back without a warning (the functions are still listed in
    :func:`last_info`'s ``fallbacks``).
    """
    opts = _check_options(options)
    # Validate passes and options now (a bad name fails at construction, not mid-pipeline).
    from . import _native

    _native.validate(passes=passes, **opts)
    if on_error not in ("raise", "fallback"):
        raise TirEqsatError(f'on_error={on_error!r}: expected "raise" or "fallback"')
    has_cse = any(p.strip() in ("cse", "semantic-cse", "syntactic-cse") for p in passes.split(","))
    if fallback is None:
        fallback = _tvm_cse if has_cse else (lambda func, _name: func)

    def transform(mod: Any, _ctx: Any) -> Any:
        info = _convert.new_info()
        info["fallbacks"] = []

        def handle(func: Any, fname: str, error: TirEqsatError) -> Any:
            info.setdefault("fallback_errors", []).append(str(error).splitlines()[0])
            if not quiet:
                warnings.warn(
                    f"tir_eqsat: {fname} not optimized, falling back: {str(error).splitlines()[0]}",
                    RuntimeWarning,
                    stacklevel=2,
                )
            info["fallbacks"].append(fname)
            return fallback(func, fname)

        t0 = time.perf_counter()
        out = _convert.optimize_module(
            mod, passes, opts, info, on_error=handle if on_error == "fallback" else None
        )
        info["total_ms"] = 1e3 * (time.perf_counter() - t0)
        _LAST.info = info
        return out

    pass_name = name or f"tir_eqsat.Optimize({passes})"
    return tvm.transform.module_pass(transform, opt_level=0, name=pass_name)


def last_info() -> Any:
    """Statistics and times of the most recent run, in the calling thread, of a pass made here
    (``None`` before any):
    ``stats`` (per function and pass), ``built`` and ``parsed`` (how the changed functions came
    back: built from the library's description, or parsed from the text by TVM),
    ``print_tvm_ms``, ``build_ms``, ``parse_tvm_ms`` (the Python side of the conversion),
    ``parse_ms``, ``passes_ms``, ``print_ms``, ``describe_ms`` (the Rust side), ``total_ms``."""
    return getattr(_LAST, "info", None)


# Per thread: builds in two threads each see their own run.
_LAST = threading.local()


def SemanticCSE(**options: Any) -> tvm.transform.Pass:
    """Semantic CSE (``tir-eqsat cse``): expressions equal modulo commutativity, associativity
    and the rules are computed once, bound by ``T.let``, placed where their operands are
    defined. Options as :func:`Optimize`."""
    options.setdefault("name", "tir_eqsat.SemanticCSE")
    return Optimize("cse", mode="semantic", **options)


def SyntacticCSE(**options: Any) -> tvm.transform.Pass:
    """TVM 0.27's ``CommonSubexprElim`` algorithm (``tir-eqsat cse --mode syntactic``), without
    its speculation of trapping divisions unless ``speculate_traps=True``."""
    options.setdefault("name", "tir_eqsat.SyntacticCSE")
    return Optimize("syntactic-cse", **options)


def Simplify(**options: Any) -> tvm.transform.Pass:
    """Bound-aware simplification of conditions (``tir-eqsat simplify``): checks implied by
    loop ranges, enclosing conditions, ``T.assume`` and divisors are removed."""
    options.setdefault("name", "tir_eqsat.Simplify")
    return Optimize("simplify", **options)
