# `T.serial(n, unroll=...)` is the annotation TVM 0.27's `serial` makes of it: `True` asks for
# `#pragma unroll`, `False` disables unrolling, `k` unrolls by k; printed as the annotation
# dict (beside the keys `annotations=` gives), which TVM reads as the same loop.
# passes: fmt
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((16,), "int32")):
    for i in T.serial(4, unroll=True):
        A[i] = A[i] + 1
    for j in T.serial(4, 8, unroll=False):
        A[j] = A[j] * 2
    for k in T.serial(8, 16, unroll=2):
        A[k] = 0
    for m in T.serial(4, annotations={"pragma_auto_unroll_max_step": 16}, unroll=4):
        A[m] = A[m] - 1
