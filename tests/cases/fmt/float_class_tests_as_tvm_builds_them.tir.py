# `T.isinf(x)` and `T.isfinite(x)` are read as the expressions TVM 0.27 builds,
# `T.fabs(x) == inf and not T.isnan(x)` and `not T.isinf(x) and not T.isnan(x)`, which the
# interpreter runs (`check` against the input, infinities and NaNs among its float inputs).
# passes: fmt
# from tvm.script import tirx as T

@T.prim_func
def main(F: T.Buffer((8,), "float32"), H: T.Buffer((8,), "float16"), C: T.Buffer((8,), "int32")):
    for i in range(8):
        C[i] = T.if_then_else(T.isinf(F[i]), 1, 0) + T.if_then_else(T.isfinite(H[i]), 2, 0)
