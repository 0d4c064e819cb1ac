# Python's conditional expression, as TVM's evaluator reads it: a TIR bool condition makes
# T.if_then_else (branches brought to one dtype), a Python bool picks its branch.
# passes: fmt
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((8, 8), "float32"), B: T.Buffer((8,), "int64"), n: T.int64):
    for i, j in T.grid(8, 8):
        A[i, j] = i if i < j else j
    for i in range(8):
        B[i] = (n if i < 4 else 0) + (1 if 2 > 1 else n) + (i if i % 2 == 0 else n * 2)
