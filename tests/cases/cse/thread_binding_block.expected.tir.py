# from tvm.script import ir as I
# from tvm.script import tirx as T

@T.prim_func(s_tir=True)
def main(A: T.Buffer((64, 32), "float32"), B: T.Buffer((64, 32), "float32"), n: T.int32):
    cse_v1: T.let[T.float32] = T.Cast("float32", n * 4 + 1)
    for bx in T.thread_binding(64, thread="blockIdx.x"):
        for tx in T.thread_binding(32, thread="threadIdx.x"):
            with T.sblock("B"):
                vi, vj = T.axis.remap("SS", [bx, tx])
                T.reads(A[vi, vj])
                T.writes(B[vi, vj])
                B[vi, vj] = A[vi, vj] * cse_v1 + cse_v1
