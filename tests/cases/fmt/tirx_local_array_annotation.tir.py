# TIRx `v: T.float32[4, 8]` (dtype shorthands too) is a local array, which TVM 0.27 allocates
# and prints as `v = T.alloc_local((4, 8))`.
# passes: fmt
# from tvm.script import tirx as T

@T.prim_func
def func(B: T.Buffer((4,), "float32")):
    a: T.f32[4]
    b: T.int32[2]
    m: T.float16[4, 8]
    for i in range(4):
        a[i] = B[i] * T.float32(2)
    b[0] = 3
    b[1] = b[0] + 1
    m[1, 2] = T.float16(1)
    B[0] = a[1] + T.Cast("float32", b[1]) + T.Cast("float32", m[1, 2])
