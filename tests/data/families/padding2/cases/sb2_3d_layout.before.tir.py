# tir-eqsat padding case sb2_3d_layout: BEFORE
# Rule: Loop of 22 over a 3-d layout A (2, 3, 4) indexed [i//12, i%12//4, i%4]: three loops guarded by 12*i0+4*i1+i2 < 22.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((2, 3, 4), "int32")):
        for i in range(22):
            A[i // 12, i % 12 // 4, i % 4] = i + 1
