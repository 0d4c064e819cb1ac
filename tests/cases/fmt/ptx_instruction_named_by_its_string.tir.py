# TIRx `T.ptx["ld.global.nc.v4.s32"](...)` names an instruction by its string, which TVM's
# `T.ptx` decodes into the instruction's fields: kept as written, it decodes the same on
# reading our print.
# passes: fmt
# no-check: a PTX instruction is an opaque call the interpreter does not run
# from tvm.script import tirx as T

@T.prim_func
def copy_kernel(src_ptr: T.handle, out_ptr: T.handle) -> None:
    src = T.match_buffer(src_ptr, (4,), "int32")
    out = T.match_buffer(out_ptr, (4,), "int32")
    T.device_entry()
    tx = T.thread_id([32])
    tmp0 = T.alloc_local((1,), "int32")
    tmp1 = T.alloc_local((1,), "int32")
    if tx == 0:
        T.ptx["ld.global.nc.v2.s32"](tmp0[0], tmp1[0], src.data)
        out[0] = tmp0[0]
        out[1] = tmp1[0]
