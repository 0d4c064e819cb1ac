# `0 * undef` is 0, so `undef * n` is undefined only where n cannot be 0: it stays as written.
# Once the factor is known to be 0 (`i // 8` over range(8)) the product folds to 0.
# passes: simplify
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((8,), "int32"), B: T.Buffer((8,), "int32"), C: T.Buffer((8,), "int32"), n: T.int32):
        for i in range(8):
            B[i] = A[i] + T.undef() * n
            C[i] = A[i] + T.undef() * (i // 8)
