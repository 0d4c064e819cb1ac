# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((16,), "int32"), B: T.Buffer((16,), "int32"), C: T.Buffer((16,), "int32"), D: T.Buffer((16,), "int32")):
        for i in range(16):
            T.assume(i < 14 or C[i] == 0)
        for i in range(16):
            if i < 14:
                A[i] = T.min(T.max(A[i], -10), 10)
        for i in range(16):
            if i < 14:
                B[i] = A[i] * 100000000
        for i in range(16):
            if i < 14:
                D[i] = 1 << A[i] + 10
        for i in range(16):
            C[i] = C[i] + 1
        for i in range(16):
            if i >= 14:
                B[i] = 0
                C[i] = 0
                D[i] = 0
