# Arguments by keyword and by position as TVM's signatures allow, a chained comparison and
# region slices without a start or stop: the forms hand-written TVMScript uses; TVM reads the
# output as the same function (structural equality).
# passes: fmt
# from tvm.script import ir as I
# from tvm.script import tirx as T

@T.prim_func(s_tir=True)
def main(a: T.handle, B: T.Buffer(shape=(16, 16), dtype="int32"), C: T.Buffer(dtype="float32", shape=(64,))):
    A = T.match_buffer(param=a, shape=(16, 16), dtype="int32", strides=(16, 1), elem_offset=None)
    D = T.decl_buffer((256,), "int32", B.data, None, None, None, "global")
    for i, j in T.grid(16, 16):
        with T.sblock("copy"):
            vi, vj = T.axis.remap("SS", [i, j])
            T.reads(A[vi, :], B[vi, vj:])
            T.writes(D[vi * 16 + vj:vi * 16 + vj + 1])
            if 0 < vi < 15 <= vj + 15:
                D[vi * 16 + vj] = A[vi, vj] + T.cast(B[vi, vj], dtype="int32")
            else:
                D[vi * 16 + vj] = T.cast(dtype="int32", value=C[vi])
