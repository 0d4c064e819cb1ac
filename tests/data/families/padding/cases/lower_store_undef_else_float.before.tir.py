# tir-eqsat padding case lower_store_undef_else_float: BEFORE
# Rule: RemoveStoreUndef removes the float store T.Cast(undef) in an else branch (the else goes, the if stays).
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((16,), "float32"), B: T.Buffer((16,), "float32")):
        for i in range(16):
            if i < 13:
                B[i] = A[i] + T.float32(1.0)
            else:
                B[i] = T.Cast("float32", T.undef())
