# Malformed: a symbol read before T.bind binds it (TVM 0.27: "Invalid use of undefined variable").
# from tvm.script import tirx as T
@T.prim_func
def main(A: T.Buffer((4,), "int32"), i: T.int32):
    j = T.int32()
    A[0] = j
    T.bind(i, var=j)
    A[1] = j
