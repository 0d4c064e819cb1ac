# `I.module_attrs` takes one dict.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    I.module_attrs("attr", 10)
    @T.prim_func
    def main(A: T.Buffer((16,), "int32")):
        A[0] = 1
