# from tvm.script import ir as I
# from tvm.script import tirx as T

@T.prim_func(s_tir=True)
def main(A: T.Buffer((8,), "int64"), B: T.Buffer((8,), "int64")):
    for i in range(T.int64(4)):
        with T.sblock("b"):
            vi = T.axis.spatial(4, i)
            vj = T.axis.spatial(T.int64(4), i)
            vk = T.axis.spatial((1, 5), i)
            vl = T.axis.spatial((T.int64(1), 5), i)
            A[vi] = B[vj] + T.Cast("int64", vk) + vl
    for i in range(4):
        with T.sblock("c"):
            vi = T.axis.spatial(4, i)
            T.reads(A[vi])
            B[vi] = A[vi]
