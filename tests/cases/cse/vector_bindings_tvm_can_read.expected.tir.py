# from tvm.script import ir as I
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((16,), "float32"), B: T.Buffer((16,), "float32")):
    T.func_attr({"tirx.noalias": True})
    B[0:2] = A[T.Ramp(0, 1, 2)] * A[T.Ramp(2, 1, 2)] + A[T.Ramp(0, 1, 2)] * A[T.Ramp(2, 1, 2)]
    cse_v1: T.let[T.float32x4] = A[T.Ramp(4, 1, 4)] * A[T.Ramp(8, 1, 4)]
    B[4:8] = cse_v1 + cse_v1
