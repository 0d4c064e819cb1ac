# Corpus program hand_b: commuted sums are different syntax, so only exact repeats are bound.
# passes: syntactic-cse
# Hand-written example (b): like (a) but the later stores use commuted forms
# (y+x)+z and z+(y+x); all three are equal modulo commutativity/associativity.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def main(buffer: T.Buffer((50,), "int32"), x: T.int32, y: T.int32, z: T.int32, i1: T.int32, i2: T.int32, i3: T.int32, i4: T.int32):
        T.func_attr({"tirx.noalias": True})
        buffer[i1] = x + y + z
        buffer[i2] = y + x + z
        buffer[i3] = z + (y + x)
        buffer[i4] = x + y
