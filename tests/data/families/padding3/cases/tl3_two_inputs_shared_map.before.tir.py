# tir-eqsat padding case tl3_two_inputs_shared_map: BEFORE
# Rule: Two inputs A, B (10,) float32 with the same map i -> [i//4, i%4] pad 0.0 (one assumption loop each), output C with pad none (no postlude).
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((10,), "float32"), B: T.Buffer((10,), "float32"), C: T.Buffer((10,), "float32")):
        for i in range(10):
            C[i] = A[i] * B[i]
