# Two 4096 x 4096 nests: the element-by-element legality check records at most 2^21 accesses
# (it held 8 GB of tables and ran for minutes), then the structural check decides; it sees
# each nest's own `j` and keeps the loops apart.
# passes: merge-loops
# no-check: the interpreter's run over 2 x 16M elements is too slow for a test
# from tvm.script import ir as I
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((4096, 4096), "float32"), B: T.Buffer((4096, 4096), "float32"), C: T.Buffer((4096, 4096), "float32")):
    for i, j in T.grid(4096, 4096):
        B[i, j] = A[i, j] * T.float32(2.0)
    for i, j in T.grid(4096, 4096):
        C[i, j] = B[i, j] + T.float32(1.0)
