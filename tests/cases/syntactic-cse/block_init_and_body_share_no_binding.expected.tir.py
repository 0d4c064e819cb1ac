# from tvm.script import ir as I
# from tvm.script import tirx as T

@T.prim_func(s_tir=True)
def main(val: T.Buffer((16, 16), "float32"), out: T.Buffer((17,), "float32")):
    for i0, k0 in T.grid(16, 16):
        with T.sblock("max"):
            i = T.axis.spatial(16, i0)
            k = T.axis.reduce(16, k0)
            T.reads(val[i, k])
            T.writes(out[i + 1])
            with T.init():
                out[i + 1] = T.float32(-1000.0)
            out[i + 1] = T.max(out[i + 1], val[i, k])
