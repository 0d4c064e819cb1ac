# tir-eqsat padding case ml6_let_guarded_consumer: BEFORE
# Rule: A producer (C[i] = A[i] * 2) and a consumer whose body is a let (v = C[i] + 1) and an if on it writing B[i]: the consumer reads only what the same iteration wrote, the loops merge.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((10,), "int32"), B: T.Buffer((10,), "int32"), C: T.Buffer((10,), "int32")):
        for i in range(10):
            C[i] = A[i] * 2
        for i in range(10):
            v: T.let[T.int32] = C[i] + 1
            if v > 0:
                B[i] = v
