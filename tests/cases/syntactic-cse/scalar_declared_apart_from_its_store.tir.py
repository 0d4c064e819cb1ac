# A mutable scalar whose first store no longer follows its declaration (a binding comes
# between) prints as TVM prints it: `cos: T.float32`, then `cos = ...`, read as `cos`.
# passes: syntactic-cse
# contains: cos: T.float32
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((16,), "float32")):
    for i in range(16):
        cos: T.float32 = T.cos(T.Cast("float32", i))
        sin: T.float32 = T.sin(T.Cast("float32", i))
        A[i] = cos * cos + sin * sin
