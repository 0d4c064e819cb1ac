# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def scan(A: T.Buffer((32, 256), "float32", offset_factor=1), B: T.Buffer((32, 256), "float32")):
        A_1 = T.decl_buffer((8192,), data=A.data)
        B_1 = T.decl_buffer((8192,), data=B.data)
        for v in range(32):
            cse_v1: T.let[T.int32] = v * 256
            cse_v2: T.let[T.int32] = A.elem_offset + cse_v1
            B_1[cse_v1] = A_1[cse_v2]
            cse_v3: T.let[T.int32] = cse_v2 + 1
            for v_1 in range(255):
                cse_v4: T.let[T.int32] = cse_v1 + v_1
                B_1[cse_v4 + 1] = B_1[cse_v4] + A_1[cse_v3 + v_1]
