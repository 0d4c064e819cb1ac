# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(B: T.Buffer((16,), "int32"), C: T.Buffer((14,), "int32"), D: T.Buffer((16,), "int32")):
        for i in range(16):
            B[i] = C[T.max(13 - i, 0)]
        for i in range(16):
            D[i] = C[T.max(i - 2, 0)]
        for i in range(16):
            if i >= 14:
                B[i] = 0
            if i < 2:
                D[i] = 0
