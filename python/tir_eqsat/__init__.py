"""tir_eqsat: equality-saturation optimization of TVM TIR, from Python.

The Rust library (semantic CSE with e-graphs, TVM's syntactic CSE, bound-aware
simplification) compiled as an extension, with three entry points:

- :func:`optimize`: a TVMScript string, a ``tvm.IRModule`` or a ``tvm.tirx.PrimFunc`` in, the
  same kind out::

      import tir_eqsat
      out = tir_eqsat.optimize(mod, passes="simplify,cse")

- :mod:`tir_eqsat.transform`: ``tvm.transform.Pass`` objects (``SemanticCSE()``,
  ``SyntacticCSE()``, ``Simplify()``, ``Optimize(passes=...)``) for
  ``tvm.transform.Sequential``;
- the TIR pipeline ``"tir_eqsat"``, registered when this package is imported (TVM's default
  pipeline with ``CommonSubexprElim`` replaced by semantic CSE)::

      lib = tvm.tirx.build(mod, target="llvm", pipeline="tir_eqsat")
      ex = tvm.compile(relax_mod, target="llvm", tir_pipeline="tir_eqsat")

  and ``"tir_eqsat_simplify"``, which runs bound-check simplification before CSE;

Every error (malformed TVMScript, unknown pass or option, bad rules directory) raises
:class:`TirEqsatError`; messages about input start with ``file:line:col``. TVM is imported only
when a TVM object is given or a TVM pass is built, so string-to-string use needs no TVM.
"""

from typing import Any, Dict, Iterable, Mapping, Tuple, Union

from . import _native
from ._native import TirEqsatError

__all__ = [
    "TirEqsatError",
    "optimize",
    "optimize_text",
    "fmt",
    "weighted_ops",
    "shipped_rule_files",
    "transform",
    "pipeline",
]
__version__ = _native.__version__

#: The option names :func:`optimize` and the passes accept, with their defaults (the command
#: line's: ``tir-eqsat cse --mode/--placement/--no-bind-predicates/--speculate-traps/--rules
#: /--bind``).
DEFAULT_OPTIONS: Dict[str, Any] = {
    "mode": "semantic",
    "placement": "hoist",
    "bind_predicates": True,
    "speculate_traps": False,
    "rules": None,
    "bind": None,
}


def _bind_list(bind: Union[None, str, Mapping[str, int], Iterable[str]]) -> list:
    """``{"n": 64}``, ``"n=64,m=8"`` or ``["n=64", "m=8"]`` as the command line's list."""
    if bind is None:
        return []
    if isinstance(bind, str):
        return [bind]
    if isinstance(bind, Mapping):
        for k, v in bind.items():
            if not isinstance(v, int) or isinstance(v, bool):
                raise TirEqsatError(f"bind: the value of {k!r} is {v!r}; expected an int")
        return [f"{k}={v}" for k, v in bind.items()]
    if not isinstance(bind, Iterable):
        raise TirEqsatError(
            f"bind: {bind!r}; expected a dict, a string \"n=64,m=8\" or a list of such strings"
        )
    return [str(b) for b in bind]


def _check_options(options: Mapping[str, Any]) -> Dict[str, Any]:
    unknown = sorted(set(options) - set(DEFAULT_OPTIONS))
    if unknown:
        raise TirEqsatError(
            f"unknown option(s) {', '.join(unknown)}; expected {', '.join(DEFAULT_OPTIONS)}"
        )
    merged = dict(DEFAULT_OPTIONS)
    merged.update(options)
    merged["bind"] = _bind_list(merged["bind"])
    if merged["rules"] is not None:
        merged["rules"] = str(merged["rules"])
    for flag in ("bind_predicates", "speculate_traps"):
        if not isinstance(merged[flag], bool):
            # `bool("false")` is True: a string is refused, not read as a flag.
            raise TirEqsatError(f"{flag}={merged[flag]!r}; expected True or False")
    for name in ("mode", "placement"):
        if not isinstance(merged[name], str):
            raise TirEqsatError(f"{name}={merged[name]!r}; expected a string")
    return merged


def optimize_text(
    text: str, passes: str = "cse", filename: str = "<string>", **options: Any
) -> Tuple[str, Dict[str, Any]]:
    """Runs ``passes`` over TVMScript ``text``; returns ``(text, info)``.

    ``info`` holds ``stats`` (one dict per function and pass: ``function``, ``pass``,
    ``weighted_ops_before``/``after`` (with ``bind``), ``bindings``, ``egraph_nodes``,
    ``egraph_classes``, ``iterations``, ``stop_reason``, ``pass_ms``) and the times
    ``parse_ms``, ``passes_ms``, ``print_ms`` of the Rust side. ``filename`` names the text in
    error messages.
    """
    import json

    opts = _check_options(options)
    out, info = _native.optimize(text, filename=filename, passes=passes, **opts)
    info = dict(info)
    info["stats"] = json.loads(info["stats"])
    return out, info


def optimize(obj: Any, passes: str = "cse", *, return_info: bool = False, **options: Any) -> Any:
    """Optimizes ``obj`` with the comma-separated ``passes``; returns the same kind.

    Parameters
    ----------
    obj : str | tvm.IRModule | tvm.tirx.PrimFunc
        TVMScript text (as TVM 0.27 prints it: an ``@I.ir_module`` class or one
        ``@T.prim_func``), or a TVM module or function (converted through TVMScript text,
        exactly: TVM parses our output back).
    passes : str
        As ``tir-eqsat opt --passes``: ``cse`` (semantic CSE, or TVM's algorithm with
        ``mode="syntactic"``), ``syntactic-cse``, ``simplify``; e.g. ``"simplify,cse"``.
    mode : str
        ``"semantic"`` (default) or ``"syntactic"`` (what ``cse`` means).
    placement : str
        ``"hoist"`` (default: bindings at the outermost scope defining their operands) or
        ``"lca"`` (the lowest common scope of the uses, as TVM).
    bind_predicates : bool
        Bind comparisons and ``and``/``or`` too (default ``True``).
    speculate_traps : bool
        Syntactic mode only, unsafe: TVM's speculation of divisions ahead of their guards.
    rules : str | os.PathLike | None
        A rules directory read instead of the rules compiled into the package.
    bind : dict | str | list | None
        Values of symbolic extents (``{"n": 64}`` or ``"n=64,m=8"``) for the weighted-op
        figures of the statistics.
    return_info : bool
        Return ``(result, info)`` with :func:`optimize_text`'s statistics (summed over the
        functions of a TVM module, whose ``info`` also holds ``convert_ms``).

    Raises
    ------
    TirEqsatError
        Malformed input (message ``file:line:col: error: ...``), an unknown pass or option, a
        bad rules directory.
    """
    if isinstance(obj, str):
        out, info = optimize_text(obj, passes, **options)
        return (out, info) if return_info else out
    from . import _convert

    out, info = _convert.optimize_object(obj, passes, _check_options(options))
    return (out, info) if return_info else out


def fmt(text: str, filename: str = "<string>") -> str:
    """Parses TVMScript and prints it back canonically (``tir-eqsat fmt``)."""
    return _native.fmt(text, filename=filename)


def weighted_ops(obj: Any, bind: Union[None, str, Mapping[str, int], Iterable[str]] = None) -> Dict[str, Any]:
    """The weighted op count (``tir-eqsat cost --json``): ``{"weighted_ops": N, "functions":
    [{"name", "weighted_ops"}]}``; ``obj`` is TVMScript text or a TVM module or function."""
    import json

    if not isinstance(obj, str):
        from . import _convert

        obj = _convert.to_text(obj)
    return json.loads(_native.cost(obj, bind=_bind_list(bind)))


def shipped_rule_files() -> list:
    """The rule files compiled into the package (the repository's ``rules/*.rules``)."""
    return list(_native.shipped_rule_files())


def _register_with_tvm() -> None:
    """Registers the ``"tir_eqsat"`` and ``"tir_eqsat_simplify"`` TIR pipelines when TVM is
    importable, and
    :class:`TirEqsatError` with TVM's FFI so that an error raised inside a pass run by TVM
    (``Sequential``, ``tvm.tirx.build``) reaches the caller as ``TirEqsatError``."""
    try:
        import tvm  # noqa: F401
    except ImportError:
        return
    try:
        import tvm_ffi.error

        tvm_ffi.error.register_error("TirEqsatError", TirEqsatError)
    except (ImportError, AttributeError):  # other TVM versions: the error arrives as RuntimeError
        pass
    from . import pipeline as _pipeline

    _pipeline.register()
    _pipeline.register(_pipeline.SIMPLIFY_NAME, passes="simplify,cse")


_register_with_tvm()


def __getattr__(name: str) -> Any:
    # `tir_eqsat.transform` and `tir_eqsat.pipeline` import TVM: loaded on first use.
    if name in ("transform", "pipeline"):
        import importlib

        return importlib.import_module(f".{name}", __name__)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
