# The named shift of two Python numbers shifts int32 constants: 40 is past their width (the
# infix `8 >> 40` would be Python arithmetic).
# from tvm.script import tirx as T

@T.prim_func
def main(B: T.Buffer((4,), "int32")):
    B[0] = T.shift_right(8, 40)
