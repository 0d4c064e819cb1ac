# A pointer type takes a dtype and a scope, no more.
# from tvm.script import tirx as T

@T.prim_func
def main():
    A_data: T.let[T.handle("int32", "global")] = T.call_extern(T.handle("int32", "global", "x").ty, "f")
    A = T.decl_buffer((8,), "int32", data=A_data)
    A[0] = 1
