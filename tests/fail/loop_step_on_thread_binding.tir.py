# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((16,), "float32")):
    for i in T.thread_binding(0, 8, thread="threadIdx.x", step=2):
        A[i] = T.float32(0.0)
