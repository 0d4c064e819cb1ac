# from tvm.script import ir as I
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((4,), "int32"), x: T.int32):
    if x < 3:
        A[0] = 0
    elif x == 3:
        A[0] = 3
