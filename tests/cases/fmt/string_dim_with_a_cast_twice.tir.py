# A dim holding a T.Cast over a later parameter stays a string also after an earlier dim named
# that parameter: TVM cannot evaluate the bare form there (its own print writes it bare).
# passes: fmt
# from tvm.script import tirx as T
@T.prim_func
def main(A: T.Buffer(("T.Cast(\"int32\", n)",), "float32"), B: T.Buffer(("T.Cast(\"int32\", n)",), "float32"), n: T.int8):
    B[0] = A[0]
