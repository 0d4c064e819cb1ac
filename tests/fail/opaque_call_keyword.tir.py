# Malformed: keyword arguments to an unknown intrinsic.
# from tvm.script import tirx as T
@T.prim_func
def main(A: T.Buffer((16,), "float32")):
    T.evaluate(T.mystery(1, mode="fast"))
