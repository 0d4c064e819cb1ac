# An offset index map applied to offset reads: `A[i + 2]` through `(i + 2) // 6` reads
# `A[(i + 4) // 6, (i + 4) % 6]`, the two constants folded into one (a read `A[i + 4]` would
# give `i + 6`; the read at `i - 2` gives `i` itself).
# passes: layout
# args: --buffer A --index-map "lambda i: ((i + 2) // 6, (i + 2) % 6)" --pad-value=0
# no-check: layout changes the signature; scripts/check_layout_tvm.py compares under TVM
# contains: B[i] = A[(i + 2) // 6, (i + 2) % 6] + A[(i + 4) // 6, (i + 4) % 6]
# contains: C[i] = A[i // 6, i % 6]
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((16,), "int32"), B: T.Buffer((14,), "int32"), C: T.Buffer((14,), "int32")):
    for i in range(14):
        B[i] = A[i] + A[i + 2]
    for i in range(2, 14):
        C[i] = A[i - 2]
