# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((16,), "int32"), S: T.Buffer((1,), "int32"), B: T.Buffer((2,), "int32")):
        for i in range(16):
            T.assume(i < 14 or A[i] == 0)
        B[0] = 0
        for i in range(16):
            B[0] = T.max(B[0], A[i])
        B[1] = S[0]
        for i in range(16):
            if i < 14:
                B[1] = T.max(B[1], A[i])
