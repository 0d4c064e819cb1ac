# from tvm.script import ir as I
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((16,), "float32")):
    x6: T.let[T.handle] = T.call_extern("handle", "get")
    T.call_extern("int32", "use", x6, T.reinterpret("handle", T.uint64(0)))
