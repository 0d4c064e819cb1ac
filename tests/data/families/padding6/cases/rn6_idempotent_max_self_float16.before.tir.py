# tir-eqsat padding case rn6_idempotent_max_self_float16: BEFORE
# Rule: A guarded float16 store A[i, j] = T.max(A[i, j], A[i, j]) stores the value the element holds (max is idempotent, exactly, also for -0.0 and NaN): it goes with its if; the store to B after it stays.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((3, 5), "float16"), B: T.Buffer((3, 5), "float16")):
        for i, j in T.grid(3, 5):
            if 5 * i + j < 13:
                A[i, j] = T.max(A[i, j], A[i, j])
            B[i, j] = A[i, j] * T.float16(2)
