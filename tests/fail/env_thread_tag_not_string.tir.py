# `T.env_thread` takes the thread tag as a string.
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((32,), "float32")):
    tx = T.env_thread(threadIdx.x)
    with T.launch_thread(tx, 32):
        A[tx] = T.float32(0.0)
