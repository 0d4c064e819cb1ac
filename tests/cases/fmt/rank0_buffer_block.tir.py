# A rank-0 buffer in a block prints as c[()] (c[] is not Python).
# passes: fmt

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def scalar_add(a: T.Buffer((), "float32"), b: T.Buffer((), "float32"), c: T.Buffer((), "float32")):
        with T.sblock("scalar_add"):
            T.reads()
            T.writes()
            c[()] = a[()] + b[()]
