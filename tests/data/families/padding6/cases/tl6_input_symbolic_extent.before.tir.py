# tir-eqsat padding case tl6_input_symbolic_extent: BEFORE
# Rule: Input A of symbolic shape (n,) -> [i//4, i%4]: the new shape is ((n + 3) // 4, 4) and the padding 4*io+ii >= n depends on n; pad 0 gives the assumption loop over the new shape; the consumer's index is rewritten.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(n: T.int32, A: T.Buffer((n,), "int32"), B: T.Buffer((n,), "int32")):
        for i in range(n):
            B[i] = A[i] * 2
