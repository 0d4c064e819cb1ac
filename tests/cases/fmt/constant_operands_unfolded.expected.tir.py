# from tvm.script import ir as I
# from tvm.script import tirx as T

@T.prim_func
def main(B: T.Buffer((4,), "int32"), C: T.Buffer((4,), "bool")):
    B[T.FloorMod(0, 2)] = T.Min(1, 2) + T.Max(3, 4) + T.Mod(5, 2) + T.Add(1, 2) + T.FloorDiv(7, 2)
    C[0] = T.EQ(1, 2)
    B[1] = 6
