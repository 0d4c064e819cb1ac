# from tvm.script import ir as I
# from tvm.script import tirx as T

@T.prim_func(s_tir=True)
def forms(A: T.Buffer((4, 4), "float32"), B: T.Buffer((4, 4), "float32")):
    tmp = T.alloc_buffer((4, 4))
    for iters_0, iters_1 in T.grid(4, 4):
        with T.sblock("scale"):
            vi, vj = T.axis.remap("SS", [iters_0, iters_1])
            T.sblock_attr({"first": 1, "second": 2})
            tmp[vi, vj] = A[vi, vj] * T.float32(2.0)
    for i, j in T.grid(4, 4):
        with T.sblock("copy"):
            vi, vj = T.axis.remap("SS", [i, j])
            B[vi, vj] = tmp[vi, vj]
    for k in T.serial(4, annotations={"pragma_unroll_explicit": 0}):
        with T.sblock(""):
            T.evaluate(0)
