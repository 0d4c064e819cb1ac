# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((16,), "int32"), B: T.Buffer((16,), "int32"), C: T.Buffer((16,), "int32"), D: T.Buffer((16,), "int32")):
        for i in range(16):
            if i < 14:
                B[i] = A[i]
            if 2 <= i:
                if i < 12:
                    C[i] = A[i] + 1
            D[i] = 0
