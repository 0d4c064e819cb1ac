# from tvm.script import ir as I
# from tvm.script import tirx as T

@T.prim_func
def main(B: T.Buffer((4,), "float32"), x: T.float32, y: T.float32, z: T.float32):
    B[0] = x + y + z
    B[1] = x + (y + z)
