# from tvm.script import ir as I
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((16,), "int32"), B: T.Buffer((16,), "int32"), C: T.Buffer((16,), "float16"), H: T.handle):
    for i in range(16):
        B[i] = T.q_multiply_shift(A[i], 1963325822, 31, 1, dtype="int32")
    T.tvm_fill_fragment(B.data, 16, 16, 16, 0, T.float32(0.0), dtype="handle")
    T.start_profile_intrinsic(3, dtype="handle")
    x: T.let[T.uint8] = T.tvm_struct_get(H, 0, 5, dtype="uint8")
    B[0] = T.Cast("int32", x)
    T.ptx_legacy.mma("m16n8k16", "row", "col", "float16", "float16", "float16", C.data, 0, C.data, 0, C.data, 0, False, dtype="float16")
    T.call_extern("", "copy", B.data)
    B[1] = T.call_pure_extern("int32", "mix", A[0])
    B[2] = T.Cast("int32", T.exp(T.Cast("float32", A[1])))
    T.call_packed("echo", T.tvm_stack_make_array(A.data, T.tvm_stack_make_shape(16), 0, 1, 0, 0), T.tvm_stack_make_array(C.data, T.tvm_stack_make_shape(16), 0, 1, T.float16(0.0), 0))
