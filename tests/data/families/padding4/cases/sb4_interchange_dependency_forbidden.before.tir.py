# tir-eqsat padding case sb4_interchange_dependency_forbidden: BEFORE
# Rule: Column-major nest A[j, i] = A[j - 1, i + 1] + 1: in the original order every read sees an original value, in A's row-major order (j outer) it sees one written earlier: the interchange is illegal.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((4, 4), "int32")):
        for i in range(3):
            for j in range(1, 4):
                A[j, i] = A[j - 1, i + 1] + 1
