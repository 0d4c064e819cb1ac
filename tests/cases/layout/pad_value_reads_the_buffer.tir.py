# A pad value that reads the buffer itself indexes it as written (before the transformation):
# the padding of each row repeats its first element, `B[4 * io]` read as `B[io, 0]`; a store at
# `4 * j + 1` lands at `[j, 1]`.
# passes: layout
# args: --buffer B --index-map "lambda i: (i // 4, i % 4)" "--pad-value=lambda io, ii: B[4 * io]"
# no-check: layout changes the signature; scripts/check_layout_tvm.py compares under TVM
# contains: B[io, ii] = B[io, 0]
# contains: B[j, 1] = A[j]
# from tvm.script import tirx as T

@T.prim_func
def f(A: T.Buffer((14,), "int32"), B: T.Buffer((14,), "int32")):
    for i in range(14):
        B[i] = A[i] * 3
    for j in range(3):
        B[4 * j + 1] = A[j]
