# Only a one-element buffer takes a value by its name (`A = v` is `A[0] = v`); a buffer of
# several elements is refused, as TVM 0.27 refuses it ("already defined").
# from tvm.script import tirx as T

@T.prim_func
def main(B: T.Buffer((4,), "int32")):
    B = 5
