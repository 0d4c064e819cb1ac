# Malformed here: a block's T.match_buffer written after the block's first body statement (TVM 0.27
# hoists it to the block; the tool asks for it among the declarations, before the body).
# from tvm.script import tirx as T
@T.prim_func(s_tir=True)
def main(A: T.Buffer((4, 4), "int32")):
    for i in range(4):
        with T.sblock("row"):
            vi = T.axis.spatial(4, i)
            T.reads()
            T.writes(A[vi, 0:4])
            A[vi, 0] = 1
            R = T.match_buffer(A[vi, 0:4], (4,), "int32", offset_factor=1)
            for j in range(4):
                R[j] = j
