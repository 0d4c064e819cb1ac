# An internal buffer laid out with an undefined padding: its writer is followed by T.undef()
# stores into the padding; the function's own signature is unchanged.
# passes: layout
# args: --buffer Tmp --index-map "lambda i: (i // 8, i % 8)" --pad-value=undef
# contains: Tmp = T.alloc_buffer((3, 8))
# contains: Tmp[ax0, ax1] = T.Cast("float32", T.undef())
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((20,), "float32"), B: T.Buffer((20,), "float32")):
    Tmp = T.alloc_buffer((20,), "float32")
    for i in range(20):
        Tmp[i] = A[i] * T.float32(3.0)
    for i in range(20):
        B[i] = Tmp[i] + T.float32(1.0)
