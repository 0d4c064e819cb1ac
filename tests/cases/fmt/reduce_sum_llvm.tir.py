# Corpus program reduce_sum_llvm: decl_buffer over a parameter's data.
# passes: fmt
# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def main(x: T.Buffer((64, 1024), "float32"), x_red: T.Buffer((64,), "float32")):
        T.func_attr({"target": T.target({"host": {"keys": ["cpu"], "kind": "llvm", "mtriple": "x86_64-conda-linux-gnu", "tag": ""}, "keys": ["cpu"], "kind": "llvm", "mtriple": "x86_64-conda-linux-gnu", "tag": ""}), "tirx.noalias": True})
        x_1 = x.view(65536)
        x_red_1 = T.decl_buffer((64,), data=x_red.data)
        for ax0, k1_0 in T.grid(64, 64):
            if k1_0 == 0:
                x_red_1[ax0] = T.float32(0.0)
            x_red_1[ax0] = x_red_1[ax0] + x_1[ax0 * 1024 + k1_0 * 16]
            x_red_1[ax0] = x_red_1[ax0] + x_1[ax0 * 1024 + k1_0 * 16 + 1]
            x_red_1[ax0] = x_red_1[ax0] + x_1[ax0 * 1024 + k1_0 * 16 + 2]
            x_red_1[ax0] = x_red_1[ax0] + x_1[ax0 * 1024 + k1_0 * 16 + 3]
            x_red_1[ax0] = x_red_1[ax0] + x_1[ax0 * 1024 + k1_0 * 16 + 4]
            x_red_1[ax0] = x_red_1[ax0] + x_1[ax0 * 1024 + k1_0 * 16 + 5]
            x_red_1[ax0] = x_red_1[ax0] + x_1[ax0 * 1024 + k1_0 * 16 + 6]
            x_red_1[ax0] = x_red_1[ax0] + x_1[ax0 * 1024 + k1_0 * 16 + 7]
            x_red_1[ax0] = x_red_1[ax0] + x_1[ax0 * 1024 + k1_0 * 16 + 8]
            x_red_1[ax0] = x_red_1[ax0] + x_1[ax0 * 1024 + k1_0 * 16 + 9]
            x_red_1[ax0] = x_red_1[ax0] + x_1[ax0 * 1024 + k1_0 * 16 + 10]
            x_red_1[ax0] = x_red_1[ax0] + x_1[ax0 * 1024 + k1_0 * 16 + 11]
            x_red_1[ax0] = x_red_1[ax0] + x_1[ax0 * 1024 + k1_0 * 16 + 12]
            x_red_1[ax0] = x_red_1[ax0] + x_1[ax0 * 1024 + k1_0 * 16 + 13]
            x_red_1[ax0] = x_red_1[ax0] + x_1[ax0 * 1024 + k1_0 * 16 + 14]
            x_red_1[ax0] = x_red_1[ax0] + x_1[ax0 * 1024 + k1_0 * 16 + 15]