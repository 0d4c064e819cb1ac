# One thread variable launched several times, as TVM prints it (`tx = T.env_thread(tag)`, then
# `with T.launch_thread(tx, n):`): each launch reads as its own variable, and the printer puts
# the one declaration back in the innermost sequence holding every launch, before the first.
# passes: fmt
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((256,), "float32"), B: T.Buffer((256,), "float32")):
    for k in range(2):
        tx = T.env_thread("threadIdx.x")
        for j in range(2):
            with T.launch_thread(tx, 32):
                A[j * 64 + tx] = A[j * 64 + tx] + T.float32(1.0)
            with T.launch_thread(tx, 32):
                A[j * 64 + tx + 32] = A[j * 64 + tx + 32] + T.float32(1.0)
        with T.launch_thread(tx, 32):
            B[k * 32 + tx] = A[k * 32 + tx]
