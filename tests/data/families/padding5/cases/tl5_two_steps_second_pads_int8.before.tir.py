# tir-eqsat padding case tl5_two_steps_second_pads_int8: BEFORE
# Rule: Two steps on an int8 output B (6,): i -> [i//2, i%2] (3, 2) without padding, then [a, b] -> [a//2, a%2, b] (2, 2, 2) pad -1, which pads a == 3: the composed access is B[i // 4, i % 4 // 2, i % 2] and the second step's postlude writes -1 where 2*ao+ai >= 3.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((6,), "int8"), B: T.Buffer((6,), "int8")):
        for i in range(6):
            B[i] = A[i] + T.int8(1)
