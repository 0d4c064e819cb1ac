# Corpus program layout_transform_pad_llvm (TVM's CSE: 35,840 weighted ops; ours 0.42 of it).
# passes: cse
# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def main(x: T.Buffer((1, 30, 30, 3), "float32"), y: T.Buffer((1, 4, 4, 8, 8, 3), "float32")):
        T.func_attr({"target": T.target({"host": {"keys": ["cpu"], "kind": "llvm", "mtriple": "x86_64-conda-linux-gnu", "tag": ""}, "keys": ["cpu"], "kind": "llvm", "mtriple": "x86_64-conda-linux-gnu", "tag": ""}), "tirx.noalias": True})
        x_1 = x.view(2700)
        y_1 = y.view(3072)
        for axis1, axis2, axis3, axis4 in T.grid(4, 4, 8, 8):
            y_1[axis1 * 768 + axis2 * 192 + axis3 * 24 + axis4 * 3] = T.if_then_else(axis1 == 3 and 6 <= axis3 or axis2 == 3 and 6 <= axis4, T.float32(0.0), x_1[axis1 * 720 + axis3 * 90 + axis2 * 24 + axis4 * 3] * T.float32(2.0) + T.float32(1.0))
            y_1[axis1 * 768 + axis2 * 192 + axis3 * 24 + axis4 * 3 + 1] = T.if_then_else(axis1 == 3 and 6 <= axis3 or axis2 == 3 and 6 <= axis4, T.float32(0.0), x_1[axis1 * 720 + axis3 * 90 + axis2 * 24 + axis4 * 3 + 1] * T.float32(2.0) + T.float32(1.0))
            y_1[axis1 * 768 + axis2 * 192 + axis3 * 24 + axis4 * 3 + 2] = T.if_then_else(axis1 == 3 and 6 <= axis3 or axis2 == 3 and 6 <= axis4, T.float32(0.0), x_1[axis1 * 720 + axis3 * 90 + axis2 * 24 + axis4 * 3 + 2] * T.float32(2.0) + T.float32(1.0))