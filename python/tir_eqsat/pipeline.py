"""The TIR pipeline ``"tir_eqsat"``: TVM's default pipeline with our CSE.

Registered when ``tir_eqsat`` is imported, so::

    lib = tvm.tirx.build(mod, target="llvm", pipeline="tir_eqsat")
    ex = tvm.compile(relax_mod, target="cuda", tir_pipeline="tir_eqsat")

What it runs, for the target of the module (the functions' ``target`` attribute, which
``tvm.tirx.build`` binds, else ``Target.current()``):

1. TVM's default TIR pipeline for that target (``tvm.tirx.get_default_tir_pipeline``), with
   every ``tvm.tirx.transform.CommonSubexprElim()`` it builds replaced by
   :func:`tir_eqsat.transform.Optimize` (semantic CSE by default). The replacement holds
   while the default pipeline builds its pass list (TVM 0.27 builds it at run time inside
   its module pass), and in that thread only: ``CommonSubexprElim`` is a dispatcher, installed
   on import, that gives TVM's own pass to every other caller (a default build in another
   thread keeps TVM's CSE); ``tirx.disable_cse_tir`` is honoured because the default pipeline
   checks it before building the pass.
2. TVM's host finalization passes unchanged.
3. On device modules of GPU targets, TVM's device finalization passes
   (``LowerWarpMemory``, ``StmtSimplify``, ``LowerIntrin``) and then our CSE again:
   ``StmtSimplify`` substitutes let-bound values back, so without this the bindings would not
   reach the CUDA source.

A function the library cannot parse (a construct outside its TVMScript subset) does not fail
the build: a ``RuntimeWarning`` names it and TVM's ``CommonSubexprElim`` handles it (in step 3,
it is left as TVM finalized it, with one warning per process: finalized CUDA kernels use
``T.handle`` parameters, shifts and ``T.alloc_shared(..., annotations=...)``, which the
library's front end does not parse yet). :func:`last_run` reports what happened in the latest build.
A second pipeline, ``"tir_eqsat_simplify"``, is registered on import too: the same with
``Optimize("simplify,cse")``, which first removes the bound checks our simplification proves
(those TVM leaves on symbolic shapes). Other variants are registered with :func:`register`.
"""

import functools
import threading
import warnings
from typing import Any, Dict, Optional

import tvm
from tvm.tirx import compilation_pipeline as _cp

from .transform import Optimize, last_info

__all__ = ["register", "make_pipeline", "last_run", "NAME", "SIMPLIFY_NAME"]

#: The name registered on import.
NAME = "tir_eqsat"
#: The name of the variant with bound-check simplification, registered on import.
SIMPLIFY_NAME = "tir_eqsat_simplify"

# TVM's own pipelines, registered before ours.
_TVM_PIPELINES = frozenset(name for name in _cp.PIPELINE_MAP if name not in (NAME, SIMPLIFY_NAME))
_WARNED_DEVICE: list = []
# Per thread: the latest run there, and the CSE pass that replaces TVM's while a pipeline
# builds its pass list there.
_LOCAL = threading.local()


def last_run() -> Dict[str, Any]:
    """What the latest run in the calling thread of a pipeline registered here did:
    ``pipeline`` (its name), ``target``, ``cse_replaced`` (how many ``CommonSubexprElim``
    passes the default pipeline
    asked for and got ours instead), ``fallbacks`` (functions left to TVM's CSE because the
    library rejected them), ``device_cse_runs`` (device modules that got our CSE after
    finalization) and ``device_fallbacks`` (device kernels left as TVM finalized them)."""
    return dict(getattr(_LOCAL, "last_run", {}))


def _target_of(mod: Any) -> Optional[Any]:
    for func in mod.functions.values():
        attrs = getattr(func, "attrs", None)
        if attrs is not None and "target" in attrs:
            return attrs["target"]
    return tvm.target.Target.current(allow_none=True)


def _default_for(target: Optional[Any]):
    """TVM's default ``(pipeline, finalize_host_passes, finalize_device_passes)`` for the
    target (the ``s_tir`` pipeline without one, as ``tvm.tirx.build`` does)."""
    if target is None:
        result = _cp.get_tir_pipeline("s_tir")
    else:
        result = _cp.get_default_tir_pipeline(tvm.target.Target(target))
    if not isinstance(result, tuple):  # pipelines such as adreno's return the pass alone
        s_tir = _cp.get_tir_pipeline("s_tir")
        result = (result, s_tir[1], s_tir[2])
    return result


def _is_gpu(target: Optional[Any]) -> bool:
    return target is not None and "gpu" in [str(k) for k in tvm.target.Target(target).keys]


# TVM's pass (a second import of this module finds the dispatcher installed).
_TVM_CSE = tvm.tirx.transform.CommonSubexprElim
_TVM_CSE = getattr(_TVM_CSE, "tir_eqsat_dispatches_to", _TVM_CSE)


@functools.wraps(_TVM_CSE)
def _cse_dispatch(*args: Any, **kwargs: Any) -> Any:
    """``tvm.tirx.transform.CommonSubexprElim`` once this module is imported: the replacement
    of the calling thread's :class:`_CseReplaced`, else TVM's own pass."""
    replaced = getattr(_LOCAL, "replaced", None)
    if replaced is None:
        return _TVM_CSE(*args, **kwargs)
    replaced.calls += 1
    return replaced.cse


_cse_dispatch.tir_eqsat_dispatches_to = _TVM_CSE  # type: ignore[attr-defined]
tvm.tirx.transform.CommonSubexprElim = _cse_dispatch


class _CseReplaced:
    """Within the ``with``, in this thread: ``tvm.tirx.transform.CommonSubexprElim()`` returns
    ``cse``."""

    def __init__(self, cse: Any):
        self.cse = cse
        self.calls = 0

    def __enter__(self) -> "_CseReplaced":
        self.outer = getattr(_LOCAL, "replaced", None)
        _LOCAL.replaced = self
        return self

    def __exit__(self, *exc: Any) -> None:
        _LOCAL.replaced = self.outer


def make_pipeline(name: str = NAME, passes: str = "cse", device_passes: Optional[str] = "cse", **options: Any):
    """A TIR pipeline factory (what ``tvm.tirx.compilation_pipeline.register_tir_pipeline``
    takes): TVM's default pipeline with ``CommonSubexprElim`` replaced by
    ``Optimize(passes, **options)``, and ``Optimize(device_passes, **options)`` after the
    device finalization passes of GPU targets (``None``: not run)."""
    main_pass = Optimize(passes, name=f"{name}.CSE", on_error="fallback", **options)
    device_pass = (
        Optimize(
            device_passes,
            name=f"{name}.DeviceCSE",
            on_error="fallback",
            fallback=lambda f, _n: f,
            quiet=True,
            **options,
        )
        if device_passes
        else None
    )

    def factory(**_kwargs: Any):
        @tvm.transform.module_pass(opt_level=0, name=f"{name}.TIRPipeline")
        def _pipeline(mod: Any, _ctx: Any) -> Any:
            target = _target_of(mod)
            default_pipeline = _default_for(target)[0]
            with _CseReplaced(main_pass) as patch:
                mod = default_pipeline(mod)
            info = (last_info() or {}) if patch.calls else {}
            _LOCAL.last_run = dict(
                pipeline=name,
                target=None if target is None else str(target),
                cse_replaced=patch.calls,
                fallbacks=list(info.get("fallbacks", [])),
                device_cse_runs=0,
                device_fallbacks=[],
            )
            return mod

        def finalize_host_passes() -> Any:
            @tvm.transform.module_pass(opt_level=0, name=f"{name}.FinalizeHost")
            def _host(mod: Any, _ctx: Any) -> Any:
                return _default_for(_target_of(mod))[1]()(mod)

            return _host

        def finalize_device_passes() -> Any:
            @tvm.transform.module_pass(opt_level=0, name=f"{name}.FinalizeDevice")
            def _device(mod: Any, _ctx: Any) -> Any:
                target = _target_of(mod)
                mod = _default_for(target)[2]()(mod)
                ctx = tvm.transform.PassContext.current()
                disabled = bool(ctx.config.get("tirx.disable_cse_tir", False))
                if device_pass is not None and _is_gpu(target) and not disabled:
                    mod = device_pass(mod)
                    run = _LOCAL.__dict__.setdefault("last_run", {})
                    run["device_cse_runs"] = run.get("device_cse_runs", 0) + 1
                    info = last_info() or {}
                    fallbacks = info.get("fallbacks", [])
                    run.setdefault("device_fallbacks", []).extend(fallbacks)
                    if fallbacks and not _WARNED_DEVICE:
                        _WARNED_DEVICE.append(True)
                        warnings.warn(
                            f"tir_eqsat: device kernels not optimized after finalization ({', '.join(fallbacks)}): "
                            f"{info.get('fallback_errors', [''])[0]} (the TVMScript front end does not parse "
                            "finalized device kernels yet; warned once per process, see "
                            "tir_eqsat.pipeline.last_run()['device_fallbacks'])",
                            RuntimeWarning,
                            stacklevel=2,
                        )
                return mod

            return _device

        return _pipeline, finalize_host_passes, finalize_device_passes

    return factory


def register(name: str = NAME, passes: str = "cse", device_passes: Optional[str] = "cse", **options: Any) -> None:
    """Registers (or replaces) the TIR pipeline ``name`` built by :func:`make_pipeline`; not
    over one of TVM's own pipelines (``"s_tir"``, ``"default"``, ...), which ours run inside."""
    if name in _TVM_PIPELINES:
        raise ValueError(
            f"{name!r} is one of TVM's own TIR pipelines, which ours run inside; expected another name"
        )
    _cp.register_tir_pipeline(name, make_pipeline(name, passes, device_passes, **options))
