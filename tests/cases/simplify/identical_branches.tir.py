# An if/else whose branches are the same statements runs them whatever the condition (a
# condition with an impure call keeps its if: tests/simplify.rs). Loops compare up to the names
# of their variables; loops that differ in a bound, a store or an annotation (a
# `pragma_debug_skip_region` changes what runs) keep their if.
# passes: simplify
# bind: n=5
# from tvm.script import tirx as T

@T.prim_func
def f(A: T.Buffer((16,), "int32"), B: T.Buffer((16,), "int32"), C: T.Buffer((16, 4), "int32"), n: T.int32):
    for i in range(16):
        if i < n:
            A[i] = B[i] + 1
            B[i] = 0
        else:
            A[i] = B[i] + 1
            B[i] = 0
    for i in range(16):
        if i < n:
            for j in range(4):
                C[i, j] = j + i
        else:
            for k in range(4):
                C[i, k] = k + i
    for i in range(16):
        if i < n:
            for j in range(4):
                C[i, j] = j + i
        else:
            for k in range(3):
                C[i, k] = k + i
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
