# from tvm.script import tirx as T

@T.prim_func
def main(C: T.Buffer((4,), "int4")):
    C[0] = T.IntImm("int4", 9)
