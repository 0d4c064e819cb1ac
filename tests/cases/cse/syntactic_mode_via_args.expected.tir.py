# from tvm.script import ir as I
# from tvm.script import tirx as T

@T.prim_func
def main(buffer: T.Buffer((50,), "int32"), i1: T.int32, i2: T.int32, x: T.int32, y: T.int32, z: T.int32):
    buffer[i1] = x + y + z
    buffer[i2] = z + (y + x)
