# tir-eqsat padding case undef_pure_max: AFTER
# Rule: A pure expression using T.undef() (max(A[i], undef) - 1) may become T.undef().
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((16,), "int32"), B: T.Buffer((16,), "int32")):
        for i in range(16):
            B[i] = T.undef()
