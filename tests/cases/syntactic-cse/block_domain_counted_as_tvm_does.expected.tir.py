# from tvm.script import ir as I
# from tvm.script import tirx as T

@T.prim_func(s_tir=True)
def main(X: T.Buffer((T.int64(8), "n * T.int64(32)"), "float32"), Y: T.Buffer((T.int64(8), n * T.int64(32)), "float32"), n: T.int64):
    for i in range(T.int64(8)):
        cse_v1: T.let[T.int64] = n * T.int64(32)
        for k in range(cse_v1):
            with T.sblock("Y"):
                vi, vk = T.axis.remap("SS", [i, k])
                T.reads(X[vi, vk])
                T.writes(Y[vi, vk])
                Y[vi, vk] = X[vi, vk]
