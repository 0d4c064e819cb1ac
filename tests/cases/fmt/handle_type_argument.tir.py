# `T.handle().ty`, the type object TVM 0.27 prints as the dtype argument of a handle-typed call,
# reads as the dtype "handle" (TVM parses both to the same call).
# passes: fmt
# no-check: the interpreter does not run opaque calls
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((16,), "float32")):
    x6: T.let[T.handle] = T.call_extern(T.handle().ty, "get")
    T.evaluate(T.call_extern("int32", "use", x6, T.reinterpret(T.handle().ty, T.uint64(0))))
