# A predicate used twice inside a `T.vectorized` loop stays as written: TVM 0.27's vectorizer
# cannot widen a boolean `let` (its build fails: "IntImm can only take scalar, but boolx4 was
# supplied"). Nor is a term of loads bound there: where the vectorizer scalarizes a
# `T.if_then_else` on a lane's condition it loses the `let` ("variables (cse_v3,) are used, but
# are not passed in as API arguments"). An integer index term there is bound as usual, and the
# same terms outside are bound too. Found by adversarial tests.
# passes: cse
# bind: n=3
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((64,), "float32"), B: T.Buffer((64,), "float32"), C: T.Buffer((64,), "float32"), n: T.int32):
    T.func_attr({"tirx.noalias": True})
    for j in T.vectorized(4):
        B[j] = T.if_then_else(j < n, A[j * n + 1], T.float32(0.0)) + T.if_then_else(j < n, A[j * n + 1 + 4], T.float32(1.0))
    for j in range(4):
        C[j] = T.if_then_else(j < n, A[j], T.float32(0.0)) + T.if_then_else(j < n, A[j + 4], T.float32(1.0))
    for o in range(4):
        for i in T.vectorized(8):
            B[o * 8 + i + 32] = A[o * 8 + i] * A[o * 8 + i] * T.if_then_else(1 <= i, A[o * 8 + i - 1], T.float32(0.0)) + A[o * 8 + i] * A[o * 8 + i]
    for i in range(8):
        C[i + 8] = A[i] * A[i] * T.if_then_else(1 <= i, A[i + 7], T.float32(0.0)) + A[i] * A[i]
