# from tvm.script import ir as I
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((20,), "float32"), B: T.Buffer((20,), "float32")):
    Tmp = T.alloc_buffer((3, 8))
    for i in range(20):
        Tmp[i // 8, i % 8] = A[i] * T.float32(3.0)
    for ax0, ax1 in T.grid(3, 8):
        if ax0 == 2 and ax1 >= 4:
            Tmp[ax0, ax1] = T.Cast("float32", T.undef())
    for i in range(20):
        B[i] = Tmp[i // 8, i % 8] + T.float32(1.0)
