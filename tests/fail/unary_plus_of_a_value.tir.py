# TVM expressions have no unary plus.
# from tvm.script import tirx as T

@T.prim_func
def main(B: T.Buffer((4,), "int32"), x: T.int32):
    B[0] = +x
