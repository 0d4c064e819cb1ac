# A string stride binds no name: a parameter `n` and a stride symbol "n" stay two variables, and
# a body symbol `s` is its own, not another buffer's string stride "s"; a body symbol in both the
# shape and the strides of a match is the shape's, and so is one given as its offset.
# passes: fmt
# from tvm.script import tirx as T

@T.prim_func
def main(n: T.int32, A: T.Buffer((8,), "int32", strides=("n",)), B: T.Buffer((8, 8), "int32", strides=("s", 1)), b: T.handle, c: T.handle, d: T.handle, C: T.Buffer((8,), "int32")):
    s = T.int32()
    m = T.int32()
    k = T.int32()
    Bs = T.match_buffer(b, (8, 4), "int32", strides=(s, 1))
    Cm = T.match_buffer(c, (8, m), "int32", strides=(m, 1))
    Dk = T.match_buffer(d, (k,), "int32", elem_offset=k)
    for i in range(8):
        C[i] = A[i] + n + B[i, 0] + Bs[i, 0] + s + Cm[i, 0] + m + Dk[0] + k
