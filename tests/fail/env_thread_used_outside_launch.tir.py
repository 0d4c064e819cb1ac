# A thread declared by `T.env_thread` has a value only inside its launches.
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((32,), "float32")):
    tx = T.env_thread("threadIdx.x")
    A[tx] = T.float32(0.0)
