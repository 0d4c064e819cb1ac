# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def backward(X: T.Buffer((2, 8, 16), "float32"), gamma: T.Buffer((8,), "float32"), dY: T.Buffer((2, 8, 16), "float32"), stash0: T.Buffer((2, 8, 16), "float32"), stash1: T.Buffer((2, 2), "float32"), dX: T.Buffer((2, 8, 16), "float32"), dgamma: T.Buffer((8,), "float32"), dbeta: T.Buffer((8,), "float32")):
        T.func_attr({"tirx.noalias": True})
        sg = T.sblock_alloc_buffer((2, 2))
        sgx = T.sblock_alloc_buffer((2, 2))
        for n, g, ci, l in T.grid(2, 2, 4, 16):
            with T.sblock("sg"):
                v_n, v_g, v_ci, v_l = T.axis.remap("SSRR", [n, g, ci, l])
                T.reads(dY[v_n, v_g * 4 + v_ci, v_l], gamma[v_g * 4 + v_ci])
                T.writes(sg[v_n, v_g])
                with T.init():
                    sg[v_n, v_g] = T.float32(0.0)
                sg[v_n, v_g] = sg[v_n, v_g] + dY[v_n, v_g * 4 + v_ci, v_l] * gamma[v_g * 4 + v_ci]
        for n, g, ci, l in T.grid(2, 2, 4, 16):
            with T.sblock("sgx"):
                v_n, v_g, v_ci, v_l = T.axis.remap("SSRR", [n, g, ci, l])
                T.reads(dY[v_n, v_g * 4 + v_ci, v_l], gamma[v_g * 4 + v_ci], stash0[v_n, 4 * v_g + v_ci, v_l])
                T.writes(sgx[v_n, v_g])
                with T.init():
                    sgx[v_n, v_g] = T.float32(0.0)
                sgx[v_n, v_g] = sgx[v_n, v_g] + dY[v_n, v_g * 4 + v_ci, v_l] * gamma[v_g * 4 + v_ci] * stash0[v_n, 4 * v_g + v_ci, v_l]
        for n, ch, l in T.grid(2, 8, 16):
            with T.sblock("dX"):
                v_n, v_ch, v_l = T.axis.remap("SSS", [n, ch, l])
                T.reads(dY[v_n, v_ch, v_l], gamma[v_ch], sg[v_n, v_ch // 4], stash0[v_n, v_ch, v_l], sgx[v_n, v_ch // 4], stash1[v_n, v_ch // 4])
                T.writes(dX[v_n, v_ch, v_l])
                dX[v_n, v_ch, v_l] = (dY[v_n, v_ch, v_l] * gamma[v_ch] - sg[v_n, v_ch // 4] / T.float32(64.0) - stash0[v_n, v_ch, v_l] * sgx[v_n, v_ch // 4] / T.float32(64.0)) / stash1[v_n, v_ch // 4]
        for ch, n, l in T.grid(8, 2, 16):
            with T.sblock("dgamma"):
                v_ch, v_n, v_l = T.axis.remap("SRR", [ch, n, l])
                T.reads(dY[v_n, v_ch, v_l], stash0[v_n, v_ch, v_l])
                T.writes(dgamma[v_ch])
                with T.init():
                    dgamma[v_ch] = T.float32(0.0)
                dgamma[v_ch] = dgamma[v_ch] + dY[v_n, v_ch, v_l] * stash0[v_n, v_ch, v_l]
        for ch, n, l in T.grid(8, 2, 16):
            with T.sblock("dbeta"):
                v_ch, v_n, v_l = T.axis.remap("SRR", [ch, n, l])
                T.reads(dY[v_n, v_ch, v_l])
                T.writes(dbeta[v_ch])
                with T.init():
                    dbeta[v_ch] = T.float32(0.0)
                dbeta[v_ch] = dbeta[v_ch] + dY[v_n, v_ch, v_l]

    @T.prim_func(s_tir=True)
    def forward(X: T.Buffer((2, 8, 16), "float32"), gamma: T.Buffer((8,), "float32"), beta: T.Buffer((8,), "float32"), Y: T.Buffer((2, 8, 16), "float32"), stash1: T.Buffer((2, 2), "float32"), stash0: T.Buffer((2, 8, 16), "float32")):
        T.func_attr({"tirx.noalias": True})
        g_sum = T.sblock_alloc_buffer((2, 2))
        g_mean = T.sblock_alloc_buffer((2, 2))
        g_sq = T.sblock_alloc_buffer((2, 2))
        g_var = T.sblock_alloc_buffer((2, 2))
        for n, g, ci, l in T.grid(2, 2, 4, 16):
            with T.sblock("g_sum"):
                v_n, v_g, v_ci, v_l = T.axis.remap("SSRR", [n, g, ci, l])
                T.reads(X[v_n, v_g * 4 + v_ci, v_l])
                T.writes(g_sum[v_n, v_g])
                with T.init():
                    g_sum[v_n, v_g] = T.float32(0.0)
                g_sum[v_n, v_g] = g_sum[v_n, v_g] + X[v_n, v_g * 4 + v_ci, v_l]
        for n, g in T.grid(2, 2):
            with T.sblock("g_mean"):
                v_n, v_g = T.axis.remap("SS", [n, g])
                T.reads(g_sum[v_n, v_g])
                T.writes(g_mean[v_n, v_g])
                g_mean[v_n, v_g] = g_sum[v_n, v_g] / T.float32(64.0)
        for n, g, ci, l in T.grid(2, 2, 4, 16):
            with T.sblock("g_sq"):
                v_n, v_g, v_ci, v_l = T.axis.remap("SSRR", [n, g, ci, l])
                T.reads(X[v_n, v_g * 4 + v_ci, v_l], g_mean[v_n, v_g])
                T.writes(g_sq[v_n, v_g])
                with T.init():
                    g_sq[v_n, v_g] = T.float32(0.0)
                g_sq[v_n, v_g] = g_sq[v_n, v_g] + (X[v_n, v_g * 4 + v_ci, v_l] - g_mean[v_n, v_g]) * (X[v_n, v_g * 4 + v_ci, v_l] - g_mean[v_n, v_g])
        for n, g in T.grid(2, 2):
            with T.sblock("g_var"):
                v_n, v_g = T.axis.remap("SS", [n, g])
                T.reads(g_sq[v_n, v_g])
                T.writes(g_var[v_n, v_g])
                g_var[v_n, v_g] = g_sq[v_n, v_g] / T.float32(64.0)
        for n, ch_div4 in T.grid(2, 2):
            with T.sblock("stash1"):
                v_n, v_ch_div4 = T.axis.remap("SS", [n, ch_div4])
                T.reads(g_var[v_n, v_ch_div4])
                T.writes(stash1[v_n, v_ch_div4])
                stash1[v_n, v_ch_div4] = T.sqrt(g_var[v_n, v_ch_div4] + T.float32(1e-5))
        for n, ch, l in T.grid(2, 8, 16):
            with T.sblock("stash0"):
                v_n, v_ch, v_l = T.axis.remap("SSS", [n, ch, l])
                T.reads(X[v_n, v_ch, v_l], g_mean[v_n, v_ch // 4], stash1[v_n, v_ch // 4])
                T.writes(stash0[v_n, v_ch, v_l])
                stash0[v_n, v_ch, v_l] = (X[v_n, v_ch, v_l] - g_mean[v_n, v_ch // 4]) / stash1[v_n, v_ch // 4]
        for n, ch, l in T.grid(2, 8, 16):
            with T.sblock("Y"):
                v_n, v_ch, v_l = T.axis.remap("SSS", [n, ch, l])
                T.reads(stash0[v_n, v_ch, v_l], gamma[v_ch], beta[v_ch])
                T.writes(Y[v_n, v_ch, v_l])
                Y[v_n, v_ch, v_l] = stash0[v_n, v_ch, v_l] * gamma[v_ch] + beta[v_ch]
