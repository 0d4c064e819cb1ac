# from tvm.script import ir as I
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((16,), "int32"), B: T.Buffer((16,), "int32"), n: T.int32):
    T.func_attr({"tirx.noalias": True})
    for i in range(8):
        cse_v1: T.let[T.int32] = A[i]
        B[i] = cse_v1 * cse_v1 + cse_v1
