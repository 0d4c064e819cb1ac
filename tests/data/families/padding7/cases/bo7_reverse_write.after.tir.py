# tir-eqsat padding case bo7_reverse_write: AFTER
# Rule: The compute loop writes B[15 - i]; B's padding B[14], B[15] is overwritten by a later loop: the writes of i < 2 are dead, the compute gets the guard i >= 2 (15 - i < 14 simplified).
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((16,), "int32"), B: T.Buffer((16,), "int32")):
        for i in range(16):
            if i >= 2:
                B[15 - i] = A[i] * 2

        for i in range(14, 16):
            B[i] = 0
