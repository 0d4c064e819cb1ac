# Padding assumed to hold a function of the indices (`4 * j + k < 10 or A[i, j, k] == i + 1`,
# what a lambda pad value gives an input): a postlude storing `i + 1` there stores known
# values and goes; one storing `i + 2` stays.
# passes: remove-no-op
# contains: A[i, j, k] = T.Cast("int16", i + 2)
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((2, 3, 4), "int16")):
    for i, j, k in T.grid(2, 3, 4):
        T.assume(4 * j + k < 10 or A[i, j, k] == T.Cast("int16", i + 1))
    for i, j, k in T.grid(2, 3, 4):
        if 4 * j + k >= 10:
            A[i, j, k] = T.Cast("int16", i + 1)
    for i, j, k in T.grid(2, 3, 4):
        if 4 * j + k >= 10:
            A[i, j, k] = T.Cast("int16", i + 2)
