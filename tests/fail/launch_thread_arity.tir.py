# Malformed: T.launch_thread needs a tag and an extent.
# from tvm.script import tirx as T
@T.prim_func
def main(A: T.Buffer((16,), "int32"), x: T.int32):
    with T.launch_thread("threadIdx.x") as t:
        A[t] = x
