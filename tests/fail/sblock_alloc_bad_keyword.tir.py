# Malformed: a keyword T.sblock_alloc_buffer does not take.
# from tvm.script import tirx as T
@T.prim_func
def main(A: T.Buffer((16,), "float32")):
    for i in range(16):
        with T.sblock("b"):
            vi = T.axis.spatial(16, i)
            T.reads()
            T.writes(A[vi])
            tmp = T.sblock_alloc_buffer((4,), "float32", colour="red")
            A[vi] = T.float32(0.0)
