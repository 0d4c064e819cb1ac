# command: simplify
# An integer `if` condition (true when nonzero) is read and printed, but the passes reason about
# conditions as bool facts: `simplify` refuses the function at the condition.
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((16,), "int32"), c: T.int32):
    for i in range(16):
        if c:
            A[i] = i
