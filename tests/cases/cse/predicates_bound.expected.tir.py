# from tvm.script import ir as I
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((64,), "int32"), y: T.int32):
    for yy in range(8):
        cse_v1: T.let[T.bool] = 1 <= yy
        cse_v2: T.let[T.int32] = yy * 8
        cse_v3: T.let[T.bool] = cse_v1 and yy < y
        for rc in range(8):
            cse_v4: T.let[T.int32] = cse_v2 + rc
            if cse_v3:
                A[cse_v4] = 1
            if cse_v1:
                A[cse_v4] = A[cse_v4] + 2
