# from tvm.script import ir as I
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((16,), "float32"), B: T.Buffer((4, 4), "float32"), n: T.int32):
    A.access_ptr("r", "handle", 1, 0, n)
    B.access_ptr("rw", "handle", 1, 2)
    B.access_ptr("w", "handle")
    A.access_ptr("r")
