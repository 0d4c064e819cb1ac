# A one-element buffer assigned by its name (`A = v`) is a store to `A[0]`, as TVM 0.27 reads
# its own print of such a store; the index is `int32` whatever the shape's dtype.
# passes: fmt
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((1,), "int32"), D: T.Buffer((T.int64(1),), "float16"), B: T.Buffer((4,), "int32")):
    for i in range(4):
        A = B[i] + 1
        D = T.Cast("float16", B[i])
