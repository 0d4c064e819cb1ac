# from tvm.script import ir as I
# from tvm.script import tirx as T

@T.prim_func
def f(A: T.Buffer((16,), "int32"), B: T.Buffer((16,), "int32"), C: T.Buffer((16, 4), "int32"), n: T.int32):
    for i in range(16):
        A[i] = B[i] + 1
        B[i] = 0
    for i, j in T.grid(16, 4):
        C[i, j] = i + j
    for i in range(16):
        if i < n:
            for j in range(4):
                C[i, j] = i + j
        else:
            for k in range(3):
                C[i, k] = i + k
    for i in range(16):
        if i < n:
            for j in range(4):
                C[i, j] = j
        else:
            for k in range(4):
                C[i, k] = i
    for i in range(16):
        if i < n:
            for j in range(4):
                C[i, j] = j
        else:
            for k in T.serial(4, annotations={"pragma_debug_skip_region": 1}):
                C[i, k] = k
