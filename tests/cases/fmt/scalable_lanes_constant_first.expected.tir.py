# from tvm.script import ir as I
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((128,), "float32"), B: T.Buffer((128,), "float32")):
    B[0:T.vscale() * 4] = A[T.Ramp(0, 1, T.vscale() * 4)]
    B[64:64 + T.vscale() * 4] = T.Broadcast(T.float32(1.0), T.vscale() * 4)
