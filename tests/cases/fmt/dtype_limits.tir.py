# `T.min_value`, `T.max_value` and `T.infinity` of a dtype are the constants TVM evaluates them to
# (hand-written reductions start from them), printed as TVM prints those.
# passes: fmt
# from tvm.script import tirx as T

@T.prim_func
def limits(A: T.Buffer((8,), "float32"), B: T.Buffer((8,), "int32"), C: T.Buffer((8,), "float16"), D: T.Buffer((8,), "float64"), E: T.Buffer((8,), "uint8"), F: T.Buffer((8,), "int64")):
    A[0] = T.min_value("float32")
    A[1] = T.max_value("float32")
    A[2] = T.infinity("float32")
    A[3] = -T.infinity("float32")
    B[0] = T.min_value("int32")
    B[1] = T.max_value("int32")
    C[0] = T.max_value("float16")
    C[1] = T.min_value("float16")
    D[1] = T.infinity("float64")
    E[0] = T.max_value("uint8")
    E[1] = T.min_value("uint8")
    F[0] = T.min_value("int64")
