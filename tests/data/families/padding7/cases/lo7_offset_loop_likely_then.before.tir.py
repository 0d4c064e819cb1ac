# tir-eqsat padding case lo7_offset_loop_likely_then: BEFORE
# Rule: RemoveAssume in a loop from 2: an assumption nest over j (only assumptions: the j loop goes) and an assumption at the head of a T.likely then-branch that also stores (the assumption goes, the if/else and both stores stay).
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((16,), "int32"), C: T.Buffer((16, 3), "int32"), B: T.Buffer((16,), "int32")):
        for i in range(2, 16):
            for j in range(3):
                T.assume(C[i, j] != 7)
            if T.likely(i < 14):
                T.assume(A[i] >= -3)
                B[i] = A[i] * 2 + C[i, 0]
            else:
                B[i] = 0
