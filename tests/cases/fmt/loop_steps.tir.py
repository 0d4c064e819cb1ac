# Loops with a step (TVM 0.27's `For::step`), printed as TVM prints them: `range(start, stop,
# step)` for a serial loop, `step=` after `annotations=` for the other kinds, the start even
# when it is 0, and a step of 1 not at all.
# passes: fmt
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((64,), "float32"), n: T.int32):
    for i in range(0, 64, 1):
        A[i] = T.float32(1.0)
    for i in range(3, 64, 4):
        A[i] = T.float32(2.0)
    for i in T.serial(0, 8, step=2, annotations={"pragma_unroll_explicit": 1}):
        A[i] = T.float32(3.0)
    for i in T.unroll(0, 8, step=2):
        A[i] = A[i] + T.float32(1.0)
    for i in T.parallel(n, 64, step=5):
        A[i] = T.float32(4.0)
    for i in range(n, n + 12, n // 8 + 1):
        A[i] = T.float32(5.0)
    for j in range(4):
        for i in T.vectorized(j, 64, step=4):
            A[i] = T.float32(6.0)
