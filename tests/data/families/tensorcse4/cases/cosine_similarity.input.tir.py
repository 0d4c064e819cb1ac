# tensor-cse case `cosine_similarity` (input): TVM 0.27 TVMScript, as te.create_prim_func prints it.
# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def backward(A: T.Buffer((16, 32), "float32"), B: T.Buffer((16, 32), "float32"), dY: T.Buffer((16,), "float32"), dA: T.Buffer((16, 32), "float32"), dB: T.Buffer((16, 32), "float32")):
        T.func_attr({"tirx.noalias": True})
        # with T.sblock("root"):
        sa = T.sblock_alloc_buffer((16,))
        na = T.sblock_alloc_buffer((16,))
        sb = T.sblock_alloc_buffer((16,))
        nb = T.sblock_alloc_buffer((16,))
        dot = T.sblock_alloc_buffer((16,))
        y = T.sblock_alloc_buffer((16,))
        for n, d in T.grid(16, 32):
            with T.sblock("sa"):
                v_n, v_d = T.axis.remap("SR", [n, d])
                T.reads(A[v_n, v_d])
                T.writes(sa[v_n])
                with T.init():
                    sa[v_n] = T.float32(0.0)
                sa[v_n] = sa[v_n] + A[v_n, v_d] * A[v_n, v_d]
        for n in range(16):
            with T.sblock("na"):
                v_n = T.axis.spatial(16, n)
                T.reads(sa[v_n])
                T.writes(na[v_n])
                na[v_n] = T.sqrt(sa[v_n] + T.float32(1.0000000000000001e-05))
        for n, d in T.grid(16, 32):
            with T.sblock("sb"):
                v_n, v_d = T.axis.remap("SR", [n, d])
                T.reads(B[v_n, v_d])
                T.writes(sb[v_n])
                with T.init():
                    sb[v_n] = T.float32(0.0)
                sb[v_n] = sb[v_n] + B[v_n, v_d] * B[v_n, v_d]
        for n in range(16):
            with T.sblock("nb"):
                v_n = T.axis.spatial(16, n)
                T.reads(sb[v_n])
                T.writes(nb[v_n])
                nb[v_n] = T.sqrt(sb[v_n] + T.float32(1.0000000000000001e-05))
        for n, d in T.grid(16, 32):
            with T.sblock("dot"):
                v_n, v_d = T.axis.remap("SR", [n, d])
                T.reads(A[v_n, v_d], B[v_n, v_d])
                T.writes(dot[v_n])
                with T.init():
                    dot[v_n] = T.float32(0.0)
                dot[v_n] = dot[v_n] + A[v_n, v_d] * B[v_n, v_d]
        for n in range(16):
            with T.sblock("y"):
                v_n = T.axis.spatial(16, n)
                T.reads(dot[v_n], na[v_n], nb[v_n])
                T.writes(y[v_n])
                y[v_n] = dot[v_n] / (na[v_n] * nb[v_n])
        for n, j in T.grid(16, 32):
            with T.sblock("dA"):
                v_n, v_j = T.axis.remap("SS", [n, j])
                T.reads(dY[v_n], B[v_n, v_j], na[v_n], nb[v_n], y[v_n], A[v_n, v_j])
                T.writes(dA[v_n, v_j])
                dA[v_n, v_j] = dY[v_n] * (B[v_n, v_j] / (na[v_n] * nb[v_n]) - y[v_n] * A[v_n, v_j] / (na[v_n] * na[v_n]))
        for n, j in T.grid(16, 32):
            with T.sblock("dB"):
                v_n, v_j = T.axis.remap("SS", [n, j])
                T.reads(dY[v_n], A[v_n, v_j], na[v_n], nb[v_n], y[v_n], B[v_n, v_j])
                T.writes(dB[v_n, v_j])
                dB[v_n, v_j] = dY[v_n] * (A[v_n, v_j] / (na[v_n] * nb[v_n]) - y[v_n] * B[v_n, v_j] / (nb[v_n] * nb[v_n]))

    @T.prim_func(s_tir=True)
    def forward(A: T.Buffer((16, 32), "float32"), B: T.Buffer((16, 32), "float32"), Y: T.Buffer((16,), "float32")):
        T.func_attr({"tirx.noalias": True})
        # with T.sblock("root"):
        dot = T.sblock_alloc_buffer((16,))
        sa = T.sblock_alloc_buffer((16,))
        na = T.sblock_alloc_buffer((16,))
        sb = T.sblock_alloc_buffer((16,))
        nb = T.sblock_alloc_buffer((16,))
        for n, d in T.grid(16, 32):
            with T.sblock("dot"):
                v_n, v_d = T.axis.remap("SR", [n, d])
                T.reads(A[v_n, v_d], B[v_n, v_d])
                T.writes(dot[v_n])
                with T.init():
                    dot[v_n] = T.float32(0.0)
                dot[v_n] = dot[v_n] + A[v_n, v_d] * B[v_n, v_d]
        for n, d in T.grid(16, 32):
            with T.sblock("sa"):
                v_n, v_d = T.axis.remap("SR", [n, d])
                T.reads(A[v_n, v_d])
                T.writes(sa[v_n])
                with T.init():
                    sa[v_n] = T.float32(0.0)
                sa[v_n] = sa[v_n] + A[v_n, v_d] * A[v_n, v_d]
        for n in range(16):
            with T.sblock("na"):
                v_n = T.axis.spatial(16, n)
                T.reads(sa[v_n])
                T.writes(na[v_n])
                na[v_n] = T.sqrt(sa[v_n] + T.float32(1.0000000000000001e-05))
        for n, d in T.grid(16, 32):
            with T.sblock("sb"):
                v_n, v_d = T.axis.remap("SR", [n, d])
                T.reads(B[v_n, v_d])
                T.writes(sb[v_n])
                with T.init():
                    sb[v_n] = T.float32(0.0)
                sb[v_n] = sb[v_n] + B[v_n, v_d] * B[v_n, v_d]
        for n in range(16):
            with T.sblock("nb"):
                v_n = T.axis.spatial(16, n)
                T.reads(sb[v_n])
                T.writes(nb[v_n])
                nb[v_n] = T.sqrt(sb[v_n] + T.float32(1.0000000000000001e-05))
        for n in range(16):
            with T.sblock("Y"):
                v_n = T.axis.spatial(16, n)
                T.reads(dot[v_n], na[v_n], nb[v_n])
                T.writes(Y[v_n])
                Y[v_n] = dot[v_n] / (na[v_n] * nb[v_n])