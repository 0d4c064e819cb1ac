# A store goes only where its value is undefined wherever it is evaluated (`T.undef() + A[i]`);
# a selection with one undefined side stores its other side where that side is selected (TVM's
# RemoveStoreUndef deletes every store mentioning `T.undef()`, and with it `A[i]` for `i < 14`);
# a product with an undefined factor is 0 where its other factor is, so it stays, as 0 (one of
# its values: TVM builds no `T.undef()`).
# passes: remove-store-undef
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((16,), "int32"), B: T.Buffer((16,), "int32"), C: T.Buffer((16,), "int32"), D: T.Buffer((16,), "int32")):
        for i in range(16):
            B[i] = T.if_then_else(i < 14, A[i], T.undef())
            C[i] = T.Select(i < 2, T.undef() + A[i], T.if_then_else(i < 12, A[i] + 1, T.undef() - 1))
            D[i] = A[i] * T.undef()
        for i in range(16):
            D[i] = T.undef() + A[i]
