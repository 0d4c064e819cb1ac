# `dtype=` on calls, as TVM's script wrappers take it: an unknown call keeps it as written
# (each wrapper forwards it as the first argument, as `T.ptx_legacy.mma`, or drops it, as
# `T.q_multiply_shift`, on reading the print as on reading this), and a known call of an
# explicit result dtype takes it as its first argument (`dtype=""` is void). A buffer passed to
# `T.call_packed` is packed as TVM packs it (`T.tvm_stack_make_array(B.data, ...)`).
# passes: fmt
# no-check: the interpreter does not run unknown calls
# from tvm.script import tirx as T
@T.prim_func
def main(A: T.Buffer((16,), "int32"), B: T.Buffer((16,), "int32"), C: T.Buffer((16,), "float16"), H: T.handle):
    for i in range(16):
        B[i] = T.q_multiply_shift(A[i], 1963325822, 31, 1, dtype="int32")
    T.evaluate(T.tvm_fill_fragment(B.data, 16, 16, 16, 0, T.float32(0), dtype="handle"))
    T.evaluate(T.start_profile_intrinsic(3, dtype="handle"))
    x: T.let[T.uint8] = T.tvm_struct_get(H, 0, 5, dtype="uint8")
    B[0] = T.Cast("int32", x)
    T.evaluate(T.ptx_legacy.mma("m16n8k16", "row", "col", "float16", "float16", "float16", C.data, 0, C.data, 0, C.data, 0, False, dtype="float16"))
    T.evaluate(T.call_extern("copy", B.data, dtype=""))
    B[1] = T.call_pure_extern("mix", A[0], dtype="int32")
    B[2] = T.Cast("int32", T.exp(T.Cast("float32", A[1]), dtype="float32"))
    T.evaluate(T.call_packed("echo", A, C))
