# Calls assigned to a new name take the type TVM 0.27's script functions give them (a pointer,
# an int32 status, a count): `x = T.clz(m)` is an int32 scalar over an int64 `m`; `T.isinf` and
# `T.isfinite` are the bool expressions TVM builds (folded over an integer); bitwise operands of
# two integer dtypes are cast to one, as TVM casts them.
# passes: fmt
# no-check: the interpreter refuses opaque calls
# from tvm.script import tirx as T

@T.prim_func
def main(F: T.Buffer((4,), "float32"), H: T.Buffer((4,), "float16"), n: T.int32, m: T.int64):
    S = T.alloc_buffer((16,), "float16", scope="shared")
    w = T.TVMBackendAllocWorkspace(1, 0, T.uint64(64), 2, 32)
    status = T.TVMBackendFreeWorkspace(1, 0, w)
    zeros = T.clz(m)
    lanes = T.tvm_access_ptr(T.type_annotation("float16"), S.data, 0, 16, 1)
    inf = T.isinf(F[0])
    finite = T.isfinite(H[1])
    never = T.isinf(n)
    always: T.let = T.isfinite(m)
    both = n & m
    shifted = T.shift_left(n, m)
    T.evaluate(T.call_extern("int32", "use", w, status, zeros, lanes, inf, finite, never, always, both, shifted))
