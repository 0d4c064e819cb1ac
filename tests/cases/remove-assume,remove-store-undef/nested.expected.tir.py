# from tvm.script import ir as I
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((3, 8), "float32"), B: T.Buffer((3, 8), "float32")):
    for o, i in T.grid(3, 8):
        B[o, i] = A[o, i] + T.float32(1.0)
