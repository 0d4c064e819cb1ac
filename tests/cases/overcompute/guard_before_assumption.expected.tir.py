# from tvm.script import ir as I
# from tvm.script import tirx as T

@T.prim_func
def main(B: T.Buffer((16,), "int32")):
    for i in range(16):
        if i < 14:
            B[i] = 0
    T.assume(B[15] == 1)
    for i in range(16):
        B[i] = T.undef()
