# from tvm.script import ir as I
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((16,), "int32"), B: T.Buffer((16,), "int32"), n: T.int32):
    T.func_attr({"tirx.noalias": True})
    for i in range(8):
        B[i] = A[i] * A[i] + A[i]
