# An explicit barrier orders thread 0's write of `s[0]` before the reads in each iteration: on a
# GPU a load bound above it would race with that write, so the barrier counts as a write of
# anything. `s[0] * s[0]` is bound after it, inside the loop, not above the loop, where the
# loop-invariant `A[tx] * A[tx]` goes.
# passes: cse
# contains: T.let[T.float32] = s[0] * s[0]
# contains: T.let[T.float32] = A[tx] * A[tx]
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((32,), "float32"), B: T.Buffer((128,), "float32")):
    T.func_attr({"tirx.noalias": True})
    with T.launch_thread("threadIdx.x", 32) as tx:
        s = T.alloc_shared((1,))
        if tx == 0:
            s[0] = A[0]
        for j in range(4):
            T.tvm_storage_sync("shared")
            B[j * 32 + tx] = s[0] * s[0] + A[tx] * A[tx] + s[0] * s[0]
