# from tvm.script import ir as I
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((128, 128), "float32"), S: T.Buffer((), "int32"), V: T.Buffer((8,), "float16")):
    T.address_of(A[0, 0])
    T.address_of(S[()])
    T.address_of(V[0])
    T.address_of(A[1, 2])
