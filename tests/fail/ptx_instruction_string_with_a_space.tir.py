# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((64,), "float32")):
    T.ptx["ld.global nc"](A[0], A.data)
