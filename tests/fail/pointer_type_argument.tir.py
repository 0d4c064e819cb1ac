# from tvm.script import tirx as T

@T.prim_func
def main(h: T.handle):
    p: T.let[T.handle("int64", "global")] = T.tvm_struct_get(h, 0, 4, T.handle("int64", "global").ty)
    T.evaluate(0)
