# The same program with --no-bind-predicates: conditions stay literal, as TVM.
# passes: cse
# args: --no-bind-predicates
# not-contains: T.let[T.bool]
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((64,), "int32"), y: T.int32):
    for yy, rc in T.grid(8, 8):
        if 1 <= yy and yy < y:
            A[yy * 8 + rc] = 1
        if 1 <= yy:
            A[yy * 8 + rc] = A[yy * 8 + rc] + 2
