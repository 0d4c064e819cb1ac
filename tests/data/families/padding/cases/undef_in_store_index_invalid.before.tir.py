# tir-eqsat padding case undef_in_store_index_invalid: BEFORE
# Rule: T.undef() in a store index is ill-formed.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((16,), "int32"), B: T.Buffer((16,), "int32")):
        for i in range(16):
            B[T.undef() % 16] = A[i]
