# A block-level symbol shared by two strides of a `T.match_buffer` (`stride = T.int32()`, as TVM
# prints one standing in two places), beside a string stride standing once: the declaration
# prints back before the buffer, the string stays a string, and later uses of the string
# symbol read it off the buffer.
# passes: fmt
# from tvm.script import tirx as T

@T.prim_func(s_tir=True)
def main(A: T.Buffer((8, 8), "float32"), B: T.Buffer((8, 8), "float32")):
    for i, j in T.grid(8, 2):
        with T.sblock(""):
            T.reads()
            T.writes(A[i, j * 4:j * 4 + 4], B[i, j * 4:j * 4 + 4])
            stride = T.int32()
            sub_A = T.match_buffer(A[i, j * 4:j * 4 + 4], (1, 4), strides=(stride, stride), offset_factor=1)
            sub_B = T.match_buffer(B[i, j * 4:j * 4 + 4], (1, 4), strides=("s0", "s1"), offset_factor=1)
            for jj in range(4):
                sub_A[0, jj] = T.Cast("float32", stride)
                sub_B[0, jj] = T.Cast("float32", sub_B.strides[1])
