# The guard `i * 16 + k < 50` beside the index `i * 16 + k` in the same `k` loop: the sum is
# computed once for both, so the guard stays as written rather than becoming `k < 50 - i * 16`
# (one op less as a tree, one more in the program).
# passes: cse
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((64,), "int32"), B: T.Buffer((64,), "int32")):
    T.func_attr({"tirx.noalias": True})
    for i in range(4):
        for k in range(16):
            if i * 16 + k < 50:
                B[i * 16 + k] = A[i * 16 + k] + 1
