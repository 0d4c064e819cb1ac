# from tvm.script import ir as I
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((64,), "int32"), y: T.int32):
    for yy in range(8):
        cse_v1: T.let[T.int32] = yy * 8
        for rc in range(8):
            cse_v2: T.let[T.int32] = cse_v1 + rc
            if 1 <= yy and yy < y:
                A[cse_v2] = 1
            if 1 <= yy:
                A[cse_v2] = A[cse_v2] + 2
