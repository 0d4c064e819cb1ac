# from tvm.script import ir as I
# from tvm.script import tirx as T

@T.prim_func
def main(B: T.Buffer((8,), "int32"), y: T.int32, z: T.int32):
    for i in range(8):
        B[i] = i * y + i * z
