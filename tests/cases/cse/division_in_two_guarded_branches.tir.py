# A division in two guarded branches is not computed before them.
# passes: cse
# not-contains: T.let[T.int32] = x // n
# from tvm.script import tirx as T

@T.prim_func
def main(B: T.Buffer((16,), "int32"), n: T.int32, x: T.int32, c: T.int32):
    if c > 0:
        if n != 0:
            B[0] = x // n
    if n != 0:
        B[1] = x // n
