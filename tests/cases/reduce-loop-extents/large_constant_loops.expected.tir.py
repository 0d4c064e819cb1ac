# from tvm.script import ir as I
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((16,), "int32"), B: T.Buffer((65536, 65536), "float32")):
    for i in range(14):
        A[i] = i
    for io in range(65536):
        for ii in range(2, 65536):
            if io == 65535:
                B[io, ii] = T.float32(0.0)
