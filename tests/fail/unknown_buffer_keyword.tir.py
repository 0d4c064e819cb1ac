# Malformed: a keyword no buffer declaration takes.
# from tvm.script import tirx as T
@T.prim_func
def main(A: T.Buffer((16,), "float32")):
    B = T.alloc_buffer((4,), colour="red")
    B[0] = A[0]
