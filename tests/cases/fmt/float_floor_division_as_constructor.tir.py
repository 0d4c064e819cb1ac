# TVM's `T.FloorDiv` and `T.FloorMod` build a floor division of floats, which its `//` and `%`
# refuse: such a node prints back as its constructor, never as an operator TVM cannot read.
# passes: fmt
# from tvm.script import tirx as T

@T.prim_func
def main(F: T.Buffer((4,), "float32")):
    F[0] = T.FloorDiv(F[1], F[2]) + T.FloorMod(F[1], F[3])
