# tir-eqsat padding case rl2_offset_reversed_lt: BEFORE
# Rule: range(4, 16) with the guard written 10 > i shrinks to range(4, 10).
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((16,), "int32")):
        for i in range(4, 16):
            if T.int32(10) > i:
                A[i] = i
