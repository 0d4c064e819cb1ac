# A block sees the function's facts, but of buffer values only those still known where it
# stands: `B[0] = 5` in the enclosing branch overwrote what `T.assume(B[0] == 3)` said, so
# `A[0] = B[0]` inside the block keeps its load. Found by an adversarial test (it became 3).
# passes: simplify
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((8,), "int32"), B: T.Buffer((8,), "int32")):
    T.assume(B[0] == 3)
    with T.sblock("root"):
        if A[7] > 0:
            B[0] = 5
            with T.sblock("b"):
                A[0] = B[0]
