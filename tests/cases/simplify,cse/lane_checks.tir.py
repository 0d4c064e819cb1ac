# Distilled from softmax_dynamic_llvm: the first lane's check goes, k * 4 is then bound once.
# passes: simplify,cse
# bind: m=1
# bind: m=5
# bind: m=8
# from tvm.script import tirx as T

@T.prim_func
def f(A: T.Buffer(("m",), "float32"), B: T.Buffer((m,), "float32")):
    m = T.int32()
    T.func_attr({"tirx.noalias": True})
    for k in range((m + 3) // 4):
        if k * 4 < m:
            B[k * 4] = A[k * 4] * T.float32(2.0)
        if k * 4 + 1 < m:
            B[k * 4 + 1] = A[k * 4 + 1] * T.float32(2.0)
