# Malformed: T.match_buffer with four positional arguments.
# from tvm.script import tirx as T
@T.prim_func
def main(A: T.Buffer((16,), "float32")):
    for i in range(4):
        with T.sblock("b"):
            vi = T.axis.spatial(4, i)
            T.reads(A[vi * 4:vi * 4 + 4])
            T.writes(A[vi * 4:vi * 4 + 4])
            S = T.match_buffer(A[vi * 4:vi * 4 + 4], (4,), "float32", 1)
            S[0] = T.float32(0.0)
