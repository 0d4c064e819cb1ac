# from typing import TypeVar
# from tvm.script import ir as I
# from tvm.script import tirx as T

n = TypeVar("n")
@T.prim_func(s_tir=True)
def relax_like(A: T.Buffer((n, T.int64(8)), "float32"), out: T.Buffer((n, T.int64(8)), "float32")):
    T.func_attr({"tirx.noalias": True})
    for i0, i1 in T.grid(n, T.int64(8)):
        with T.sblock("relu"):
            v0, v1 = T.axis.remap("SS", [i0, i1])
            T.reads(A[v0, v1])
            T.writes(out[v0, v1])
            out[v0, v1] = T.max(A[v0, v1], T.float32(0.0))
