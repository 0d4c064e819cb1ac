# tir-eqsat padding case lo4_store_undef_nested_else_float16: BEFORE
# Rule: RemoveStoreUndef: a float16 T.undef() store that is the then branch of an if nested in an else goes; the nested if keeps its else as a negated condition.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((2, 3, 4), "float16"), B: T.Buffer((2, 3, 4), "float16")):
        for i, j, k in T.grid(2, 3, 4):
            if 4 * j + k < 10:
                B[i, j, k] = A[i, j, k] * T.float16(2)
            else:
                if i == 0:
                    B[i, j, k] = T.Cast("float16", T.undef())
                else:
                    B[i, j, k] = T.float16(1)
