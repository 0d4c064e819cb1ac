# from tvm.script import ir as I
# from tvm.script import tirx as T

@T.prim_func
def misc(A: T.Buffer((128,), "float32"), B: T.Buffer((128,), "int32"), n: T.int32):
    T.func_attr({"global_symbol": "misc"})
    i: T.int32 = 0
    while i < n:
        B[i] = T.Div(i, 3) + T.truncmod(i, 3) + i // 4 + i % 4
        i = i + 1
    for j in range(128):
        if j < 64:
            A[j] = T.float32(1.0)
        elif j < 96:
            A[j] = T.Select(j % 2 == 0, T.float32(2.0), T.float32(3.0))
        else:
            A[j] = T.if_then_else(j > 100, A[j - 1], T.float32(0.0))
    T.evaluate(0)
