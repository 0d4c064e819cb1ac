# A binding used inside a block; equal to TVM 0.27's CommonSubexprElim on the same module.
# passes: syntactic-cse
@T.prim_func(s_tir=True)
def main(A: T.Buffer((16,), "int32"), B: T.Buffer((16,), "int32"), x: T.int32, y: T.int32):
    for i in range(16):
        A[i] = x + y
        with T.sblock("B"):
            vi = T.axis.spatial(16, i)
            T.reads()
            T.writes(B[vi])
            B[vi] = (x + y) * vi + (x * 4 + y) + (x * 4 + y)
