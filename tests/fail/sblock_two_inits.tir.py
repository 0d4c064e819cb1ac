@T.prim_func(s_tir=True)
def main(A: T.Buffer((16,), "float32")):
    for i in range(16):
        with T.sblock("A"):
            v_i = T.axis.reduce(16, i)
            T.reads()
            T.writes(A[0])
            with T.init():
                A[0] = T.float32(0.0)
            with T.init():
                A[0] = T.float32(1.0)
            A[0] = A[0] + T.float32(1.0)
