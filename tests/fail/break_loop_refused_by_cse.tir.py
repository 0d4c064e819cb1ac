# command: cse
# `T.break_loop()` leaves a loop early; every pass assumes a loop body, once started, runs to
# its end, so the function is refused at the call, not transformed.
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((16,), "float32"), n: T.int32):
    for i in range(16):
        if i * 4 + n > 40:
            T.break_loop()
        A[i] = A[i] + T.Cast("float32", i * 4 + n)
