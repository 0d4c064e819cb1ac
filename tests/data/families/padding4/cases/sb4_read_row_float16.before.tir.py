# tir-eqsat padding case sb4_read_row_float16: BEFORE
# Rule: A float16 row reduction reading A[i, j//4, j%4] over j in range(10): the j loop is split into jo, ji with guard 4*jo+ji < 10; the outer loop and the init stay.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((3, 3, 4), "float16"), B: T.Buffer((3,), "float16")):
        for i in range(3):
            B[i] = T.float16(0)
            for j in range(10):
                B[i] = B[i] + A[i, j // 4, j % 4]
