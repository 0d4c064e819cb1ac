# Thread 0 writes the block's maximum to shared memory, then every thread reads it in the same
# `T.exp(x - m)` twice, with an allreduce in between that writes other buffers. Nothing at or
# after the first read writes `m_shared`, so the exp of the load is bound once, after the
# write; `total` and `red` are written by the allreduce after the first read of each and stay
# literal there.
# passes: cse
# contains: T.let[T.float32] = T.exp(
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((64,), "float32"), B: T.Buffer((64,), "float32"), total: T.Buffer((1,), "float32")):
    T.func_attr({"tirx.noalias": True})
    with T.launch_thread("threadIdx.x", 32) as tx:
        m_shared = T.alloc_shared((1,))
        part = T.alloc_local((1,))
        red = T.alloc_local((1,))
        if tx == 0:
            m_shared[0] = T.max(A[0], A[1])
        part[0] = T.exp(A[tx] - m_shared[0]) + T.exp(A[tx + 32] - m_shared[0])
        with T.attr(T.comm_reducer(lambda x, y: x + y, [T.float32(0.0)]), "reduce_scope", 0):
            T.tvm_thread_allreduce(T.uint32(1), part[0], T.bool(True), red[0], tx)
        if tx == 0:
            total[0] = red[0]
        B[tx] = T.exp(A[tx] - m_shared[0]) / red[0]
        B[tx + 32] = T.exp(A[tx + 32] - m_shared[0]) / red[0]
