# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    I.module_attrs({"attr": 10, "system_lib_prefix": "lib_"})
    @T.prim_func
    def main(A: T.Buffer((16,), "int32"), B: T.Buffer((16,), "int32")):
        for i in range(16):
            B[i] = A[i] + 1
