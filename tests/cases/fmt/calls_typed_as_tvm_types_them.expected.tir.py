# from tvm.script import ir as I
# from tvm.script import tirx as T

@T.prim_func
def main(F: T.Buffer((4,), "float32"), H: T.Buffer((4,), "float16"), n: T.int32, m: T.int64):
    S = T.alloc_buffer((16,), "float16", scope="shared")
    w: T.let[T.handle] = T.TVMBackendAllocWorkspace(1, 0, T.uint64(64), 2, 32)
    status: T.int32 = T.TVMBackendFreeWorkspace(1, 0, w)
    zeros: T.int32 = T.clz(m)
    lanes: T.let[T.handle("float16", "shared")] = T.tvm_access_ptr(T.type_annotation("float16"), S.data, 0, 16, 1)
    inf: T.bool = T.fabs(F[0]) == T.float32("inf") and not T.isnan(F[0])
    finite: T.bool = not (T.fabs(H[1]) == T.float16("inf") and not T.isnan(H[1])) and not T.isnan(H[1])
    never: T.bool = T.bool(False)
    always: T.let[T.bool] = T.bool(True)
    both: T.int64 = T.Cast("int64", n) & m
    shifted: T.int64 = T.Cast("int64", n) << m
    T.call_extern("int32", "use", w, status, zeros, lanes, inf, finite, never, always, both, shifted)
