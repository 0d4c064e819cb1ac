# A predicate used twice inside a `T.vectorized` loop stays as written: TVM 0.27's vectorizer
# cannot widen a boolean `let` (its build fails: "IntImm can only take scalar, but boolx4 was
# supplied"). An integer term there is bound as usual, and a predicate outside is bound too.
# Found by an adversarial test.
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
