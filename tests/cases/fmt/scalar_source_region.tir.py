# A block that reads a mutable scalar names its one element as TVM prints it, `x.source[0]`;
# the region is read and printed back, and `check` runs the clipped matmul.
# passes: fmt
# from tvm.script import tirx as T

@T.prim_func(s_tir=True)
def main(A: T.Buffer((8, 8), "float32"), B: T.Buffer((8, 8), "float32"), C: T.Buffer((8, 8), "float32")):
    lower: T.float32 = T.float32(-1.0)
    upper: T.float32 = T.float32(1.0)
    for i, j, k in T.grid(8, 8, 8):
        with T.sblock("matmul"):
            vi, vj, vk = T.axis.remap("SSR", [i, j, k])
            T.reads(A[vi, vk], B[vj, vk], lower.source[0], upper.source[0])
            T.writes(C[vi, vj])
            with T.init():
                C[vi, vj] = T.float32(0.0)
            C[vi, vj] = T.min(T.max(C[vi, vj] + A[vi, vk] * B[vj, vk], lower), upper)
