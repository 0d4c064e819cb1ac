# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((64,), "float32")):
    T.cuda.warp_sum(A[0], **{"width": 8})
