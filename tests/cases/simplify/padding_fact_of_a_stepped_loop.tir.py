# A padding fact stated by a loop with a step holds only at the indices the loop visits
# (`A[11]` and row 3 are not among them): such a fact is not used, and every load stays.
# passes: simplify
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def one_dim(A: T.Buffer((16,), "int32"), B: T.Buffer((2,), "int32")):
        for i in range(0, 16, 2):
            T.assume(i < 10 or A[i] == 0)
        B[0] = A[11]
        B[1] = A[12]

    @T.prim_func
    def two_dims(A: T.Buffer((4, 4), "int32"), B: T.Buffer((4,), "int32")):
        for io in range(0, 4, 2):
            for ii in range(4):
                T.assume(io * 4 + ii < 8 or A[io, ii] == -1)
        for j in range(4):
            if j >= 2:
                B[j] = A[3, j]
            else:
                B[j] = 0
