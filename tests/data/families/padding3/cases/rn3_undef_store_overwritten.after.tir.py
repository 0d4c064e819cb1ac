# tir-eqsat padding case rn3_undef_store_overwritten: AFTER
# Rule: A loop storing T.undef() into B is overwritten by the next loop (which does not read B): the first loop goes.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((16,), "int32"), B: T.Buffer((16,), "int32")):
        for i in range(16):
            B[i] = A[i] * 2
