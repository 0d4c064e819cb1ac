# from tvm.script import ir as I
# from tvm.script import tirx as T

@T.prim_func(s_tir=True)
def main(A: T.Buffer((4,), "int32"), C: T.Buffer((1,), "int32")):
    for k in range(1, 4):
        with T.sblock("D"):
            vk = T.axis.reduce(4, k)
            T.reads(A[vk])
            T.writes(C[0])
            with T.init():
                C[0] = 0
            C[0] = C[0] + A[vk]
