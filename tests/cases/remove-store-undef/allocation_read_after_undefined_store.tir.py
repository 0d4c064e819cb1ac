# A store of an undefined value into an allocation goes only where no later read sees the
# element it leaves unwritten (a read of an element nothing wrote is an error in the RFC's
# semantics): `x` and `y` are read where they hold the undefined value, so their stores stay
# with 0 for it; `c`'s undefined elements are overwritten or never read, so its store goes.
# passes: remove-store-undef
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((16,), "int32"), B: T.Buffer((16,), "int32"), C: T.Buffer((16,), "int16"), D: T.Buffer((16,), "int16")):
        for i in range(16):
            x: T.int32 = T.if_then_else(i < 14, A[i], T.undef())
            B[i] = x
        y = T.alloc_buffer((4,), "int16")
        c = T.alloc_buffer((4,), "int16")
        for i in range(16):
            y[i % 4] = T.Cast("int16", T.undef())
            c[i % 4] = T.Cast("int16", T.undef())
            if i % 4 == 0:
                c[0] = C[i]
            D[i] = c[0] + y[i % 4]
