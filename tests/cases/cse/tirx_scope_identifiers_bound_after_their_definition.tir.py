# TIRx device code: scope identifiers are defined where they stand, so a binding over them
# goes after their definitions (and out of the `k` loop, which they do not depend on); their
# extents bound them (`bx * 512 + tx * 4` cannot overflow).
# passes: cse
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((8192,), "float32"), B: T.Buffer((8192,), "float32"), n: T.int32):
    T.device_entry()
    m: T.let[T.int32] = n * 4
    bx = T.cta_id([16])
    tx = T.thread_id([128])
    for k in range(4):
        B[bx * 512 + tx * 4 + k] = A[bx * 512 + tx * 4 + k] * T.float32(2) + T.Cast("float32", n * 4 + k)
