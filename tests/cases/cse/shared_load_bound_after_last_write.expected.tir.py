# from tvm.script import ir as I
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((64,), "float32"), B: T.Buffer((64,), "float32"), total: T.Buffer((1,), "float32")):
    T.func_attr({"tirx.noalias": True})
    with T.launch_thread("threadIdx.x", 32) as tx:
        m_shared = T.alloc_shared((1,))
        part = T.alloc_local((1,))
        red = T.alloc_local((1,))
        cse_v1: T.let[T.bool] = tx == 0
        if cse_v1:
            m_shared[0] = T.max(A[0], A[1])
        cse_v2: T.let[T.int32] = tx + 32
        cse_v3: T.let[T.float32] = T.exp(A[tx] - m_shared[0])
        cse_v4: T.let[T.float32] = T.exp(A[cse_v2] - m_shared[0])
        part[0] = cse_v3 + cse_v4
        with T.attr(T.comm_reducer(lambda x, y: x + y, [T.float32(0.0)]), "reduce_scope", 0):
            T.tvm_thread_allreduce(T.uint32(1), part[0], T.bool(True), red[0], tx)
        if cse_v1:
            total[0] = red[0]
        B[tx] = cse_v3 / red[0]
        B[cse_v2] = cse_v4 / red[0]
