# from tvm.script import ir as I
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((64,), "int32"), B: T.Buffer((64,), "int32")):
    T.func_attr({"tirx.noalias": True})
    for i in range(4):
        cse_v1: T.let[T.int32] = i * 16
        for k in range(16):
            cse_v2: T.let[T.int32] = cse_v1 + k
            if cse_v2 < 50:
                B[cse_v2] = A[cse_v2] + 1
