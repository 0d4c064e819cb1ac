# from tvm.script import ir as I
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((8,), "int32"), B: T.Buffer((8,), "int32")):
    T.assume(B[0] == 3)
    with T.sblock("root"):
        if A[7] > 0:
            B[0] = 5
            with T.sblock("b"):
                A[0] = B[0]
