"""Helpers to run compiled TIR on the same random inputs (the tests and
``scripts/runtime_bench.py`` use them).

``random_arguments(func, bindings, seed)`` makes one NumPy array per buffer parameter (every
buffer, outputs included, so elements a kernel does not write compare equal too) and a value
per scalar parameter; symbolic shape variables take their values from ``bindings``.
``run(lib, name, args)`` copies them to the device, calls the function, and returns every
argument after the call.
"""

from typing import Any, Dict, List, Mapping, Optional

import numpy as np
import tvm



def _int_value(expr: Any, bindings: Mapping[str, int]) -> int:
    if isinstance(expr, int):
        return expr
    if isinstance(expr, tvm.tirx.IntImm):
        return int(expr.value)
    if isinstance(expr, tvm.tirx.Var) and expr.name in bindings:
        return int(bindings[expr.name])
    from tvm.sym.analyzer import Analyzer

    analyzer = Analyzer()
    for var in tvm.tirx.analysis.undefined_vars(expr):
        if var.name not in bindings:
            raise KeyError(f"no value for the symbolic extent {var.name!r} (give it in bindings)")
        analyzer.bind(var, tvm.tirx.const(int(bindings[var.name]), str(var.ty.dtype)))
    value = analyzer.simplify(expr)
    if not isinstance(value, tvm.tirx.IntImm):
        raise ValueError(f"extent {expr} does not evaluate to a constant")
    return int(value.value)


def _random_array(rng: np.random.Generator, shape: List[int], dtype: str) -> np.ndarray:
    if dtype.startswith("float") or dtype.startswith("bfloat"):
        return rng.uniform(-1.0, 1.0, size=shape).astype(dtype)
    if dtype == "bool":
        return rng.integers(0, 2, size=shape).astype("bool")
    if dtype.startswith("uint"):
        return rng.integers(0, 16, size=shape).astype(dtype)
    return rng.integers(-8, 8, size=shape).astype(dtype)


def random_arguments(func: Any, bindings: Optional[Mapping[str, int]] = None, seed: int = 0) -> List[Any]:
    """Seeded random arguments for ``func`` (a ``PrimFunc``), in parameter order."""
    bindings = dict(bindings or {})
    rng = np.random.default_rng(seed)
    args: List[Any] = []
    for param in func.params:
        if isinstance(param.ty, tvm.tirx.buffer.BufferType):  # TVM 0.27: a buffer parameter
            shape = [_int_value(d, bindings) for d in param.shape]
            args.append(_random_array(rng, shape, str(param.dtype)))
        elif param.name in bindings:
            args.append(int(bindings[param.name]))
        elif str(param.ty.dtype).startswith("float"):
            args.append(float(rng.uniform(-1.0, 1.0)))
        else:
            args.append(int(rng.integers(0, 8)))
    return args


def run(lib: Any, name: str, args: List[Any], dev: Optional[Any] = None) -> List[Any]:
    """Calls ``lib[name]`` on copies of ``args``; every argument after the call (arrays as
    NumPy)."""
    dev = dev or tvm.cpu()
    device_args = [tvm.runtime.tensor(a, dev) if isinstance(a, np.ndarray) else a for a in args]
    lib[name](*device_args)
    return [a.numpy() if hasattr(a, "numpy") else a for a in device_args]


def same_outputs(a: List[Any], b: List[Any]) -> bool:
    """Bit-for-bit equality of two argument lists (NaNs at the same places count equal)."""
    if len(a) != len(b):
        return False
    for x, y in zip(a, b):
        if isinstance(x, np.ndarray):
            if x.shape != y.shape or not np.array_equal(x, y, equal_nan=x.dtype.kind == "f"):
                return False
        elif x != y:
            return False
    return True


def bindings_of(meta: Dict[str, Any]) -> Dict[str, int]:
    """The ``bindings`` of a corpus ``NAME.meta.json``."""
    return {k: int(v) for k, v in (meta.get("bindings") or {}).items()}
