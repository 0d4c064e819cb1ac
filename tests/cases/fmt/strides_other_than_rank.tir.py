# Strides that do not cover every dimension, as TVM 0.27 prints them after `cache_index`
# (`strides=(1,)` on a rank-2 block buffer): read and printed back as written; TVM cannot lower
# an access through such a buffer, and the interpreter refuses one (tests/run_command.rs).
# passes: fmt
# no-check: the interpreter refuses an access through strides that do not match its indices
# from tvm.script import tirx as T

@T.prim_func(s_tir=True)
def main(A: T.Buffer((16,), "float32", strides=(1, 1)), B: T.Buffer((4, 4), "int32")):
    idx = T.sblock_alloc_buffer((4, 4), "int32", strides=(1,))
    for i, j in T.grid(4, 4):
        with T.sblock("fill"):
            vi, vj = T.axis.remap("SS", [i, j])
            T.reads()
            T.writes(idx[vi, vj])
            idx[vi, vj] = vi * 4 + vj
    for i, j in T.grid(4, 4):
        with T.sblock("copy"):
            vi, vj = T.axis.remap("SS", [i, j])
            T.reads(idx[vi, vj])
            T.writes(B[vi, vj])
            B[vi, vj] = idx[vi, vj]
