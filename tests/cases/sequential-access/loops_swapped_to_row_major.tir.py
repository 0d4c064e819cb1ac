# A nest walking A column by column is swapped to walk it row by row (every iteration stores its
# own element and reads A only there); a nest that reads A at another element (another
# iteration's) or stores one element twice keeps its order.
# passes: sequential-access
# args: --buffer A
# contains: for i, j in T.grid(4, 6):
# contains: A[i, j] = A[(i + 1) % 4, j] + 1
# contains: for j, i in T.grid(6, 4):
# from tvm.script import tirx as T

@T.prim_func
def f(A: T.Buffer((4, 6), "int32"), B: T.Buffer((4,), "int32")):
    for j, i in T.grid(6, 4):
        A[i, j] = A[i, j] * 2 + i * 10 + j
    for j, i in T.grid(6, 4):
        A[i, j] = A[(i + 1) % 4, j] + 1
    for j, i in T.grid(6, 4):
        A[i, 0] = j
