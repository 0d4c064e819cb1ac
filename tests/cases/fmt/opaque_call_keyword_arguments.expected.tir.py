# from tvm.script import ir as I
# from tvm.script import tirx as T

@T.prim_func
def kernel(A: T.Buffer((1,), "float32"), Out: T.Buffer((32,), "float32")):
    T.device_entry()
    v = T.cta_id([1])
    tx = T.thread_id([32])
    T.hint("scheduler", mode="persistent", depth="4")
    value: T.float32 = T.float32(0.0)
    pred: T.uint32 = T.Cast("uint32", tx == 0)
    T.ptx.ld.global_.f32(value, T.address_of(A[0]), pred=pred, preserve_dst=True)
    T.ptx.ex2.approx.ftz.f32(value, value, pred=pred, preserve_dst=True)
    value = T.cuda.warp_sum(value, width=8)
    Out[tx] = value
