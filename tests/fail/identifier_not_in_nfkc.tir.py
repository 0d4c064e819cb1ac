# An identifier Python reads as another (NFKC: the fullwidth x is `x`), which would shadow the
# parameter in TVM and name a new variable here: refused.
# from tvm.script import tirx as T

@T.prim_func
def main(B: T.Buffer((4,), "int32"), x: T.int32):
    ｘ: T.let[T.int32] = 5
    B[0] = x + 1
