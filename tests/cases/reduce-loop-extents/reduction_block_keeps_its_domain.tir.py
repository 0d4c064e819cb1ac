# A guard that skips the first iterations of a loop bound to a block's reduction axis through
# `T.axis.remap`: the loop then starts at 1, but the axis keeps its domain from 0, printed in
# full (`T.axis.reduce(4, k)`), since `T.axis.remap` would give it the loop's new range and run
# `T.init()` on `vk == 1`, which the original never runs (it skips `vk == 0`).
# passes: reduce-loop-extents
# contains: for k in range(1, 4):
# contains: vk = T.axis.reduce(4, k)
# from tvm.script import tirx as T

@T.prim_func(s_tir=True)
def main(A: T.Buffer((4,), "int32"), C: T.Buffer((1,), "int32")):
    for k in range(4):
        if k >= 1:
            with T.sblock("D"):
                vk = T.axis.remap("R", [k])
                T.reads(A[vk])
                T.writes(C[0])
                with T.init():
                    C[0] = 0
                C[0] = C[0] + A[vk]
