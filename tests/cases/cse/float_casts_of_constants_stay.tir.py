# A cast of a float constant folds only when it is exact: `T.Cast("float32", T.float16(0.1))`
# stays (the literal's written 0.1 and its float16 value differ, and TVM's build folds it in
# double precision to 0.1), and so does a cast to float16 of a float64 that float16 cannot hold
# (folded through float32 it came out 1.0 where TVM computes 1.0009765625); an exact one folds.
# passes: cse
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(B: T.Buffer((4,), "float32"), H: T.Buffer((4,), "float16")):
        B[0] = B[1] + T.Cast("float32", T.float16(0.1)) * T.float32(1000.0)
        B[2] = T.Cast("float32", T.float16(0.5)) + B[3]
        H[0] = T.Cast("float16", T.float64(1.0004882812500009))
