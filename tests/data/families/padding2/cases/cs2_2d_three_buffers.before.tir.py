# tir-eqsat padding case cs2_2d_three_buffers: BEFORE
# Rule: 2-d nest, index i*n_j + j used by three buffers: i*n_j bound once per i, the index once per j.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((64,), "float32"), B: T.Buffer((64,), "float32"), C: T.Buffer((64,), "float32"), n_i: T.int32, n_j: T.int32):
        for i, j in T.grid(n_i, n_j):
            A[i * n_j + j] = B[i * n_j + j] + C[i * n_j + j]
