# A select whose condition folds to false leaves `C[1] * 0.0`, which is -0.0 for a negative
# C[1] (and NaN for an infinite one): it stays a product, printed as its constructor so that
# TVM's parser does not fold it to 0.0 (found by `tir-eqsat fuzz`, seed 218).
# passes: simplify
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((8,), "float32"), B: T.Buffer((8,), "float32"), C: T.Buffer((8,), "float32"), i: T.int32):
    C[0] = C[1] * T.Select(i < i, A[0] * B[0], T.float32(0.0))
