# TVM 0.27's s_tir.transform.LowerMatchBuffer() applied to the file of the same name without ".lowered".
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def buffer_load_store(A: T.Buffer((16, 16, 16), "float32"), C: T.Buffer((16, 16), "float32")):
    # with T.sblock("root"):
    for i, j, k in T.grid(4, 16, 8):
        with T.sblock(""):
            T.reads(C[i * 4:i * 4 + 4, k * 2:k * 2 + 2])
            T.writes(A[i * 4:i * 4 + 4, j, k * 2:k * 2 + 2])
            for ii, kk in T.grid(4, 2):
                A[i * 4 + ii, j, k * 2 + kk] = A[i * 4 + ii, j, k * 2 + kk] + C[i * 4 + ii, k * 2 + kk]
