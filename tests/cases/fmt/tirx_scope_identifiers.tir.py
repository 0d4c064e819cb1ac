# TIRx scope identifiers as TVM 0.27 prints them: named, several at once, unnamed (`v`),
# deferred, preferred extents, `uint32`, `T.scope_id` by its scopes; with `T.local_scalar`,
# `A.ptr_to` and a device intrinsic's dtype (`T.cuda.elect_sync()` is `uint32`).
# passes: fmt
# no-check: the deferred `T.thread_id()` has no extent to run over, and `T.ptx` calls do not run
# from tvm.script import tirx as T

@T.prim_func
def main(a: T.handle, n: T.int32):
    A = T.match_buffer(a, (4096,), "float32")
    T.device_entry()
    T.warp_id([4])
    cx = T.cta_id_in_cluster([2], preferred=[4])
    by, bz = T.cta_id([n, 2])
    wg = T.scope_id([2], "cta", "warpgroup")
    lane = T.lane_id([32], dtype="uint32")
    tx = T.thread_id()
    p = T.cta_id_in_pair()
    ok = T.local_scalar("uint32")
    ok = T.cuda.elect_sync()
    if ok != T.uint32(0):
        T.ptx.prefetch.global_.L2(A.ptr_to([by * 128 + tx]))
    A[(by * 2 + bz) * 128 + tx + cx + wg + p] = T.Cast("float32", lane)
