# from tvm.script import ir as I
# from tvm.script import tirx as T

@T.prim_func
def main(B: T.Buffer((8, 8), "float32"), C: T.Buffer((16,), "int32"), n: T.int32, m: T.int32):
    T.assume(0 <= m and m <= 16)
    for ii in range(4, 8):
        B[7, ii] = T.float32(0.0)
    for i in range(11, 16):
        C[i] = i
    for i in range(T.min(n, m)):
        C[i] = C[i] + 1
