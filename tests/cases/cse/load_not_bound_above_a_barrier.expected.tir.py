# from tvm.script import ir as I
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((32,), "float32"), B: T.Buffer((128,), "float32")):
    T.func_attr({"tirx.noalias": True})
    with T.launch_thread("threadIdx.x", 32) as tx:
        s = T.alloc_shared((1,))
        if tx == 0:
            s[0] = A[0]
        cse_v1: T.let[T.float32] = A[tx] * A[tx]
        for j in range(4):
            T.tvm_storage_sync("shared")
            cse_v2: T.let[T.float32] = s[0] * s[0]
            B[tx + j * 32] = cse_v2 + cse_v1 + cse_v2
