# Constant loops too large to enumerate value by value (2^31 - 1 iterations; a 65536 x 65536
# padding postlude) are not enumerated: the symbolic bounds still shrink them (`i < 14` gives
# `range(14)`, `ii >= 2` starts `ii` at 2), at once instead of after minutes.
# passes: reduce-loop-extents
# no-check: the input runs 2^31 - 1 iterations
# contains: for i in range(14):
# contains: for ii in range(2, 65536):
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((16,), "int32"), B: T.Buffer((65536, 65536), "float32")):
    for i in range(2147483647):
        if i < 14:
            A[i] = i
    for io, ii in T.grid(65536, 65536):
        if io == 65535 and ii >= 2:
            B[io, ii] = T.float32(0.0)
