# from tvm.script import ir as I
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((16,), "float32"), n: T.int32):
    S = T.alloc_buffer((16,), "float16", scope="shared")
    p: T.let[T.handle("float32", "global")] = T.address_of(A[0])
    q: T.let[T.handle("float16", "shared")] = T.address_of(S[n])
    r: T.let[T.handle] = A.access_ptr("r")
    r2: T.let[T.handle] = A.access_ptr("rw", "handle", 1, 2)
    s: T.let[T.handle("int64", "global")] = T.tvm_stack_alloca("shape", 4)
    c: T.let[T.handle("int32", "global")] = T.tvm_stack_alloca("arg_tcode", 4)
    a: T.let[T.handle] = T.tvm_stack_alloca("array", 1)
    e: T.let[T.handle("int64", "global")] = T.tvm_stack_make_shape(4, 4)
    b: T.let[T.handle("float32", "global")] = T.address_of(A[2])
    h: T.let[T.handle("float32", "global")] = T.address_of(A[3])
    g: T.let[T.handle("float32", "global")] = T.address_of(A[4])
    m: T.let[T.int32] = n + 1
    T.call_extern("int32", "g", p, q, r, r2, s, c, a, e, b, h, g, m)
