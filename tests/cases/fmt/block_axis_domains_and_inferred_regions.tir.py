# Block axes as TVM 0.27 reads them: the domain keeps its own dtype (a literal is int32, in a
# pair it takes the other bound's), the variable takes the domain's, the binding keeps its own
# (`vi` is int32 over the int64 loop). A block without `T.reads`/`T.writes` prints without them,
# so that TVM infers them again from the body.
# passes: fmt
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
