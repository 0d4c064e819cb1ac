# from tvm.script import ir as I
# from tvm.script import tirx as T

@T.prim_func(s_tir=True)
def main(A: T.Buffer((16, 16), "int32", strides=(16, 1)), B: T.Buffer((16, 16), "int32"), C: T.Buffer((64,), "float32")):
    D = T.decl_buffer((256,), "int32", data=B.data)
    for i, j in T.grid(16, 16):
        with T.sblock("copy"):
            vi, vj = T.axis.remap("SS", [i, j])
            T.reads(A[vi, 0:16], B[vi, vj:16])
            T.writes(D[vi * 16 + vj:vi * 16 + vj + 1])
            if 0 < vi and vi < 15 and 15 <= vj + 15:
                D[vi * 16 + vj] = A[vi, vj] + B[vi, vj]
            else:
                D[vi * 16 + vj] = T.Cast("int32", C[vi])
