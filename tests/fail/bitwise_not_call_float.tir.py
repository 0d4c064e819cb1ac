# from tvm.script import tirx as T

@T.prim_func
def main(C: T.Buffer((4,), "int32"), f: T.float32):
    C[0] = T.bitwise_not(f)
