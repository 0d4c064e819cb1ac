# tir-eqsat padding case lower_both_3x8: AFTER
# Rule: RemoveAssume + RemoveStoreUndef on a 3x8 padded element-wise op (8*io+ii >= 20 is padding).
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((3, 8), "int32"), B: T.Buffer((3, 8), "int32")):
        for io, ii in T.grid(3, 8):
            B[io, ii] = A[io, ii] - 1
