# tir-eqsat padding case lo3_assumes_nested_levels: BEFORE
# Rule: RemoveAssume in a 3-deep nest: assumptions at the outer level, inside an if in the innermost loop, and after the inner loop all go (the if with them); the store stays.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((2, 4, 4), "int32"), B: T.Buffer((2, 4, 4), "int32")):
        for b in range(2):
            T.assume(A[b, 0, 0] >= -3)
            for io in range(4):
                for ii in range(4):
                    if 4 * io + ii >= 14:
                        T.assume(A[b, io, ii] == 0)
                    B[b, io, ii] = A[b, io, ii] + b
                T.assume(A[b, io, 0] <= 3)
