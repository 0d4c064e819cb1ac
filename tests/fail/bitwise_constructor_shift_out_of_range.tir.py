# A shift amount past the width, written with the node constructor.
# from tvm.script import tirx as T

@T.prim_func
def main(B: T.Buffer((4,), "int32"), x: T.int32):
    B[0] = T.LShift(x, 40)
