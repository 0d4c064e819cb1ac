# from tvm.script import ir as I
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((4096,), "float32"), n: T.int32):
    T.device_entry()
    v = T.warp_id([4])
    cx = T.cta_id_in_cluster([2], preferred=[4])
    by, bz = T.cta_id([n, 2])
    wg = T.warpgroup_id([2])
    lane = T.lane_id([32], dtype="uint32")
    tx = T.thread_id()
    p = T.cta_id_in_pair()
    ok: T.uint32 = T.cuda.elect_sync()
    if ok != T.uint32(0):
        T.ptx.prefetch.global_.L2(T.address_of(A[by * 128 + tx]))
    A[(by * 2 + bz) * 128 + tx + cx + wg + p] = T.Cast("float32", lane)
