# tir-eqsat padding case lo6_two_functions_int64_likely: BEFORE
# Rule: RemoveAssume on a module of two functions (helper, main), int64 loops: every assumption goes, the loop nest that held only assumptions with it, and the assumption inside a T.likely-guarded body (the if and its store stay); helper keeps its store.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def helper(A: T.Buffer((8,), "int32")):
        for i in range(8):
            T.assume(i < 6 or A[i] == 0)
        A[0] = A[7]

    @T.prim_func
    def main(A: T.Buffer((T.int64(4), T.int64(4)), "int32"), B: T.Buffer((T.int64(4), T.int64(4)), "int32")):
        for io, ii in T.grid(T.int64(4), T.int64(4)):
            T.assume(io * T.int64(4) + ii < T.int64(14) or A[io, ii] == 0)
        for io, ii in T.grid(T.int64(4), T.int64(4)):
            if T.likely(io * T.int64(4) + ii < T.int64(14)):
                T.assume(A[io, ii] > -100)
                B[io, ii] = A[io, ii] + 1
