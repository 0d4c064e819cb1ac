# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def f(x: T.int32) -> T.int32:
        return x

    @T.prim_func
    def main(A: T.Buffer((4,), "int32")):
        A[0] = Module.f(1, x=2)
