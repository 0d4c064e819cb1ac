# tir-eqsat padding case lo3_assumes_nested_levels: AFTER
# Rule: RemoveAssume in a 3-deep nest: assumptions at the outer level, inside an if in the innermost loop, and after the inner loop all go (the if with them); the store stays.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((2, 4, 4), "int32"), B: T.Buffer((2, 4, 4), "int32")):
        for b, io, ii in T.grid(2, 4, 4):
            B[b, io, ii] = A[b, io, ii] + b
