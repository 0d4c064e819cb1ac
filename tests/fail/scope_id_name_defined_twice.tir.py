# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((64,), "float32")):
    T.device_entry()
    tx = T.thread_id([4])
    tx = T.lane_id([4])
    A[tx] = T.float32(1.0)
