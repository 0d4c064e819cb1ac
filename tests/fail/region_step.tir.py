# from tvm.script import tirx as T

@T.prim_func(s_tir=True)
def main(A: T.Buffer((16,), "float32"), B: T.Buffer((16,), "float32")):
    for i in range(16):
        with T.sblock("copy"):
            vi = T.axis.remap("S", [i])
            T.reads(A[0:16:2])
            T.writes(B[vi])
            B[vi] = A[vi]
