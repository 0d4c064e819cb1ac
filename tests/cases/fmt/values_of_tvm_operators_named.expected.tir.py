# from tvm.script import ir as I
# from tvm.script import tirx as T

@T.prim_func
def main(tensor: T.handle, C: T.Buffer((4,), "float32"), B: T.Buffer((2,), "bool")):
    type_code: T.uint8 = T.tvm_struct_get(tensor, 0, 5, dtype="uint8")
    B[0] = type_code == T.uint8(4)
    shared = T.alloc_buffer((16,), "float16", scope="shared")
    typed_alias: T.let[T.handle("float16", "shared")] = T.ptr_byte_offset(shared.data, 4, "float16")
    typed_buffer = T.decl_buffer((14,), "float16", data=typed_alias, scope="shared")
    void_alias: T.let[T.handle(storage_scope="shared")] = T.handle_add_byte_offset(shared.data, 8)
    void_buffer = T.decl_buffer((12,), "float16", data=void_alias, scope="shared")
    typed_buffer[0] = T.float16(1.0)
    void_buffer[0] = T.float16(2.0)
    zero = T.call_llvm_intrin("float32xvscalex2", "llvm.riscv.vfmv.v.f", T.Broadcast(T.float32(0.0), T.vscale() * 2), C[0], T.uint64(1))
    C[1] = T.call_llvm_intrin("float32", "llvm.riscv.vfmv.f.s", zero)
