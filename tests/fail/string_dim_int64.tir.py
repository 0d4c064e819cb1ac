# Malformed: a string dim whose symbol the body declares int64 (TVM 0.27 makes a string dim an
# int32 symbol and refuses the int64 declaration).
# from tvm.script import tirx as T
@T.prim_func
def main(A: T.Buffer(("n",), "float32")):
    n = T.int64()
    for i in range(n):
        A[i] = T.float32(1.0)
