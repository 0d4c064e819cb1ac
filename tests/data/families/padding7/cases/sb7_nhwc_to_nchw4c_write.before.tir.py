# tir-eqsat padding case sb7_nhwc_to_nchw4c_write: BEFORE
# Rule: An NHWC-ordered nest (n, h, w, c in range(6)) writing the 5-d NCHW4c buffer A[n, c//4, h, w, c%4] (2, 2, 3, 3, 4): c is split into co, ci and the loops permuted into A's order n, co, h, w, ci, with the guard 4*co+ci < 6 and c replaced by 4*co+ci.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((2, 2, 3, 3, 4), "int32"), B: T.Buffer((2, 3, 3, 6), "int32")):
        for n, h, w, c in T.grid(2, 3, 3, 6):
            A[n, c // 4, h, w, c % 4] = B[n, h, w, c]
