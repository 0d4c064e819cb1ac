# from tvm.script import ir as I
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((32,), "float32"), B: T.Buffer((32,), "float32"), red: T.Buffer((1,), "float32")):
    T.func_attr({"tirx.noalias": True})
    with T.launch_thread("threadIdx.x", 32) as tx:
        B[tx] = red[0] + red[0]
        with T.attr(T.comm_reducer(lambda x, y: x + y, [T.float32(0.0)]), "reduce_scope", 0):
            T.tvm_thread_allreduce(T.uint32(1), A[tx], T.bool(True), red[0], tx)
        B[tx] = B[tx] + red[0] * red[0]
