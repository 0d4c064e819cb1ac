# `s[0]` is written between the two reads of `T.exp(s[0])`: the first read sees the old value
# and the second the new one, so neither the load nor the exp is bound; `A[0] * 2` reads a
# buffer nothing writes and is bound.
# passes: cse
# not-contains: T.let[T.float32] = T.exp(
# not-contains: T.let[T.float32] = s[0]
# contains: cse_v1: T.let[T.float32] = A[0] * T.float32(2.0)
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((4,), "float32"), B: T.Buffer((4,), "float32")):
    T.func_attr({"tirx.noalias": True})
    s = T.alloc_buffer((1,), scope="local")
    s[0] = A[1]
    B[0] = T.exp(s[0]) + A[0] * T.float32(2.0)
    s[0] = A[2]
    B[1] = T.exp(s[0]) + A[0] * T.float32(2.0)
