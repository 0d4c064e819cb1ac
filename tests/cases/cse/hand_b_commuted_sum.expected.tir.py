# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def main(buffer: T.Buffer((50,), "int32"), x: T.int32, y: T.int32, z: T.int32, i1: T.int32, i2: T.int32, i3: T.int32, i4: T.int32):
        T.func_attr({"tirx.noalias": True})
        cse_v1: T.let[T.int32] = x + y
        cse_v2: T.let[T.int32] = cse_v1 + z
        buffer[i1] = cse_v2
        buffer[i2] = cse_v2
        buffer[i3] = cse_v2
        buffer[i4] = cse_v1
