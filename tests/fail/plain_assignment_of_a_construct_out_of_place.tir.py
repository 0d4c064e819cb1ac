# `x = v` names a value; a construct out of place (a block axis outside any block) is not
# one: refused at the call (TVM 0.27 refuses it too), not kept as an opaque call.
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((16,), "int32")):
    for i in range(4):
        vi = T.axis.spatial(4, i)
        A[i] = 1
