# Malformed: T.decl_buffer over an int32 variable instead of a pointer.
# from tvm.script import tirx as T
@T.prim_func
def main(n: T.int32):
    A = T.decl_buffer((4,), data=n)
    A[0] = T.float32(0.0)
