# from tvm.script import ir as I
# from tvm.script import tirx as T

@T.prim_func
def main(B: T.Buffer((4,), "int32"), α: T.int32):
    β: T.let[T.int32] = α * 2
    B[0] = β + 1
