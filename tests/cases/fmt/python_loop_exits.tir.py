# Python `break`/`continue` are `T.break_loop()`/`T.continue_loop()` (run by `check`, in a
# serial and a while loop); a thread tag may be positional (`T.thread_binding(4, "blockIdx.x")`).
# passes: fmt
# from tvm.script import tirx as T

@T.prim_func
def exits(A: T.Buffer((8,), "int32"), B: T.Buffer((32,), "int32")):
    for i in range(8):
        if A[i] < 0:
            break
        if A[i] == 0:
            continue
        A[i] = A[i] * 2
    k: T.int32 = 0
    while k < 32:
        k = k + 1
        if B[k - 1] % 3 == 0:
            continue
        B[k - 1] = B[k - 1] + 1
        if k == 20:
            break
    for bx in T.thread_binding(4, "blockIdx.x"):
        for tx in T.thread_binding(0, 8, "threadIdx.x"):
            B[bx * 8 + tx] = bx + tx
