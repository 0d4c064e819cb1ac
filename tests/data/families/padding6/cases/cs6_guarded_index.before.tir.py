# tir-eqsat padding case cs6_guarded_index: BEFORE
# Rule: 2-d nest whose flat index i*n_j + j appears in a guard (< m) and in two accesses: i*n_j is bound once per i, the index once per j and used by the guard and both accesses.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((64,), "int32"), B: T.Buffer((64,), "int32"), n_i: T.int32, n_j: T.int32, m: T.int32):
        for i, j in T.grid(n_i, n_j):
            if i * n_j + j < m:
                A[i * n_j + j] = B[i * n_j + j] * 2
