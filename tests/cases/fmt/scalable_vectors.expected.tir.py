# from tvm.script import ir as I
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((64,), "float32"), B: T.Buffer((64,), "float32"), C: T.Buffer((64,), "int32")):
    for j in range(4):
        A[j * T.vscale() * 4:j * T.vscale() * 4 + T.vscale() * 4] = T.Broadcast(T.float32(1.0), T.vscale() * 4)
    A[0:T.vscale() * 4] = T.Broadcast(T.float32(3.0), T.vscale() * 4) * B[T.Ramp(0, 1, T.vscale() * 4)]
    C[0:T.vscale() * 4] = T.Cast("int32xvscalex4", B[T.Ramp(0, 1, T.vscale() * 4)])
