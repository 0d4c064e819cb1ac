# Typed pointers as TVM 0.27 prints them: `T.handle("int32", "global").ty` as the type argument of
# a call that returns one (the let's value must have the let's pointer type), a `void` pointer in
# a scope (`T.handle(storage_scope="shared")`), `T.handle("void")` as a plain handle, and
# `T.tvm_struct_get` typed by its last argument (here compared with an int32 literal).
# passes: fmt
# no-check: the interpreter does not run opaque calls
# from tvm.script import tirx as T

@T.prim_func
def main(arg0: T.handle, scratch: T.handle(storage_scope="shared"), plain: T.handle("void")):
    A_data: T.let[T.handle("int32", "global")] = T.call_extern(T.handle("int32", "global").ty, "dummy_func")
    A = T.decl_buffer((8,), "int32", data=A_data)
    shape: T.let[T.handle("int64", "global")] = T.tvm_struct_get(arg0, 0, 2, T.handle("int64", "global").ty)
    assert 2 == T.tvm_struct_get(arg0, 0, 4, "int32"), "arg0.ndim is expected to equal 2"
    A[0] = T.call_extern("int32", "use", scratch, plain, shape)
