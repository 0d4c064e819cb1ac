# Guards overcompute must keep (each was once removed wrongly):
# - `first_write_in_data_branch`: the phantom run's store sits in a branch on data, the first
#   access to B[1]; running it where i < 1 fails would write B[1] when A[1] > 0;
# - `assume_in_data_branch`: an assumption inside `if C[0] > 0` holds only on that path, so A[1]
#   is no known 0 for the sum;
# - `assume_in_guard`: a guard around an assumption; without it the assumption would be stated
#   where the program never stated it;
# - `allocation_in_loop`: each iteration allocates X anew, so X[3] is uninitialised at k = 1.
# passes: overcompute
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
