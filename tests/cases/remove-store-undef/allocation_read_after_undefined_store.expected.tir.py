# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((16,), "int32"), B: T.Buffer((16,), "int32"), C: T.Buffer((16,), "int16"), D: T.Buffer((16,), "int16")):
        for i in range(16):
            x: T.int32 = T.if_then_else(i < 14, A[i], 0)
            B[i] = x
        y = T.alloc_buffer((4,), "int16")
        c = T.alloc_buffer((4,), "int16")
        for i in range(16):
            y[i % 4] = T.int16(0)
            if i % 4 == 0:
                c[0] = C[i]
            D[i] = c[0] + y[i % 4]
