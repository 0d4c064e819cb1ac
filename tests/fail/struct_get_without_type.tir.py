# `T.tvm_struct_get(handle, index, field, dtype)`: its dtype is the fourth argument.
# from tvm.script import tirx as T

@T.prim_func
def main(arg0: T.handle):
    assert 2 == T.tvm_struct_get(arg0, 0, 4), "ndim"
