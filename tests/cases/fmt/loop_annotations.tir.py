# Loop annotations (annotations={...}) are carried through; an annotated loop is never folded into T.grid.
# passes: fmt
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def annotated_loops(A: T.Buffer((16,), "float32")):
    for i in T.serial(16, annotations={"pragma_1": "str_value", "pragma_2": 1, "pragma_3": 0.0}):
        A[i] = T.float32(0.0)
