# tir-eqsat padding case ob6_float16_product_pad_one: BEFORE
# Rule: float16 row products that start from an input value, A's padding (j >= 6) assumed 1.0: x * 1.0 is x exactly for every float (also -0.0, inf, NaN), so the guard j < 6 goes.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((2, 8), "float16"), C: T.Buffer((2,), "float16"), B: T.Buffer((2,), "float16")):
        for i, j in T.grid(2, 8):
            T.assume(j < 6 or A[i, j] == T.float16(1))

        for i in range(2):
            B[i] = C[i]
            for j in range(8):
                if j < 6:
                    B[i] = B[i] * A[i, j]
