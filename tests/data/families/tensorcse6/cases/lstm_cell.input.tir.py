# tensor-cse case `lstm_cell` (input): TVM 0.27 TVMScript, as te.create_prim_func prints it.
# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def backward(X: T.Buffer((4, 8), "float32"), Cp: T.Buffer((4, 8), "float32"), Wi: T.Buffer((8, 8), "float32"), Wf: T.Buffer((8, 8), "float32"), Wg: T.Buffer((8, 8), "float32"), Wo: T.Buffer((8, 8), "float32"), dC: T.Buffer((4, 8), "float32"), dHn: T.Buffer((4, 8), "float32"), dX: T.Buffer((4, 8), "float32"), dCp: T.Buffer((4, 8), "float32"), dWi: T.Buffer((8, 8), "float32"), dWf: T.Buffer((8, 8), "float32"), dWg: T.Buffer((8, 8), "float32"), dWo: T.Buffer((8, 8), "float32")):
        T.func_attr({"tirx.noalias": True})
        # with T.sblock("root"):
        zo = T.sblock_alloc_buffer((4, 8))
        zf = T.sblock_alloc_buffer((4, 8))
        zi = T.sblock_alloc_buffer((4, 8))
        zg = T.sblock_alloc_buffer((4, 8))
        dCt = T.sblock_alloc_buffer((4, 8))
        dzi = T.sblock_alloc_buffer((4, 8))
        dzf = T.sblock_alloc_buffer((4, 8))
        dzg = T.sblock_alloc_buffer((4, 8))
        dzo = T.sblock_alloc_buffer((4, 8))
        for n, h, k in T.grid(4, 8, 8):
            with T.sblock("zo"):
                v_n, v_h, v_k = T.axis.remap("SSR", [n, h, k])
                T.reads(X[v_n, v_k], Wo[v_k, v_h])
                T.writes(zo[v_n, v_h])
                with T.init():
                    zo[v_n, v_h] = T.float32(0.0)
                zo[v_n, v_h] = zo[v_n, v_h] + X[v_n, v_k] * Wo[v_k, v_h]
        for n, h, k in T.grid(4, 8, 8):
            with T.sblock("zf"):
                v_n, v_h, v_k = T.axis.remap("SSR", [n, h, k])
                T.reads(X[v_n, v_k], Wf[v_k, v_h])
                T.writes(zf[v_n, v_h])
                with T.init():
                    zf[v_n, v_h] = T.float32(0.0)
                zf[v_n, v_h] = zf[v_n, v_h] + X[v_n, v_k] * Wf[v_k, v_h]
        for n, h, k in T.grid(4, 8, 8):
            with T.sblock("zi"):
                v_n, v_h, v_k = T.axis.remap("SSR", [n, h, k])
                T.reads(X[v_n, v_k], Wi[v_k, v_h])
                T.writes(zi[v_n, v_h])
                with T.init():
                    zi[v_n, v_h] = T.float32(0.0)
                zi[v_n, v_h] = zi[v_n, v_h] + X[v_n, v_k] * Wi[v_k, v_h]
        for n, h, k in T.grid(4, 8, 8):
            with T.sblock("zg"):
                v_n, v_h, v_k = T.axis.remap("SSR", [n, h, k])
                T.reads(X[v_n, v_k], Wg[v_k, v_h])
                T.writes(zg[v_n, v_h])
                with T.init():
                    zg[v_n, v_h] = T.float32(0.0)
                zg[v_n, v_h] = zg[v_n, v_h] + X[v_n, v_k] * Wg[v_k, v_h]
        for n, h in T.grid(4, 8):
            with T.sblock("dCt"):
                v_n, v_h = T.axis.remap("SS", [n, h])
                T.reads(dC[v_n, v_h], dHn[v_n, v_h], zo[v_n, v_h], zf[v_n, v_h], Cp[v_n, v_h], zi[v_n, v_h], zg[v_n, v_h])
                T.writes(dCt[v_n, v_h])
                dCt[v_n, v_h] = dC[v_n, v_h] + dHn[v_n, v_h] * T.sigmoid(zo[v_n, v_h]) * (T.float32(1.0) - T.tanh(T.sigmoid(zf[v_n, v_h]) * Cp[v_n, v_h] + T.sigmoid(zi[v_n, v_h]) * T.tanh(zg[v_n, v_h])) * T.tanh(T.sigmoid(zf[v_n, v_h]) * Cp[v_n, v_h] + T.sigmoid(zi[v_n, v_h]) * T.tanh(zg[v_n, v_h])))
        for n, h in T.grid(4, 8):
            with T.sblock("dzi"):
                v_n, v_h = T.axis.remap("SS", [n, h])
                T.reads(dCt[v_n, v_h], zg[v_n, v_h], zi[v_n, v_h])
                T.writes(dzi[v_n, v_h])
                dzi[v_n, v_h] = dCt[v_n, v_h] * T.tanh(zg[v_n, v_h]) * (T.sigmoid(zi[v_n, v_h]) * (T.float32(1.0) - T.sigmoid(zi[v_n, v_h])))
        for n, h in T.grid(4, 8):
            with T.sblock("dzf"):
                v_n, v_h = T.axis.remap("SS", [n, h])
                T.reads(dCt[v_n, v_h], Cp[v_n, v_h], zf[v_n, v_h])
                T.writes(dzf[v_n, v_h])
                dzf[v_n, v_h] = dCt[v_n, v_h] * Cp[v_n, v_h] * (T.sigmoid(zf[v_n, v_h]) * (T.float32(1.0) - T.sigmoid(zf[v_n, v_h])))
        for n, h in T.grid(4, 8):
            with T.sblock("dzg"):
                v_n, v_h = T.axis.remap("SS", [n, h])
                T.reads(dCt[v_n, v_h], zi[v_n, v_h], zg[v_n, v_h])
                T.writes(dzg[v_n, v_h])
                dzg[v_n, v_h] = dCt[v_n, v_h] * T.sigmoid(zi[v_n, v_h]) * (T.float32(1.0) - T.tanh(zg[v_n, v_h]) * T.tanh(zg[v_n, v_h]))
        for n, h in T.grid(4, 8):
            with T.sblock("dzo"):
                v_n, v_h = T.axis.remap("SS", [n, h])
                T.reads(dHn[v_n, v_h], zf[v_n, v_h], Cp[v_n, v_h], zi[v_n, v_h], zg[v_n, v_h], zo[v_n, v_h])
                T.writes(dzo[v_n, v_h])
                dzo[v_n, v_h] = dHn[v_n, v_h] * T.tanh(T.sigmoid(zf[v_n, v_h]) * Cp[v_n, v_h] + T.sigmoid(zi[v_n, v_h]) * T.tanh(zg[v_n, v_h])) * (T.sigmoid(zo[v_n, v_h]) * (T.float32(1.0) - T.sigmoid(zo[v_n, v_h])))
        for n, k, h in T.grid(4, 8, 8):
            with T.sblock("dX"):
                v_n, v_k, v_h = T.axis.remap("SSR", [n, k, h])
                T.reads(dzi[v_n, v_h], Wi[v_k, v_h], dzf[v_n, v_h], Wf[v_k, v_h], dzg[v_n, v_h], Wg[v_k, v_h], dzo[v_n, v_h], Wo[v_k, v_h])
                T.writes(dX[v_n, v_k])
                with T.init():
                    dX[v_n, v_k] = T.float32(0.0)
                dX[v_n, v_k] = dX[v_n, v_k] + (dzi[v_n, v_h] * Wi[v_k, v_h] + dzf[v_n, v_h] * Wf[v_k, v_h] + dzg[v_n, v_h] * Wg[v_k, v_h] + dzo[v_n, v_h] * Wo[v_k, v_h])
        for n, h in T.grid(4, 8):
            with T.sblock("dCp"):
                v_n, v_h = T.axis.remap("SS", [n, h])
                T.reads(dCt[v_n, v_h], zf[v_n, v_h])
                T.writes(dCp[v_n, v_h])
                dCp[v_n, v_h] = dCt[v_n, v_h] * T.sigmoid(zf[v_n, v_h])
        for k, h_, n in T.grid(8, 8, 4):
            with T.sblock("dWi"):
                v_k, v_h_, v_n = T.axis.remap("SSR", [k, h_, n])
                T.reads(X[v_n, v_k], dzi[v_n, v_h_])
                T.writes(dWi[v_k, v_h_])
                with T.init():
                    dWi[v_k, v_h_] = T.float32(0.0)
                dWi[v_k, v_h_] = dWi[v_k, v_h_] + X[v_n, v_k] * dzi[v_n, v_h_]
        for k, h_, n in T.grid(8, 8, 4):
            with T.sblock("dWf"):
                v_k, v_h_, v_n = T.axis.remap("SSR", [k, h_, n])
                T.reads(X[v_n, v_k], dzf[v_n, v_h_])
                T.writes(dWf[v_k, v_h_])
                with T.init():
                    dWf[v_k, v_h_] = T.float32(0.0)
                dWf[v_k, v_h_] = dWf[v_k, v_h_] + X[v_n, v_k] * dzf[v_n, v_h_]
        for k, h_, n in T.grid(8, 8, 4):
            with T.sblock("dWg"):
                v_k, v_h_, v_n = T.axis.remap("SSR", [k, h_, n])
                T.reads(X[v_n, v_k], dzg[v_n, v_h_])
                T.writes(dWg[v_k, v_h_])
                with T.init():
                    dWg[v_k, v_h_] = T.float32(0.0)
                dWg[v_k, v_h_] = dWg[v_k, v_h_] + X[v_n, v_k] * dzg[v_n, v_h_]
        for k, h_, n in T.grid(8, 8, 4):
            with T.sblock("dWo"):
                v_k, v_h_, v_n = T.axis.remap("SSR", [k, h_, n])
                T.reads(X[v_n, v_k], dzo[v_n, v_h_])
                T.writes(dWo[v_k, v_h_])
                with T.init():
                    dWo[v_k, v_h_] = T.float32(0.0)
                dWo[v_k, v_h_] = dWo[v_k, v_h_] + X[v_n, v_k] * dzo[v_n, v_h_]

    @T.prim_func(s_tir=True)
    def forward(X: T.Buffer((4, 8), "float32"), Cp: T.Buffer((4, 8), "float32"), Wi: T.Buffer((8, 8), "float32"), Wf: T.Buffer((8, 8), "float32"), Wg: T.Buffer((8, 8), "float32"), Wo: T.Buffer((8, 8), "float32"), C: T.Buffer((4, 8), "float32"), Hn: T.Buffer((4, 8), "float32")):
        T.func_attr({"tirx.noalias": True})
        # with T.sblock("root"):
        zf = T.sblock_alloc_buffer((4, 8))
        zi = T.sblock_alloc_buffer((4, 8))
        zg = T.sblock_alloc_buffer((4, 8))
        zo = T.sblock_alloc_buffer((4, 8))
        for n, h, k in T.grid(4, 8, 8):
            with T.sblock("zf"):
                v_n, v_h, v_k = T.axis.remap("SSR", [n, h, k])
                T.reads(X[v_n, v_k], Wf[v_k, v_h])
                T.writes(zf[v_n, v_h])
                with T.init():
                    zf[v_n, v_h] = T.float32(0.0)
                zf[v_n, v_h] = zf[v_n, v_h] + X[v_n, v_k] * Wf[v_k, v_h]
        for n, h, k in T.grid(4, 8, 8):
            with T.sblock("zi"):
                v_n, v_h, v_k = T.axis.remap("SSR", [n, h, k])
                T.reads(X[v_n, v_k], Wi[v_k, v_h])
                T.writes(zi[v_n, v_h])
                with T.init():
                    zi[v_n, v_h] = T.float32(0.0)
                zi[v_n, v_h] = zi[v_n, v_h] + X[v_n, v_k] * Wi[v_k, v_h]
        for n, h, k in T.grid(4, 8, 8):
            with T.sblock("zg"):
                v_n, v_h, v_k = T.axis.remap("SSR", [n, h, k])
                T.reads(X[v_n, v_k], Wg[v_k, v_h])
                T.writes(zg[v_n, v_h])
                with T.init():
                    zg[v_n, v_h] = T.float32(0.0)
                zg[v_n, v_h] = zg[v_n, v_h] + X[v_n, v_k] * Wg[v_k, v_h]
        for n, h in T.grid(4, 8):
            with T.sblock("C"):
                v_n, v_h = T.axis.remap("SS", [n, h])
                T.reads(zf[v_n, v_h], Cp[v_n, v_h], zi[v_n, v_h], zg[v_n, v_h])
                T.writes(C[v_n, v_h])
                C[v_n, v_h] = T.sigmoid(zf[v_n, v_h]) * Cp[v_n, v_h] + T.sigmoid(zi[v_n, v_h]) * T.tanh(zg[v_n, v_h])
        for n, h, k in T.grid(4, 8, 8):
            with T.sblock("zo"):
                v_n, v_h, v_k = T.axis.remap("SSR", [n, h, k])
                T.reads(X[v_n, v_k], Wo[v_k, v_h])
                T.writes(zo[v_n, v_h])
                with T.init():
                    zo[v_n, v_h] = T.float32(0.0)
                zo[v_n, v_h] = zo[v_n, v_h] + X[v_n, v_k] * Wo[v_k, v_h]
        for n, h in T.grid(4, 8):
            with T.sblock("Hn"):
                v_n, v_h = T.axis.remap("SS", [n, h])
                T.reads(zo[v_n, v_h], C[v_n, v_h])
                T.writes(Hn[v_n, v_h])
                Hn[v_n, v_h] = T.sigmoid(zo[v_n, v_h]) * T.tanh(C[v_n, v_h])