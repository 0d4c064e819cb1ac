# tir-eqsat padding case sb7_running_sum_interchange_forbidden: FORBIDDEN
# Rule: A column-major running sum (S[0] += A[i, j]; B[i, j] = S[0]): each element of B holds the prefix in column-major order, so iterating B row-major changes every stored prefix; the interchange is illegal (a refusal also holds).
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((3, 4), "int32"), B: T.Buffer((3, 4), "int32"), S: T.Buffer((1,), "int32")):
        S[0] = 0
        for i, j in T.grid(3, 4):
            S[0] = S[0] + A[i, j]
            B[i, j] = S[0]
