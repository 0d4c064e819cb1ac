# tir-eqsat padding case cs7_const_3d_flat_index: AFTER
# Rule: A 3-d nest over constant extents with the flat index i*12 + j*4 + k in a load and a store: i*12 is bound once per i, i*12 + j*4 once per j, the index once per k (constant extents: nothing can overflow).
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((24,), "int32"), B: T.Buffer((24,), "int32")):
        for i in range(2):
            i_term: T.let[T.int32] = i * 12
            for j in range(3):
                ij_term: T.let[T.int32] = i_term + j * 4
                for k in range(4):
                    index: T.let[T.int32] = ij_term + k
                    B[index] = A[index] * 2
