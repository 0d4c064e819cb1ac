# from tvm.script import ir as I
# from tvm.script import tirx as T

@T.prim_func
def main(F: T.Buffer((4,), "float32")):
    F[0] = T.FloorDiv(F[1], F[2]) + T.FloorMod(F[1], F[3])
