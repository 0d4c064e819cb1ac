# from tvm.script import ir as I
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((2, 3, 4), "int16")):
    for i, j, k in T.grid(2, 3, 4):
        T.assume(4 * j + k < 10 or A[i, j, k] == T.Cast("int16", i + 1))
    for i, j, k in T.grid(2, 3, 4):
        if 4 * j + k >= 10:
            A[i, j, k] = T.Cast("int16", i + 2)
