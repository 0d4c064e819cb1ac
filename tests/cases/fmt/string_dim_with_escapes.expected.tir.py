# from tvm.script import ir as I
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer(("T.Cast(\"int32\", n) * 2",), "float32"), n: T.int8):
    for i in range(T.Cast("int32", n) * 2):
        A[i] = T.float32(1.0)
