# Reproducer: a Select used in a loop and after it, sharing x // 4 with its sibling.
# passes: syntactic-cse
# from tvm.script import tirx as T

@T.prim_func(s_tir=True)
def main(D: T.Buffer((64,), "int32"), x: T.int32, y: T.int32):
    for i in range(8):
        D[0] = T.Select(y + x // 4 != x, 1, 2)
    D[1] = T.Select(y + x // 4 != x, 1, 2) + x // 4
