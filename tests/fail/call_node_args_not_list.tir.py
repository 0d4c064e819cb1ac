# Malformed: `T.Call` whose arguments are not a list.
# from tvm.script import tirx as T

@T.prim_func
def main(r: T.int32):
    T.evaluate(T.Call("tirx.prefetch", r, ret_ty="void"))
