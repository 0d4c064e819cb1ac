# The cheaper form stands in a guarded if_then_else branch: it is not evaluated on every path,
# so it never replaces the unconditional form (which is bound and used in both places).
# passes: cse
# contains: cse_v1: T.let[T.int32] = x * y + x * z
# from tvm.script import tirx as T

@T.prim_func
def main(B: T.Buffer((4,), "int32"), x: T.int32, y: T.int32, z: T.int32, c: T.int32):
    B[0] = x * y + x * z
    B[1] = T.if_then_else(c > 0, (y + z) * x, 0)
