# tir-eqsat padding case rl6_likely_int64_lower: BEFORE
# Rule: An int64 loop range(10) whose body is if T.likely(i >= 3): the loop becomes range(3, 10) and the guard goes (T.likely is only a hint).
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((T.int64(10),), "int32")):
        for i in range(T.int64(10)):
            if T.likely(i >= T.int64(3)):
                A[i] = 1
