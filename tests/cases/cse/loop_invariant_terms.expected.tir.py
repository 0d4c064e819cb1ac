# from tvm.script import ir as I
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((4096,), "int32")):
    for i in range(16):
        cse_v1: T.let[T.int32] = i * 256
        for j in range(16):
            cse_v2: T.let[T.int32] = cse_v1 + j * 16
            for k in range(16):
                A[cse_v2 + k] = cse_v2
