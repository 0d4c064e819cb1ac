# Symbols the body declares before a function-level T.match_buffer, given as its strides or its
# offset, are the parameter's layout: printed as a string stride, and as the buffer's own offset
# (`A.elem_offset`, with its offset_factor), as TVM 0.27 reads and prints them.
# passes: fmt
# from tvm.script import tirx as T

@T.prim_func
def main(a: T.handle, b: T.handle, n: T.int32):
    s = T.int32()
    off = T.int32()
    A = T.match_buffer(a, (8, 8), strides=(s, 1))
    B = T.match_buffer(b, (16,), "float32", elem_offset=off, offset_factor=4)
    for i, j in T.grid(8, 8):
        A[i, j] = B[i + j] + T.Cast("float32", off + n)
