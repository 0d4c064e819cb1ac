# from tvm.script import ir as I
# from tvm.script import tirx as T

@T.prim_func
def func(B: T.Buffer((4,), "float32")):
    a = T.alloc_local((4,))
    b = T.alloc_local((2,), "int32")
    m = T.alloc_local((4, 8), "float16")
    for i in range(4):
        a[i] = B[i] * T.float32(2.0)
    b[0] = 3
    b[1] = b[0] + 1
    m[1, 2] = T.float16(1.0)
    B[0] = a[1] + T.Cast("float32", b[1]) + T.Cast("float32", m[1, 2])
