# tir-eqsat padding case lo2_3d_int8_undef_expr: AFTER
# Rule: RemoveAssume + RemoveStoreUndef on a 3-d int8 op: the assumption loop goes and so does the padding store whose value contains T.undef() (undef + 1).
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((2, 3, 4), "int8"), B: T.Buffer((2, 3, 4), "int8")):
        for i, j, k in T.grid(2, 3, 4):
            B[i, j, k] = A[i, j, k] + T.int8(1)
