# Malformed: `T.Call` with a `ret_ty` that names no dtype.
# from tvm.script import tirx as T

@T.prim_func
def main(r: T.int32):
    T.evaluate(T.Call("tirx.prefetch", [r], ret_ty="int33"))
