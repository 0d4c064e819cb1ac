# TVM 0.27's CommonSubexprElim commons the bitwise operators like arithmetic (its `<<`, `>>`,
# `&`, `|`, `~` are expression nodes) but no other call: the shift, the masks and `~n` are
# bound, `T.sqrt` is not. A shift by a variable amount is not bound ahead of the branch that
# guards it (it may be out of range where it did not run).
# passes: syntactic-cse
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((16,), "float32"), B: T.Buffer((16,), "int32"), n: T.int32):
    for i in range(16):
        B[i] = ((n & 255) << i % 8) + ((n & 255) << i % 8) + (n | 3) * (n | 3) + ~n + ~n
        A[i] = T.sqrt(T.Cast("float32", n & 255)) + T.sqrt(T.Cast("float32", n & 255))
        if i < 8:
            B[i] = ((n & 255) >> i) + 1
        else:
            B[i] = ((n & 255) >> i) + 2
