# tir-eqsat padding case rn6_overwritten_equal_index_2d: AFTER
# Rule: In one body, B[i, j] = 0 is followed by a store to B[(i*4+j) // 4, (i*4+j) % 4], the same element for 0 <= j < 4, whose value does not read B: the first store goes.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((4, 4), "int32"), B: T.Buffer((4, 4), "int32")):
        for i, j in T.grid(4, 4):
            B[(i * 4 + j) // 4, (i * 4 + j) % 4] = A[i, j]
