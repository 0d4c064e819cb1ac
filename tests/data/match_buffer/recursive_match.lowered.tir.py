# TVM 0.27's s_tir.transform.LowerMatchBuffer() applied to the file of the same name without ".lowered".
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def recursive_match(A: T.Buffer((64, 64, 64), "float32"), B: T.Buffer((64, 64, 64), "float32")):
    # with T.sblock("root"):
    for i, j, k in T.grid(64, 4, 4):
        with T.sblock(""):
            T.reads()
            T.writes(A[i, j * 16:j * 16 + 16, k * 16:k * 16 + 16], B[i, j * 16:j * 16 + 16, k * 16:k * 16 + 16])
            for jj, kk in T.grid(4, 4):
                with T.sblock(""):
                    T.reads()
                    T.writes(A[i, j * 16 + jj * 4:j * 16 + jj * 4 + 4, k * 16 + kk * 4:k * 16 + kk * 4 + 4], B[i, j * 16 + jj * 4:j * 16 + jj * 4 + 4, k * 16 + kk * 4:k * 16 + kk * 4 + 4])
                    for jjj, kkk in T.grid(4, 4):
                        B[i, j * 16 + jj * 4 + jjj, k * 16 + kk * 4 + kkk] = T.float32(1.0)
