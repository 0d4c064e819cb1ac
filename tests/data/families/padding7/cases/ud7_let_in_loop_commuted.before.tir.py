# tir-eqsat padding case ud7_let_in_loop_commuted: BEFORE
# Rule: A let of T.undef() bound inside the loop body is one value per iteration: (x + i) - (i + x) is 0 (commuted), so A[i] * 2 + (x + i) - (i + x) is A[i] * 2; the let goes once unused.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((8,), "int32"), B: T.Buffer((8,), "int32")):
        for i in range(8):
            x: T.let[T.int32] = T.undef()
            B[i] = A[i] * 2 + (x + i) - (i + x)
