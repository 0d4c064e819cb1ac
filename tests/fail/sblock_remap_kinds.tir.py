@T.prim_func(s_tir=True)
def main(A: T.Buffer((16, 16), "float32")):
    for i, j in T.grid(16, 16):
        with T.sblock("A"):
            v_i, v_j = T.axis.remap("S", [i, j])
            T.reads()
            T.writes(A[v_i, v_j])
            A[v_i, v_j] = T.float32(0.0)
