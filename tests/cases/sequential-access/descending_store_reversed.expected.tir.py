# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((4, 4), "int32"), B: T.Buffer((16,), "int32")):
        for i_outer, i_inner in T.grid(4, 4):
            if 4 * i_outer + i_inner < 14:
                A[i_outer, i_inner] = B[13 - (4 * i_outer + i_inner)]
        for i in range(13):
            A[(12 - i) // 4, (12 - i) % 4] = A[(13 - i) // 4, (13 - i) % 4] + 1

    @T.prim_func
    def flat(A: T.Buffer((16,), "int32"), B: T.Buffer((16,), "int32")):
        for i in range(16):
            A[i] = B[15 - i]
