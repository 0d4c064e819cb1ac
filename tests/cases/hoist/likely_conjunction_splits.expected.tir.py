# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((4, 8), "int32"), B: T.Buffer((4, 8), "int32")):
        for i in range(4):
            if T.likely(i < 3):
                for j in range(8):
                    if T.likely(j < 6):
                        B[i, j] = A[i, j]
