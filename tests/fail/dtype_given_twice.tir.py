# Malformed: a dtype given both positionally and as a keyword.
# from tvm.script import tirx as T
@T.prim_func
def main(A: T.Buffer((16,), "float32")):
    B = T.alloc_buffer((4,), "int32", dtype="int32")
    B[0] = 1
