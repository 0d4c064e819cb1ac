# Facts from a loop with a step: its variable stays within [start, start + extent), so the bound
# check below is proven, whatever the step.
# passes: simplify
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((64,), "float32")):
    for i in range(0, 60, 7):
        if T.likely(i < 64):
            A[i] = T.float32(1.0)
