# A block symbol given as a T.match_buffer's elem_offset (how tensor intrinsics are written) is the
# matched buffer's own offset: TVM 0.27 prints it as `B.elem_offset`, with offset_factor=1 when
# none was given.
# passes: fmt
# no-check: the interpreter does not run opaque calls (T.call_extern)
# from tvm.script import tirx as T

@T.prim_func(s_tir=True)
def main(A: T.Buffer((128, 128), "float32"), C: T.Buffer((128, 128), "float32")):
    for i_outer, k_outer in T.grid(8, 8):
        with T.sblock("update"):
            vi, vk = T.axis.remap("SS", [i_outer, k_outer])
            T.reads(A[vi * 16:vi * 16 + 16, vk * 16:vk * 16 + 16])
            T.writes(C[vi * 16:vi * 16 + 16, vk * 16:vk * 16 + 16])
            a_off = T.int32()
            c_off = T.int32()
            A_sub = T.match_buffer(A[vi * 16:vi * 16 + 16, vk * 16:vk * 16 + 16], (16, 16), elem_offset=a_off)
            C_sub = T.match_buffer(C[vi * 16:vi * 16 + 16, vk * 16:vk * 16 + 16], (16, 16), elem_offset=c_off, offset_factor=16)
            T.evaluate(T.call_extern("int32", "copy", C_sub.data, c_off // 256, A_sub.data, a_off // 256))
