# Malformed: .data of a scalar variable.
# from tvm.script import tirx as T
@T.prim_func
def main(A: T.Buffer((16,), "int32"), x: T.int32):
    T.evaluate(T.call_extern("int32", "f", x.data))
