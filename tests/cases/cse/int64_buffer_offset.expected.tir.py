# from tvm.script import ir as I
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((T.int64(16),), "int64", offset_factor=1), C: T.Buffer((T.int64(4),), "int64")):
    cse_v1: T.let[T.int64] = A.elem_offset * T.int64(3) + T.int64(1)
    cse_v2: T.let[T.int64] = cse_v1 * cse_v1
    for i in range(T.int64(4)):
        C[i] = A[i] + cse_v2
