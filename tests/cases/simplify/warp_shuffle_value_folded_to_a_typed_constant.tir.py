# A warp shuffle's value that folds to a constant prints typed (`T.int32(0)`): TVM 0.27's
# `tvm_warp_shuffle` takes its result type from that argument, which a bare `0` does not give
# ("Cannot determine Expr type for int"). Found running `simplify,cse` on TIRx tests.
# passes: simplify
# no-check: the interpreter does not run warp shuffles (TVM reads the output: scripts/check_golden_tvm.py)
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((32,), "int32")):
    for tx in T.thread_binding(32, thread="threadIdx.x"):
        w: T.let[T.int32] = T.tvm_warp_shuffle(T.uint32(4294967295), tx // 32, 0, 32, 32)
        A[tx] = w
