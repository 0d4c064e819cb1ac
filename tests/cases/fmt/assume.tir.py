# T.assume statements are carried through.
# passes: fmt
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((16,), "int32"), n: T.int32):
    T.assume(0 <= n)
    for i in range(16):
        T.assume(i < 16)
        A[i] = i + n
