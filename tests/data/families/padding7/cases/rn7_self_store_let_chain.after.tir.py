# tir-eqsat padding case rn7_self_store_let_chain: AFTER
# Rule: A self store through a let chain (a = i * 2, b = a // 2; A[b] = A[i]: b is i) is a no-op: it goes, and the let b with it (nothing else reads it); a stays for the store to B.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((8,), "int32"), B: T.Buffer((8,), "int32")):
        for i in range(8):
            a: T.let[T.int32] = i * 2
            B[i] = A[i] + a
