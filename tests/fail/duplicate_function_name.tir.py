# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def f(A: T.Buffer((4,), "int32")):
        A[0] = 1

    @T.prim_func
    def f(A: T.Buffer((4,), "int32")):
        A[0] = 2
