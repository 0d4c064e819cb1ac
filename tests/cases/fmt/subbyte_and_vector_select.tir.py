# Sub-byte integer buffers (`int4`, `uint4`, `int1`, as tensor-core kernels declare them), a
# select with one bool per lane (`T.Select(boolx4, ...)`), and a string attribute value.
# passes: fmt
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((8,), "int4"), B: T.Buffer((8,), "uint4"), M: T.Buffer((8,), "int1"), C: T.Buffer((8,), "int32"), D: T.Buffer((4,), "float32"), E: T.Buffer((4,), "float32")):
    with T.attr(1, "pragma_scope", "parallel_launch_point"):
        for i in range(8):
            C[i] = T.Cast("int32", A[i]) * T.Cast("int32", B[i]) + T.Cast("int32", M[i])
    D[0:4] = T.Select(E[T.Ramp(0, 1, 4)] > T.Broadcast(T.float32(0.0), 4), E[T.Ramp(0, 1, 4)], D[T.Ramp(0, 1, 4)])
