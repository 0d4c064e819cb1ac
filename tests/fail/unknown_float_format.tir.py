# Malformed: a dtype TVM does not know.
# from tvm.script import tirx as T
@T.prim_func
def main(A: T.Buffer((16,), "float7_e3m3"), x: T.int32):
    A[0] = A[1]
