# Malformed: a vload dtype of another element type than the buffer's (TVM 0.27: "Cannot load
# int32x4 from buffer of float32").
# from tvm.script import tirx as T
@T.prim_func
def main(A: T.Buffer((8,), "float32"), B: T.Buffer((8,), "int32")):
    B[0:4] = A.vload([0], "int32x4")
