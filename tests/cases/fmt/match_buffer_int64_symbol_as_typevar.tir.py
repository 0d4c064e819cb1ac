# Relax-style TIR: an `int64` symbol of the body in matched shapes. TVM 0.27 refuses an int64
# string dim, and prints the symbol as a module `TypeVar`; so do we.
# passes: fmt
# bind: n=3
# from tvm.script import tirx as T

@T.prim_func(s_tir=True)
def relax_like(var_a: T.handle, var_out: T.handle):
    T.func_attr({"tirx.noalias": True})
    n = T.int64()
    A = T.match_buffer(var_a, (n, T.int64(8)))
    out = T.match_buffer(var_out, (n, T.int64(8)))
    for i0, i1 in T.grid(n, T.int64(8)):
        with T.sblock("relu"):
            v0, v1 = T.axis.remap("SS", [i0, i1])
            T.reads(A[v0, v1])
            T.writes(out[v0, v1])
            out[v0, v1] = T.max(A[v0, v1], T.float32(0))
