# tir-eqsat padding case ho4_three_conjuncts_scalar_outer_inner: AFTER
# Rule: Conjuncts of j < 3 and n > 0 and i < 2 each go to the outermost place they allow: n > 0 above both loops, i < 2 above j, j < 3 stays.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((4, 6), "int16"), n: T.int32):
        if n > 0:
            for i in range(4):
                if i < 2:
                    for j in range(6):
                        if j < 3:
                            A[i, j] = T.int16(1)
