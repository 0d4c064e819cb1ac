# from tvm.script import ir as I
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer(("T.Cast(\"int32\", n)",), "float32"), B: T.Buffer(("T.Cast(\"int32\", n)",), "float32"), n: T.int8):
    B[0] = A[0]
