# i * (y + z) is cheaper than i * y + i * z, but y + z may overflow int32 where the program
# computes nothing that large: the written form stays.
# passes: cse
# from tvm.script import tirx as T

@T.prim_func
def main(B: T.Buffer((8,), "int32"), y: T.int32, z: T.int32):
    for i in range(8):
        B[i] = i * y + i * z
