# An integer `if` condition, as TVM's own CSE tests write it (`if c1:` with `c1: T.int32`):
# read and printed as written; the interpreter takes nonzero as true.
# passes: fmt
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((16,), "int32"), c1: T.int32, c2: T.int32):
    for i in range(16):
        if c1:
            if c2:
                A[i] = i
            else:
                A[i] = 0
