# from tvm.script import tirx as T

@T.prim_func
def main(H: T.Buffer((4,), "float16")):
    H[0] = T.float16(65520)
