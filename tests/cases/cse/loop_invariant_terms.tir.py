# Loop-invariant partial sums leave their loops (i * 256 outside j, + j * 16 outside k).
# passes: cse
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((4096,), "int32")):
    for i, j, k in T.grid(16, 16, 16):
        A[i * 256 + j * 16 + k] = i * 256 + j * 16
