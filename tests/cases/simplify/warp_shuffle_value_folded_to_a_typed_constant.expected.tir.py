# from tvm.script import ir as I
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((32,), "int32")):
    for tx in T.thread_binding(32, thread="threadIdx.x"):
        w: T.let[T.int32] = T.tvm_warp_shuffle(T.uint32(4294967295), T.int32(0), 0, 32, 32)
        A[tx] = w
