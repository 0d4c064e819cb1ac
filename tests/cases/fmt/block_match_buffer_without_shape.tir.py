# A block's T.match_buffer without a shape takes the region's extents, folded where the bounds
# differ by a constant (TVM reads it so): (16, 16) here, a point dimension spanning 1.
# passes: fmt
# no-check: a match without offset_factor at a nonzero offset, which TVM 0.27 cannot lower and the interpreter refuses alike
# from tvm.script import tirx as T

@T.prim_func(s_tir=True)
def main(A: T.Buffer((256, 256), "float32"), C: T.Buffer((4, 256), "float32")):
    for ti, tj, i, j in T.grid(16, 16, 16, 16):
        with T.sblock("compute"):
            tile_i, tile_j, vi, vj = T.axis.remap("SSSS", [ti, tj, i, j])
            B = T.match_buffer(A[tile_i * 16 : (tile_i + 1) * 16, tile_j * 16 : (tile_j + 1) * 16], dtype="float32")
            D = T.match_buffer(C[tile_i % 4, tile_j * 16 : tile_j * 16 + 16])
            B[vi, vj] = D[0, vj]
