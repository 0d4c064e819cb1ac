# from tvm.script import ir as I
# from tvm.script import tirx as T

@T.prim_func
def main(m: T.int32, B: T.Buffer((16,), "int32")):
    if m + 1 > 5:
        for k in range(8):
            B[k] = 1
    for k in range(8):
        if k > 2:
            B[k + 8] = T.if_then_else(m * 2 > 5, 1, 2)
