# Malformed: a pointer parameter whose element type is not a string.
# from tvm.script import tirx as T
@T.prim_func
def main(p: T.handle(3)):
    T.evaluate(0)
