# Two statements equal by distributivity, the cheaper form first: it is the one bound.
# passes: cse
# contains: cse_v1: T.let[T.int32] = (y + z) * x
# from tvm.script import tirx as T

@T.prim_func
def main(B: T.Buffer((4,), "int32"), x: T.int32, y: T.int32, z: T.int32):
    B[0] = (y + z) * x
    B[1] = x * y + x * z
