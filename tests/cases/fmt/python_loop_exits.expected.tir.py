# from tvm.script import ir as I
# from tvm.script import tirx as T

@T.prim_func
def exits(A: T.Buffer((8,), "int32"), B: T.Buffer((32,), "int32")):
    for i in range(8):
        if A[i] < 0:
            T.break_loop()
        if A[i] == 0:
            T.continue_loop()
        A[i] = A[i] * 2
    k: T.int32 = 0
    while k < 32:
        k = k + 1
        if B[k - 1] % 3 == 0:
            T.continue_loop()
        B[k - 1] = B[k - 1] + 1
        if k == 20:
            T.break_loop()
    for bx in T.thread_binding(4, thread="blockIdx.x"):
        for tx in T.thread_binding(8, thread="threadIdx.x"):
            B[bx * 8 + tx] = bx + tx
