# A pointer bound by a plain assignment, a bare `T.let` or `T.bind` takes the type TVM 0.27
# gives its value: `T.address_of(A[i])` points to A's dtype in A's scope, a stack allocation of
# a shape to int64, and `A.access_ptr(...)` is a handle (no mutable int32 scalar).
# `T.bind(value, type_annotation)` names the value's type.
# passes: fmt
# no-check: the interpreter refuses pointers
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((16,), "float32"), n: T.int32):
    S = T.alloc_buffer((16,), "float16", scope="shared")
    p = T.address_of(A[0])
    q = T.address_of(S[n])
    r = A.access_ptr("r")
    r2 = A.access_ptr("rw", offset=2)
    s = T.tvm_stack_alloca("shape", 4)
    c = T.tvm_stack_alloca("arg_tcode", 4)
    a = T.tvm_stack_alloca("array", 1)
    e = T.tvm_stack_make_shape(4, 4)
    b: T.let = T.address_of(A[2])
    h = T.bind(T.address_of(A[3]))
    g = T.bind(T.address_of(A[4]), T.handle("float32"))
    m = T.bind(n + 1, type_annotation=T.int32)
    T.evaluate(T.call_extern("int32", "g", p, q, r, r2, s, c, a, e, b, h, g, m))
