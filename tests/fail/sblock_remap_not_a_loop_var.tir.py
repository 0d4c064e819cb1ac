@T.prim_func(s_tir=True)
def main(A: T.Buffer((16,), "float32"), n: T.int32):
    for i in range(16):
        with T.sblock("A"):
            v_i = T.axis.remap("S", [n])
            T.reads()
            T.writes(A[v_i])
            A[v_i] = T.float32(0.0)
