# A loop-invariant division by a variable never leaves the branch that guards it.
# passes: cse
# from tvm.script import tirx as T

@T.prim_func
def main(B: T.Buffer((16,), "int32"), n: T.int32, x: T.int32):
    for i in range(16):
        if n != 0:
            B[i] = x // n + i
