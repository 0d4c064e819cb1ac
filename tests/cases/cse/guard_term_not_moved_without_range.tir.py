# The same guard over plain int32 parameters: `n - t` is not proven to fit (`n` and `t` may be
# any int32), so the guard keeps its form and nothing is hoisted for it.
# passes: cse
# from tvm.script import tirx as T

@T.prim_func
def main(x: T.Buffer((64,), "float32"), n: T.int32, t: T.int32):
    T.func_attr({"tirx.noalias": True})
    for j in range(64):
        if j + t < n:
            x[j] = x[j] + T.float32(1.0)
