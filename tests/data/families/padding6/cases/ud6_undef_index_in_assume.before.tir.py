# tir-eqsat padding case ud6_undef_index_in_assume: BEFORE
# Rule: T.undef() in the index of a load inside a T.assume condition (A[T.undef() % 8] == 0) is ill-formed, even though the assumption has no run-time effect.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((8,), "int32"), B: T.Buffer((8,), "int32")):
        T.assume(A[T.undef() % 8] == 0)
        for i in range(8):
            B[i] = A[i]
