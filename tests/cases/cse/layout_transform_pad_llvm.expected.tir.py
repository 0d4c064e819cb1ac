# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def main(x: T.Buffer((1, 30, 30, 3), "float32"), y: T.Buffer((1, 4, 4, 8, 8, 3), "float32")):
        T.func_attr({"target": T.target({"host": {"keys": ["cpu"], "kind": "llvm", "mtriple": "x86_64-conda-linux-gnu", "tag": ""}, "keys": ["cpu"], "kind": "llvm", "mtriple": "x86_64-conda-linux-gnu", "tag": ""}), "tirx.noalias": True})
        x_1 = x.view(2700)
        y_1 = y.view(3072)
        for axis1 in range(4):
            cse_v1: T.let[T.bool] = axis1 == 3
            cse_v2: T.let[T.int32] = axis1 * 720
            cse_v3: T.let[T.int32] = axis1 * 768
            for axis2 in range(4):
                cse_v4: T.let[T.bool] = axis2 == 3
                cse_v5: T.let[T.int32] = cse_v2 + axis2 * 24
                cse_v6: T.let[T.int32] = cse_v3 + axis2 * 192
                for axis3 in range(8):
                    cse_v7: T.let[T.bool] = cse_v1 and 6 <= axis3
                    cse_v8: T.let[T.int32] = cse_v5 + axis3 * 90
                    cse_v9: T.let[T.int32] = cse_v6 + axis3 * 24
                    for axis4 in range(8):
                        cse_v10: T.let[T.int32] = axis4 * 3
                        cse_v11: T.let[T.bool] = cse_v7 or cse_v4 and 6 <= axis4
                        cse_v12: T.let[T.int32] = cse_v8 + cse_v10
                        cse_v13: T.let[T.int32] = cse_v9 + cse_v10
                        y_1[cse_v13] = T.if_then_else(cse_v11, T.float32(0.0), x_1[cse_v12] * T.float32(2.0) + T.float32(1.0))
                        y_1[cse_v13 + 1] = T.if_then_else(cse_v11, T.float32(0.0), x_1[cse_v12 + 1] * T.float32(2.0) + T.float32(1.0))
                        y_1[cse_v13 + 2] = T.if_then_else(cse_v11, T.float32(0.0), x_1[cse_v12 + 2] * T.float32(2.0) + T.float32(1.0))
