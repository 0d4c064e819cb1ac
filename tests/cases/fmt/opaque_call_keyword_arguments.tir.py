# Keyword arguments of a call the tool does not know (TIRx device intrinsics, `T.hint`) are
# kept as written, after the positional ones: TVM's script function makes of our print what it
# made of the input (`width=8` of `T.cuda.warp_sum` becomes `T.cuda.warp_reduce(val, "sum",
# 8)`, `pred=` a field of `T.ptx.ld`).
# passes: fmt
# no-check: TIRx device intrinsics are opaque calls the interpreter does not run
# from tvm.script import tirx as T

@T.prim_func
def kernel(a_ptr: T.handle, out_ptr: T.handle):
    A = T.match_buffer(a_ptr, (1,), "float32")
    Out = T.match_buffer(out_ptr, (32,), "float32")
    T.device_entry()
    T.cta_id([1])
    tx = T.thread_id([32])
    T.hint("scheduler", mode="persistent", depth="4")
    value: T.float32 = T.float32(0)
    pred: T.uint32 = T.cast(tx == 0, "uint32")
    T.ptx.ld.global_.f32(value, A.ptr_to([0]), pred=pred, preserve_dst=True)
    T.ptx.ex2.approx.ftz.f32(value, value, pred=pred, preserve_dst=True)
    value = T.cuda.warp_sum(value, width=8)
    Out[tx] = value
