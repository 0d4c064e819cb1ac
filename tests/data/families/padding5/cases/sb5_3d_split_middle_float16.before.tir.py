# tir-eqsat padding case sb5_3d_split_middle_float16: BEFORE
# Rule: A float16 3-d nest (i, j, k) writing A[i, j//4, k, j%4] (3, 3, 2, 4): j is split into jo, ji and k placed between them (A's order i, jo, k, ji), guard 4*jo+ji < 10, j replaced by 4*jo+ji.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((3, 3, 2, 4), "float16"), B: T.Buffer((3, 10, 2), "float16")):
        for i, j, k in T.grid(3, 10, 2):
            A[i, j // 4, k, j % 4] = B[i, j, k] * T.float16(2)
