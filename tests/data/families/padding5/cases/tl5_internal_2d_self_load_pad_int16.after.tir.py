# tir-eqsat padding case tl5_internal_2d_self_load_pad_int16: AFTER
# Rule: Internal int16 buffer C (2, 7) -> [i, j//4, j%4] (2, 2, 4) with pad_value lambda i, jo, ji: C[i, 6] * 2 (pre-transformation index, rewritten to C[i, 1, 2]): a postlude after C's write stage; both reads (C[i, 6 - j], C[i, j]) rewritten.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((2, 7), "int16"), B: T.Buffer((2, 7), "int16")):
        C = T.alloc_buffer((2, 2, 4), "int16")
        for i, j in T.grid(2, 7):
            C[i, j // 4, j % 4] = A[i, j] + T.int16(3)
        for i, jo, ji in T.grid(2, 2, 4):
            if 4 * jo + ji >= 7:
                C[i, jo, ji] = C[i, 1, 2] * T.int16(2)
        for i, j in T.grid(2, 7):
            B[i, j] = C[i, (6 - j) // 4, (6 - j) % 4] - C[i, j // 4, j % 4]
