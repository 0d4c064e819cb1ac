# from tvm.script import ir as I
# from tvm.script import tirx as T

@T.prim_func(s_tir=True)
def annotated_loops(A: T.Buffer((16,), "float32")):
    for i in T.serial(16, annotations={"pragma_1": "str_value", "pragma_2": 1, "pragma_3": 0.0}):
        A[i] = T.float32(0.0)
