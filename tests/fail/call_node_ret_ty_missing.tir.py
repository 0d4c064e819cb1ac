# Malformed: `T.Call` without `ret_ty` (TVM builds a call of no type, which no TIR expression is).
# from tvm.script import tirx as T

@T.prim_func
def main(r: T.int32):
    T.evaluate(T.Call("tirx.prefetch", [r]))
