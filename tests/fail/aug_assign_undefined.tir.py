# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((4,), "int32")):
    for i in range(4):
        y += A[i]
