# TVM 0.27's s_tir.transform.LowerMatchBuffer() applied to the file of the same name without ".lowered".
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def views(A: T.Buffer((8, 6, 10), "int32"), B: T.Buffer((8, 4, 4), "int32"), C: T.Buffer((8, 3), "int32")):
    # with T.sblock("root"):
    for i, j in T.grid(8, 2):
        with T.sblock("outer"):
            vi, vj = T.axis.remap("SS", [i, j])
            T.reads(A[vi, vj * 2:vj * 2 + 4, 3:7])
            T.writes(B[vi, vj * 2:vj * 2 + 2, 0:4], C[vi, 0:3])
            S = T.sblock_alloc_buffer((4, 4), "int32", strides=(5, 1))
            for a, b in T.grid(4, 4):
                S[a, b] = A[vi, vj * 2 + a, 3 + b] * 2 + a
            for a in range(2):
                with T.sblock("inner"):
                    va = T.axis.spatial(2, a)
                    T.reads(S[va * 2 + 1, 0:4], A[vi, vj * 2 + va, 3:7])
                    T.writes(B[vi, vj * 2 + va, 0:4])
                    for b in range(4):
                        B[vi, vj * 2 + va, b] = S[va * 2 + 1, b] + A[vi, vj * 2 + va, 3 + b] + (vi * 60 + vj * 20 + va * 10 + 3)
            C[vi, 0] = vi * 60 + vj * 20 + 3
            C[vi, 1] = 10
            C[vi, 2] = 1
