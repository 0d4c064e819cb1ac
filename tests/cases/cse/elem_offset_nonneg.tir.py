# A parameter buffer's implicit `elem_offset` is bound from the tensor's byte offset, an
# unsigned count: non-negative like a shape symbol, so the sum it starts re-associates and its
# loop-invariant prefix `A.elem_offset + v * 256 + 1` leaves the inner loop. (An explicit
# offset has its expression's range: `canonical_order`'s unit tests.)
# passes: cse
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def scan(A: T.Buffer((32, 256), "float32", offset_factor=1), B: T.Buffer((32, 256), "float32")):
        A_1 = T.decl_buffer((8192,), data=A.data)
        B_1 = T.decl_buffer((8192,), data=B.data)
        for v in range(32):
            B_1[v * 256] = A_1[v * 256 + A.elem_offset]
            for v_1 in range(255):
                B_1[v * 256 + v_1 + 1] = B_1[v * 256 + v_1] + A_1[v * 256 + v_1 + A.elem_offset + 1]

