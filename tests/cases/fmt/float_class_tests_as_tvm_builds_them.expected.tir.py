# from tvm.script import ir as I
# from tvm.script import tirx as T

@T.prim_func
def main(F: T.Buffer((8,), "float32"), H: T.Buffer((8,), "float16"), C: T.Buffer((8,), "int32")):
    for i in range(8):
        C[i] = T.if_then_else(T.fabs(F[i]) == T.float32("inf") and not T.isnan(F[i]), 1, 0) + T.if_then_else(not (T.fabs(H[i]) == T.float16("inf") and not T.isnan(H[i])) and not T.isnan(H[i]), 2, 0)
