# tir-eqsat padding case hoist_bool_and_3level: AFTER
# Rule: Each conjunct is hoisted to the outermost loop it does not depend on (i < 2 above j, j == 1 above k).
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((4, 4, 4), "float32")):
        for i in range(4):
            if i < 2:
                for j in range(4):
                    if j == 1:
                        for k in range(4):
                            if k < 3:
                                A[i, j, k] = T.float32(1.0)
