# An ordered block axis (`T.axis.scan`: each iteration may read what the ones before wrote) is
# read, run by `check` in order and printed back; a prefix sum along it.
# passes: fmt
# from tvm.script import tirx as T

@T.prim_func(s_tir=True)
def main(A: T.Buffer((4, 16), "float32"), B: T.Buffer((4, 16), "float32")):
    for i, k in T.grid(4, 16):
        with T.sblock("scan"):
            vi = T.axis.spatial(4, i)
            vk = T.axis.scan(16, k)
            T.reads(A[vi, vk], B[vi, vk - 1])
            T.writes(B[vi, vk])
            B[vi, vk] = A[vi, vk] + T.if_then_else(vk > 0, B[vi, vk - 1], T.float32(0.0))
