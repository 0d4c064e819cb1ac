# TVM 0.27 prints a two-lane binding as `T.let[T.float32x2]` but cannot read it back (its parser
# registers vector dtypes of 4 to 64 lanes only), so semantic CSE binds the four-lane product
# and leaves the two-lane one in place.
# passes: cse
# contains: cse_v1: T.let[T.float32x4] = A[T.Ramp(4, 1, 4)] * A[T.Ramp(8, 1, 4)]
# not-contains: T.float32x2]
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((16,), "float32"), B: T.Buffer((16,), "float32")):
    T.func_attr({"tirx.noalias": True})
    B[0:2] = A[T.Ramp(0, 1, 2)] * A[T.Ramp(2, 1, 2)] + A[T.Ramp(0, 1, 2)] * A[T.Ramp(2, 1, 2)]
    B[4:8] = A[T.Ramp(4, 1, 4)] * A[T.Ramp(8, 1, 4)] + A[T.Ramp(4, 1, 4)] * A[T.Ramp(8, 1, 4)]
