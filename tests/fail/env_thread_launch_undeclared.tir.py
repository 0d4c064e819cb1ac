# `with T.launch_thread(x, n):` launches a thread declared by `x = T.env_thread(tag)`; `tx` is
# not one (a launch of a tag takes `as`).
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((32,), "float32")):
    with T.launch_thread(tx, 32):
        A[tx] = T.float32(0.0)
