# A string dim over an int8 parameter, as TVM prints it: the cast inside has escaped quotes.
# passes: fmt
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer(("n * 2",), "float32"), n: T.int8):
    for i in range(n * 2):
        A[i] = T.float32(1)
