# A plain assignment names the value of any operator TVM 0.27 registers (`T.ptr_byte_offset`,
# `T.tvm_struct_get(..., dtype=)`, `T.call_llvm_intrin`), as TVM reads it: a pointer offset is
# a let of the pointer type TVM gives it (the pointee and the source's scope), other values are
# mutable scalars, a scalable vector one declared by its value (TVM cannot read the
# `T.float32xvscalex4` annotation its own print writes). A `T.meta_var` of a Python number
# stays a Python number where it is read (`type_code == kind` is a `uint8` comparison).
# passes: fmt
# no-check: the interpreter computes neither scalable vectors nor opaque calls
# from tvm.script import tirx as T

@T.prim_func
def main(tensor: T.handle, C: T.Buffer((4,), "float32"), B: T.Buffer((2,), "bool")):
    kind = T.meta_var(4)
    type_code = T.tvm_struct_get(tensor, 0, 5, dtype="uint8")
    B[0] = type_code == kind
    shared = T.alloc_buffer((16,), "float16", scope="shared")
    typed_alias = T.ptr_byte_offset(shared.data, 4, "float16")
    typed_buffer = T.decl_buffer((14,), "float16", data=typed_alias, scope="shared")
    void_alias = T.handle_add_byte_offset(shared.data, 8)
    void_buffer = T.decl_buffer((12,), "float16", data=void_alias, scope="shared")
    typed_buffer[0] = T.float16(1.0)
    void_buffer[0] = T.float16(2.0)
    zero = T.call_llvm_intrin("float32xvscalex2", "llvm.riscv.vfmv.v.f", T.Broadcast(T.float32(0.0), T.vscale() * 2), C[0], T.uint64(1))
    C[1] = T.call_llvm_intrin("float32", "llvm.riscv.vfmv.f.s", zero)
