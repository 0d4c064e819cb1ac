# tir-eqsat padding case lo4_assume_in_else_and_tail: AFTER
# Rule: RemoveAssume: an assumption that is the whole else branch of an if under a let (the else goes, the if stays) and a scalar assumption after the loop both go.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((3, 5), "int16"), B: T.Buffer((3, 5), "int16"), n: T.int32):
        for io, ii in T.grid(3, 5):
            m: T.let[T.int32] = 5 * io + ii
            if m < 13:
                B[io, ii] = A[io, ii] + T.int16(1)
