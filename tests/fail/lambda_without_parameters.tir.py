# Malformed: a lambda without parameters as a callee (the fast parser once panicked on it).
# from tvm.script import tirx as T
@T.prim_func
def main(A: T.Buffer((16,), "float32")):
    A[0] = (lambda : x)(T.float32(1.0))
