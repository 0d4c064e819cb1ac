# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def main(buffer: T.Buffer((50,), "int32"), z3: T.int32, i1: T.int32, i2: T.int32):
        T.func_attr({"tirx.noalias": True})
        buffer[i1] = 3
        a: T.let[T.int32] = 5
        b: T.let[T.int32] = z3 + 2
        buffer[i2] = a + b
