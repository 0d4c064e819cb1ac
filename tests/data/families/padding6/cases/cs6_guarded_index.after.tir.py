# tir-eqsat padding case cs6_guarded_index: AFTER
# Rule: 2-d nest whose flat index i*n_j + j appears in a guard (< m) and in two accesses: i*n_j is bound once per i, the index once per j and used by the guard and both accesses.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((64,), "int32"), B: T.Buffer((64,), "int32"), n_i: T.int32, n_j: T.int32, m: T.int32):
        for i in range(n_i):
            i_term: T.let[T.int32] = i * n_j
            for j in range(n_j):
                index: T.let[T.int32] = i_term + j
                if index < m:
                    A[index] = B[index] * 2
