# tir-eqsat padding case mal_producer_pad_1d: AFTER
# Rule: 1-d producer and padding loop (i < 13 / i >= 13) merge, then the complementary ifs become one if/else.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((16,), "int32")):
        for i in range(16):
            if i < 13:
                A[i] = i * 3
            else:
                A[i] = -1
