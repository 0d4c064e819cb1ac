# A buffer declared over a pointer computed in the body (`p = A.data`) may be any storage: a
# store to it may change A, so A[0] * 5 + A[i] is not bound across it (a store through
# `data=A.data` itself is seen as a store to A). Found by an adversarial test (TVM: B[16:] read
# the old A[0]).
# passes: cse
# no-check: the interpreter refuses a pointer used as a value (TVM showed the difference)
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((16,), "int32"), B: T.Buffer((32,), "int32")):
    T.func_attr({"tirx.noalias": True})
    p = A.data
    A3 = T.decl_buffer((16,), "int32", data=p)
    for i in range(16):
        B[i] = A[0] * 5 + A[i]
        A3[0] = 7
        B[i + 16] = A[0] * 5 + A[i]
