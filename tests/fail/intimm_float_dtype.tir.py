# from tvm.script import tirx as T

@T.prim_func
def main(C: T.Buffer((4,), "float32")):
    C[0] = T.IntImm("float32", 1)
