# Malformed: TVM 0.27 reads a slice in a load, A[0:8], as a buffer region, not a vector value
# ("Expected ir.Expr but got ir.TensorRegion"); it prints a vector load as A[T.Ramp(0, 1, 8)].
# from tvm.script import tirx as T
@T.prim_func
def main(A: T.Buffer((8,), "int32"), B: T.Buffer((8,), "int32")):
    B[0:8] = A[0:8] + T.Broadcast(1, 8)
