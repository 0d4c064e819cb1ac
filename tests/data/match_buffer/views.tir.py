# Block-level views: a match with declared stride symbols and an offset variable, read as values;
# a rank-reducing match of that view; a match of a block's own strided buffer (whose offset is
# not read: TVM's CompactBufferAllocation may change an internal buffer's layout).
# from tvm.script import tirx as T

@T.prim_func(s_tir=True)
def views(A: T.Buffer((8, 6, 10), "int32"), B: T.Buffer((8, 4, 4), "int32"), C: T.Buffer((8, 3), "int32")):
    for i, j in T.grid(8, 2):
        with T.sblock("outer"):
            vi, vj = T.axis.remap("SS", [i, j])
            T.reads(A[vi, vj * 2:vj * 2 + 4, 3:7])
            T.writes(B[vi, vj * 2:vj * 2 + 2, 0:4], C[vi, 0:3])
            S = T.sblock_alloc_buffer((4, 4), "int32", strides=(5, 1))
            sub = T.match_buffer(A[vi, vj * 2:vj * 2 + 4, 3:7], (4, 4), "int32", strides=("s0", "s1"), offset_factor=1)
            for a, b in T.grid(4, 4):
                S[a, b] = sub[a, b] * 2 + a
            for a in range(2):
                with T.sblock("inner"):
                    va = T.axis.spatial(2, a)
                    T.reads(S[va * 2 + 1, 0:4], sub[va, 0:4])
                    T.writes(B[vi, vj * 2 + va, 0:4])
                    row = T.match_buffer(S[va * 2 + 1, 0:4], (4,), "int32", strides=("r0",), offset_factor=1)
                    q = T.match_buffer(sub[va, 0:4], (4,), "int32", strides=("q0",), offset_factor=1)
                    for b in range(4):
                        B[vi, vj * 2 + va, b] = row[b] + q[b] + q.elem_offset
            C[vi, 0] = sub.elem_offset
            C[vi, 1] = sub.strides[0]
            C[vi, 2] = sub.strides[1]
