# tir-eqsat padding case cs2_2d_three_buffers: AFTER
# Rule: 2-d nest, index i*n_j + j used by three buffers: i*n_j bound once per i, the index once per j.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((64,), "float32"), B: T.Buffer((64,), "float32"), C: T.Buffer((64,), "float32"), n_i: T.int32, n_j: T.int32):
        for i in range(n_i):
            i_term: T.let[T.int32] = i * n_j
            for j in range(n_j):
                index: T.let[T.int32] = i_term + j
                A[index] = B[index] + C[index]
