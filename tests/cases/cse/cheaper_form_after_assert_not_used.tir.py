# The cheaper form comes after an assert: a failing assert ends the run before it, so it is not
# evaluated on every path after the first statement; the first form is the one bound (and the
# later statement takes it, as an earlier form evaluated on every path).
# passes: cse
# contains: cse_v1: T.let[T.int32] = x * y + x * z
# not-contains: (y + z) * x
# from tvm.script import tirx as T

@T.prim_func
def main(B: T.Buffer((4,), "int32"), x: T.int32, y: T.int32, z: T.int32):
    B[0] = x * y + x * z
    assert x < 16, "x below 16"
    B[1] = (y + z) * x
