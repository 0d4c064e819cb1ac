# `i + 1` is computed in the block's `T.init()` and in its body: a binding of the block's scope
# could only stand in the body, after the init has run, and the block variable `i` keeps it
# inside the block; so it is not bound (TVM 0.27 binds it inside the init and reads it in the
# body, where it is undefined: its output does not read back).
# passes: syntactic-cse
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
