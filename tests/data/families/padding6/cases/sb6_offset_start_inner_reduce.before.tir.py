# tir-eqsat padding case sb6_offset_start_inner_reduce: BEFORE
# Rule: A loop range(2, 11) around an inner reduction loop k that updates A[i//4, i%4] (A (3, 4)): i is split into io, ii with the guard 2 <= 4*io+ii < 11 placed around the k loop (it does not depend on k).
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((3, 4), "int32"), B: T.Buffer((11, 3), "int32")):
        for i in range(2, 11):
            for k in range(3):
                A[i // 4, i % 4] = A[i // 4, i % 4] + B[i, k]
