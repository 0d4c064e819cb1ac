# from tvm.script import ir as I
# from tvm.script import tirx as T

@T.prim_func
def main(m: T.int32, B: T.Buffer((8,), "int32")):
    for k in range(T.min(8, m + 1)):
        B[k] = 1
