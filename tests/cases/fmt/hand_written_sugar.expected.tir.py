# from tvm.script import ir as I
# from tvm.script import tirx as T

@T.prim_func(s_tir=True)
def fused(A: T.Buffer((32, 64), "float16"), B: T.Buffer((32,), "float32")):
    with T.sblock("root"):
        T.reads()
        T.writes()
        acc = T.sblock_alloc_buffer((32,), scope="local")
        for i in T.serial(32, annotations={"pragma_unroll_explicit": 1}):
            for k in range(64):
                with T.sblock("acc"):
                    vi = T.axis.spatial(32, i)
                    vk = T.axis.reduce(64, k)
                    T.reads(A[vi, vk])
                    T.writes(acc[vi])
                    with T.init():
                        acc[vi] = T.float32(0.0)
                    acc[vi] = acc[vi] + T.Cast("float32", A[vi, vk]) * T.float32(0.5)
        for i in range(32):
            with T.sblock("out"):
                vi = T.axis.spatial(32, i)
                B[vi] = T.sigmoid(acc[vi]) + T.tanh(acc[vi]) + T.sqrt(T.fabs(acc[vi])) + T.log(T.exp(acc[vi]))
