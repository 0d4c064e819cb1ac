# Two statements equal by distributivity: the cheaper form, written second, is the one bound
# (the same result as with the statements swapped, in cheapest_form_written_first).
# passes: cse
# contains: cse_v1: T.let[T.int32] = (y + z) * x
# from tvm.script import tirx as T

@T.prim_func
def main(B: T.Buffer((4,), "int32"), x: T.int32, y: T.int32, z: T.int32):
    B[0] = x * y + x * z
    B[1] = (y + z) * x
