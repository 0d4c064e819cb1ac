# from tvm.script import ir as I
# from tvm.script import tirx as T

@T.prim_func
def copy_kernel(src: T.Buffer((4,), "int32"), out: T.Buffer((4,), "int32")):
    T.device_entry()
    tx = T.thread_id([32])
    tmp0 = T.alloc_local((1,), "int32")
    tmp1 = T.alloc_local((1,), "int32")
    if tx == 0:
        T.ptx["ld.global.nc.v2.s32"](tmp0[0], tmp1[0], src.data)
        out[0] = tmp0[0]
        out[1] = tmp1[0]
