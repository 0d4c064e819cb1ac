# from tvm.script import ir as I
# from tvm.script import tirx as T

@T.prim_func
def main(n: T.int32, A: T.Buffer((8,), "int32", strides=("n",)), B: T.Buffer((8, 8), "int32", strides=("s", 1)), Bs: T.Buffer((8, 4), "int32", strides=("s", 1)), Cm: T.Buffer((8, "m"), "int32", strides=(m, 1)), Dk: T.Buffer(("k",), "int32", elem_offset=k), C: T.Buffer((8,), "int32")):
    m, k = T.int32(), T.int32()
    for i in range(8):
        C[i] = A[i] + n + B[i, 0] + Bs[i, 0] + Bs.strides[0] + Cm[i, 0] + m + Dk[0] + k
