# from tvm.script import tirx as T

@T.prim_func
def main(F: T.Buffer((4,), "float32")):
    F[0] = F[1] // F[2]
