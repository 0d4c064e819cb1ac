# Semantic CSE leaves a block's bindings and `T.where` as written: TVM's block-level passes read
# them as functions of the loop variables, and with let-bound variables in them (`cse_v5 =
# cse_v1 // 2 + ax0`) TVM 0.27's CompactBufferAllocation shrank this rolling buffer to the
# columns one `i2_0` iteration touches, so the compiled output computed 417 of C's 576 elements
# wrongly (reduced from TVM's rolling_buffer test; TVM's own CSE refuses the file).
# passes: cse
# from tvm.script import ir as I
# from tvm.script import tirx as T
@T.prim_func(s_tir=True)
def main(A: T.Buffer((16, 16), "int32"), C: T.Buffer((24, 24), "int32")):
    B = T.sblock_alloc_buffer((5, 14), "int32")
    for i1_0, i2_0 in T.grid(5, 5):
        for ax0, ax1 in T.grid(5, 5):
            with T.sblock("B"):
                ax1_1 = T.axis.opaque(14, i1_0 * 5 // 2 + ax0)
                ax2_1 = T.axis.spatial(14, i2_0 * 5 // 2 + ax1)
                T.where(i1_0 * 5 // 2 + ax0 < 14 and i2_0 * 5 // 2 + ax1 < 14 and (i1_0 < 1 or 2 <= ax0) and (i2_0 < 1 or 2 <= ax1))
                T.reads(A[ax1_1, ax2_1])
                T.writes(B[ax1_1 % 5, ax2_1])
                B[ax1_1 % 5, ax2_1] = A[ax1_1, ax2_1]
        for i1_1, i2_1 in T.grid(5, 5):
            with T.sblock("C"):
                ax1 = T.axis.opaque(24, i1_0 * 5 + i1_1)
                ax2 = T.axis.spatial(24, i2_0 * 5 + i2_1)
                T.where(i1_0 * 5 + i1_1 < 24 and i2_0 * 5 + i2_1 < 24)
                T.reads(B[ax1 // 2 % 5, ax2 // 2])
                T.writes(C[ax1, ax2])
                C[ax1, ax2] = B[ax1 // 2 % 5, ax2 // 2]
