# `x = v` defines a new mutable scalar only where `x` names nothing yet; a loop variable
# reassigned in its own body is an error (as in TVM 0.27), never a store to it.
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((16,), "int32")):
    for i in range(4):
        i = i + 1
        A[i] = i
