# from tvm.script import tirx as T

@T.prim_func
def main(B: T.Buffer((4,), "float32")):
    a: T.f32[4] = B[0]
    B[1] = a[0]
