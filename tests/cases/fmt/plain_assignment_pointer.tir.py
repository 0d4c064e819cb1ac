# `p = A.data`: a pointer, which no scalar holds, is bound immutably with its element type and
# storage scope, printed as TVM 0.27 prints it (`p: T.let[T.handle("float32", "global")]`).
# passes: fmt
# no-check: the interpreter does not model pointers
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((16,), "float32"), n: T.int32):
    p = A.data
    A[0] = T.float32(0.0)
