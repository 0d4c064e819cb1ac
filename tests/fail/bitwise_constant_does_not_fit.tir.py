# `T.int32(3) << 31` leaves int32 (TVM folds constants of index dtypes and its IntImm refuses
# the result).
# from tvm.script import tirx as T

@T.prim_func
def main(B: T.Buffer((4,), "int32")):
    B[0] = T.shift_left(T.int32(3), 31)
