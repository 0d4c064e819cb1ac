# A list is no TIR value: an unknown call given one is refused, not read as an opaque call.
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((4,), "int32")):
    A[0] = T.my_extern_op([4])
