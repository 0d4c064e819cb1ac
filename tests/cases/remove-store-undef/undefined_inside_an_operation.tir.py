# A selection with an undefined side inside an operation that is undefined wherever it picks
# that side stores only where it picks the other side (`T.if_then_else(i < 14, A[i], T.undef())
# + 1`, a cast of one, a `T.Select`); what stays undefined in a store that stays (a product with
# an undefined factor, which is 0 where the other factor is; a selection inside a selection's
# side) becomes 0, one of the values undefined allows: TVM builds no `T.undef()`.
# passes: remove-store-undef
# contains: A[i] = A[i] + 1
# contains: F[i] = B[i] + 1
# not-contains: T.undef()
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((16,), "int32"), B: T.Buffer((16,), "int32"), C: T.Buffer((16,), "float32"), D: T.Buffer((16,), "int32"), E: T.Buffer((16,), "int32"), F: T.Buffer((16,), "int32")):
    for i in range(16):
        A[i] = T.if_then_else(i < 14, A[i], T.undef()) + 1
        C[i] = T.Cast("float32", T.if_then_else(i < 14, B[i], T.undef()))
        D[i] = T.if_then_else(i < 14, T.if_then_else(i < 5, B[i], T.undef()), 7)
        E[i] = B[i] * T.undef()
        F[i] = T.Select(i < 10, B[i], T.undef()) + 1
