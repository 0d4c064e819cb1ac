# A column sum over an input laid out in blocks of 5: the assumption says the padding holds
# 0; the reduction loop then iterates the blocks with a guard.
# passes: layout,sequential-access
# args: --buffer A --index-map "lambda i, j: (i, j // 5, j % 5)" --pad-value=0.0
# no-check: layout changes the signature; scripts/check_layout_tvm.py compares under TVM
# contains: if 5 * j_outer + j_inner < 12:
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((4, 12), "float32"), B: T.Buffer((4,), "float32")):
    for i in range(4):
        B[i] = T.float32(0.0)
        for j in range(12):
            B[i] = B[i] + A[i, j]
