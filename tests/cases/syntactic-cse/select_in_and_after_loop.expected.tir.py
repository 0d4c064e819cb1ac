# from tvm.script import ir as I
# from tvm.script import tirx as T

@T.prim_func(s_tir=True)
def main(D: T.Buffer((64,), "int32"), x: T.int32, y: T.int32):
    cse_v1: T.let[T.int32] = x // 4
    cse_v2: T.let[T.int32] = T.Select(y + cse_v1 != x, 1, 2)
    for i in range(8):
        D[0] = cse_v2
    D[1] = cse_v2 + cse_v1
