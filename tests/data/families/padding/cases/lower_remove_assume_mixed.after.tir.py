# tir-eqsat padding case lower_remove_assume_mixed: AFTER
# Rule: RemoveAssume drops assumptions at every level, and the loops/ifs that held only them; a loop that also stores keeps its store.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((16,), "int32"), B: T.Buffer((16,), "int32"), n: T.int32):
        for i in range(16):
            B[i] = A[i] * 2 + n
