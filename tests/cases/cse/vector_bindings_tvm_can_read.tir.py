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
    B[0:2] = A[0:2] * A[2:4] + A[0:2] * A[2:4]
    B[4:8] = A[4:8] * A[8:12] + A[4:8] * A[8:12]
