# Scalable lanes written with the constant first, `4 * T.vscale()`, as TVM 0.27 reads them
# (it normalizes them to `T.vscale() * 4`), in a ramp, a broadcast and a slice.
# passes: fmt
# no-check: the interpreter does not run scalable vectors
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((128,), "float32"), B: T.Buffer((128,), "float32")):
    B[T.ramp(0, 1, 4 * T.vscale())] = A[T.Ramp(0, 1, 4 * T.vscale())]
    B[64:64 + 4 * T.vscale()] = T.broadcast(1, 4 * T.vscale())
