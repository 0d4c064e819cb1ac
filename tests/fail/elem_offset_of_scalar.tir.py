# Malformed: elem_offset of a scalar variable.
# from tvm.script import tirx as T
@T.prim_func
def main(A: T.Buffer((16,), "int32"), x: T.int32):
    A[0] = x.elem_offset
