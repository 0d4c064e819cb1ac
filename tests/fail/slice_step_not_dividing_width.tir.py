# A strided slice spans lanes * step elements: 7 is no multiple of the step 2.
# from tvm.script import tirx as T
@T.prim_func
def main(A: T.Buffer((64,), "float32")):
    A[0:7:2] = T.Broadcast(T.float32(1.0), 4)
