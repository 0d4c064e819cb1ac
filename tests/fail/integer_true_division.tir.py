# `/` of integers: TVM refuses it rather than choose floor, truncated or C division.
# from tvm.script import tirx as T

@T.prim_func
def main(B: T.Buffer((4,), "int32"), x: T.int32):
    B[0] = x / 2
