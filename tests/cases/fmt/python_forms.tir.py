# What Python writes and TVM reads as TIR: `-> None`, a docstring, `T.meta_var` (a name for a
# value), `T.decl_buffer` without `data=` (an allocation), `for iters in T.grid(...)` (a tuple of
# loop variables for `T.axis.remap`), `T.grid(*B.shape)`, `T.sblock_attr` twice (one dict; a
# key set again to the same value stays one entry), an empty block (`pass`), `range` with
# annotations.
# passes: fmt
# from tvm.script import tirx as T

@T.prim_func(s_tir=True)
def forms(a: T.handle, B: T.Buffer((4, 4), "float32")) -> None:
    """A docstring is no statement."""
    A = T.match_buffer(a, (4, 4), "float32")
    scale = T.meta_var(T.float32(2))
    tmp = T.decl_buffer((4, 4), "float32")
    for iters in T.grid(4, 4):
        with T.sblock("scale"):
            vi, vj = T.axis.remap("SS", iters)
            T.sblock_attr({"first": 1})
            T.sblock_attr({"second": 2, "first": 1})
            tmp[vi, vj] = A[vi, vj] * scale
    for i, j in T.grid(*B.shape):
        with T.sblock("copy"):
            vi, vj = T.axis.remap("SS", [i, j])
            B[vi, vj] = tmp[vi, vj]
    for k in range(4, annotations={"pragma_unroll_explicit": 0}):
        with T.sblock():
            pass
