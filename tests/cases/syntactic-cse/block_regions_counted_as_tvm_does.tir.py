# TVM 0.27's CommonSubexprElim counts the expressions of a block's read and write regions as
# uses and rewrites them: `j * 4 + k` in `T.where` and in `T.writes` makes a binding before the
# block, and the region reads it. A range counts its start only (TVM holds start and extent).
# Region expressions over the block's own iteration variables are neither counted nor
# rewritten (TVM fails on those).
# passes: syntactic-cse
# from tvm.script import tirx as T

@T.prim_func(s_tir=True)
def main(A: T.Buffer((12,), "float32"), B: T.Buffer((12,), "float32"), C: T.Buffer((64,), "float32")):
    B_cache = T.sblock_alloc_buffer((12,))
    for j, k in T.grid(3, 4):
        with T.sblock("B_cache"):
            T.where(j * 4 + k < 10)
            T.reads()
            T.writes(B_cache[j * 4 + k])
            B_cache[k + j * 4] = T.float32(1.0)
    for i in range(4):
        with T.sblock("C"):
            vi = T.axis.spatial(4, i)
            T.reads(A[i * 3:i * 3 + 3])
            T.writes(C[vi * 16:vi * 16 + 16])
            for t in range(16):
                C[vi * 16 + t] = A[i * 3 + t % 3] + A[vi * 2 % 3]
