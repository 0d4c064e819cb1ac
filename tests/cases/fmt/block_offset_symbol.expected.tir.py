# from tvm.script import ir as I
# from tvm.script import tirx as T

@T.prim_func(s_tir=True)
def main(A: T.Buffer((128, 128), "float32"), C: T.Buffer((128, 128), "float32")):
    for i_outer, k_outer in T.grid(8, 8):
        with T.sblock("update"):
            vi, vk = T.axis.remap("SS", [i_outer, k_outer])
            T.reads(A[vi * 16:vi * 16 + 16, vk * 16:vk * 16 + 16])
            T.writes(C[vi * 16:vi * 16 + 16, vk * 16:vk * 16 + 16])
            A_sub = T.match_buffer(A[vi * 16:vi * 16 + 16, vk * 16:vk * 16 + 16], (16, 16), offset_factor=1)
            C_sub = T.match_buffer(C[vi * 16:vi * 16 + 16, vk * 16:vk * 16 + 16], (16, 16), offset_factor=16)
            T.call_extern("int32", "copy", C_sub.data, C_sub.elem_offset // 256, A_sub.data, A_sub.elem_offset // 256)
