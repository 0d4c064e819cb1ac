# tir-eqsat padding case mal_producer_consumer_2d: AFTER
# Rule: A 2-d producer and its element-wise consumer merge (the consumer reads only what the same iteration wrote).
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((4, 4), "int32"), B: T.Buffer((4, 4), "int32"), C: T.Buffer((4, 4), "int32")):
        for i, j in T.grid(4, 4):
            A[i, j] = B[i, j] * 2
            C[i, j] = A[i, j] + 1
