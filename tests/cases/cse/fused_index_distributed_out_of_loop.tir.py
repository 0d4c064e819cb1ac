# A fused GPU index `(f0 * 256 + bx) * 1024 + tx`, read and written at the same place: the
# distributed form `tx + (bx * 1024 + f0 * 262144)` computes `bx * 1024` outside the `f0` loop
# (3 ops per iteration instead of 4). The subterm `bx + f0 * 256` repeats only because the
# whole index does (the store and the load), so it does not count as computed anyway.
# passes: cse
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((2000000,), "float32"), B: T.Buffer((2000000,), "float32")):
    T.func_attr({"tirx.noalias": True})
    for bx in T.thread_binding(256, thread="blockIdx.x"):
        for tx in T.thread_binding(1024, thread="threadIdx.x"):
            for f0 in range(7):
                B[(f0 * 256 + bx) * 1024 + tx] = A[(f0 * 256 + bx) * 1024 + tx] * T.float32(2.0)
