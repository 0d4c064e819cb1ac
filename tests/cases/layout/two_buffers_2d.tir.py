# transform_layout of a 2-D input (pad assumed 0) and of the output (a lambda pad value over
# the transformed indices): 10 columns in 3 blocks of 4 leave 2 padding columns per row.
# passes: layout
# args: --buffer A --index-map "lambda i, j: (i, j // 4, j % 4)" --pad-value=0 --buffer B --index-map "lambda i, j: (i, j // 4, j % 4)" "--pad-value=lambda r, jo, ji: r * 100 + jo"
# no-check: layout changes the signature; scripts/check_layout_tvm.py compares under TVM
# contains: A: T.Buffer((3, 3, 4), "int32")
# contains: T.assume(
# contains: B[r, jo, ji] = r * 100 + jo
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((3, 10), "int32"), B: T.Buffer((3, 10), "int32")):
    for i, j in T.grid(3, 10):
        B[i, j] = A[i, j] + 1
