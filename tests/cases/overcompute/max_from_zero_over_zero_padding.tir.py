# A max-reduction that starts from 0 stays at least 0, so adding the padding (assumed 0) with
# T.max changes nothing and the guard goes. Started from an input value instead, the
# accumulator may be negative and max with 0 would change it: that guard stays.
# passes: overcompute
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((16,), "int32"), S: T.Buffer((1,), "int32"), B: T.Buffer((2,), "int32")):
        for i in range(16):
            T.assume(i < 14 or A[i] == 0)
        B[0] = 0
        for i in range(16):
            if i < 14:
                B[0] = T.max(B[0], A[i])
        B[1] = S[0]
        for i in range(16):
            if i < 14:
                B[1] = T.max(B[1], A[i])
