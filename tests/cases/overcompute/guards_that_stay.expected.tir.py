# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def first_write_in_data_branch(A: T.Buffer((2,), "int32"), B: T.Buffer((2,), "int32")):
        for i in range(2):
            if i < 1:
                if A[i] > 0:
                    B[i] = 1

    @T.prim_func
    def assume_in_data_branch(A: T.Buffer((2,), "int32"), C: T.Buffer((1,), "int32"), B: T.Buffer((1,), "int32")):
        if C[0] > 0:
            T.assume(A[1] == 0)
        B[0] = 0
        for i in range(2):
            if i < 1:
                B[0] = B[0] + A[i]

    @T.prim_func
    def assume_in_guard(A: T.Buffer((16,), "int32"), B: T.Buffer((1,), "int32")):
        for i in range(16):
            if i < 14:
                T.assume(A[i] == 0)
        B[0] = A[15]

    @T.prim_func
    def allocation_in_loop(A: T.Buffer((4,), "int32"), C: T.Buffer((2,), "int32"), D: T.Buffer((2,), "int32")):
        for k in range(2):
            X = T.alloc_buffer((4,), "int32")
            if k == 0:
                X[3] = A[0]
                D[k] = 1
            if k == 0:
                C[k] = X[3]
        for k in range(2):
            C[k] = 0
