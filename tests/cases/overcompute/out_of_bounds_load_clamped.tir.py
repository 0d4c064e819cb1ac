# Running `B[i] = C[13 - i]` also at i = 14, 15 (later overwritten) would read C[-1], C[-2]: the
# coordinate is clamped on the side it leaves (`T.max(13 - i, 0)`, the identity where the
# program read it), one operation for the guard's one. Not `(13 - i) % 14`, which TVM 0.27
# miscompiles (tests/data/tvm-bugs/flatten_buffer_floormod.tir.py).
# passes: overcompute
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(B: T.Buffer((16,), "int32"), C: T.Buffer((14,), "int32"), D: T.Buffer((16,), "int32")):
        for i in range(16):
            if i < 14:
                B[i] = C[13 - i]
        for i in range(16):
            if i >= 2:
                D[i] = C[i - 2]
        for i in range(16):
            if i >= 14:
                B[i] = 0
            if i < 2:
                D[i] = 0
