# Corpus program hand_a: an IRModule prints unchanged apart from canonical spacing.
# passes: fmt
# Hand-written example (a): the same (x+y)+z stored twice, then x+y.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def main(buffer: T.Buffer((50,), "int32"), x: T.int32, y: T.int32, z: T.int32, i1: T.int32, i2: T.int32, i3: T.int32):
        T.func_attr({"tirx.noalias": True})
        buffer[i1] = x + y + z
        buffer[i2] = x + y + z
        buffer[i3] = x + y
