# A buffer's own offset (`A.elem_offset`, declared with an offset_factor) has its shape's index
# dtype, int64 here: bound as an int64 let, as TVM types it.
# passes: cse
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((T.int64(16),), "int64", offset_factor=1), C: T.Buffer((T.int64(4),), "int64")):
    for i in range(T.int64(4)):
        C[i] = A[i] + (A.elem_offset * 3 + 1) * (A.elem_offset * 3 + 1)
