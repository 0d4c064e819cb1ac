# Forms hand-written kernels use that TVM evaluates while parsing: `A.shape[k]` is the extent,
# `x[i] += v` is `x[i] = x[i] + v`, `T.cast(v, dtype)` a cast (folded on a constant), `T.axis.S`
# and `T.axis.R` are `spatial` and `reduce`.
# passes: fmt
# from tvm.script import tirx as T

@T.prim_func(s_tir=True)
def fused(a: T.handle, b: T.handle):
    A = T.match_buffer(a, (32, 64), "float16")
    B = T.match_buffer(b, (32,), "float32")
    with T.sblock("root"):
        T.reads()
        T.writes()
        acc = T.sblock_alloc_buffer((32,), "float32", scope="local")
        for i in T.serial(32, annotations={"pragma_unroll_explicit": 1}):
            for k in range(A.shape[1]):
                with T.sblock("acc"):
                    vi = T.axis.spatial(32, i)
                    vk = T.axis.reduce(64, k)
                    T.reads(A[vi, vk])
                    T.writes(acc[vi])
                    with T.init():
                        acc[vi] = T.float32(0)
                    acc[vi] += T.cast(A[vi, vk], "float32") * T.float32(0.5)
        for i in range(32):
            with T.sblock("out"):
                vi = T.axis.S(32, i)
                B[vi] = T.sigmoid(acc[vi]) + T.tanh(acc[vi]) + T.sqrt(T.fabs(acc[vi])) + T.log(T.exp(acc[vi]))
