# tir-eqsat padding case bo2_postlude_offset_loop: AFTER
# Rule: The padding is overwritten by a loop range(12, 16) (non-zero start, no if): the compute loop gets the guard i < 12.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((16,), "int8"), B: T.Buffer((16,), "int8")):
        for i in range(16):
            if i < 12:
                B[i] = T.int8(0)
                for k in range(3):
                    B[i] = B[i] + A[(i + k) % 16]
        for i in range(12, 16):
            B[i] = T.int8(-1)
