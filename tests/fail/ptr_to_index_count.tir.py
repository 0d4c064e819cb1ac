# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((64,), "float32"), B: T.Buffer((8, 8), "float32")):
    T.device_entry()
    p = T.bind(B.ptr_to([0]))
    A[0] = T.float32(1.0)
