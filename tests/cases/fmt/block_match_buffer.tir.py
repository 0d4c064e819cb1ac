# A block matching buffers over regions of outer buffers (rank 1 and rank 0), with keywords.
# passes: fmt
# no-check: a match without offset_factor at a nonzero offset, which TVM 0.27 cannot lower and the interpreter refuses alike
# from tvm.script import tirx as T

@T.prim_func(s_tir=True)
def main(A: T.Buffer((128, 128), "float32"), B: T.Buffer((128,), "float32")):
    with T.sblock("root"):
        T.reads()
        T.writes()
        for i, j in T.grid(128, 8):
            with T.sblock("blk"):
                vi, vj = T.axis.remap("SS", [i, j])
                T.reads(A[vi, vj * 16:vj * 16 + 16])
                T.writes(B[vi])
                sub_A = T.match_buffer(A[vi, vj * 16:vj * 16 + 16], (16,), offset_factor=1)
                BB = T.match_buffer(B[vi], (), scope="global")
                BB[()] = sub_A[0] + T.float32(1)
