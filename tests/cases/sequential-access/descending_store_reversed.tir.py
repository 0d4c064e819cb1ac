# A loop writing A at a decreasing index gives each iteration its own element, so it runs
# reversed, A[(13 - i) // 4, (13 - i) % 4] becoming A[i // 4, i % 4] before the split; and so
# does a 1-D one. A loop reading what its previous iteration wrote keeps its order.
# passes: sequential-access
# args: --buffer A
# contains: A[i_outer, i_inner] = B[13 - (4 * i_outer + i_inner)]
# contains: A[i] = B[15 - i]
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((4, 4), "int32"), B: T.Buffer((16,), "int32")):
        for i in range(14):
            A[(13 - i) // 4, (13 - i) % 4] = B[i]
        for i in range(13):
            A[(12 - i) // 4, (12 - i) % 4] = A[(13 - i) // 4, (13 - i) % 4] + 1

    @T.prim_func
    def flat(A: T.Buffer((16,), "int32"), B: T.Buffer((16,), "int32")):
        for i in range(16):
            A[15 - i] = B[i]
