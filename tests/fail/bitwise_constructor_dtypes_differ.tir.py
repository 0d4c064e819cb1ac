# A node constructor takes operands of one dtype as written: TVM casts none of them.
# from tvm.script import tirx as T

@T.prim_func
def main(B: T.Buffer((4,), "int64"), y: T.int64):
    B[0] = T.LShift(y, 1)
