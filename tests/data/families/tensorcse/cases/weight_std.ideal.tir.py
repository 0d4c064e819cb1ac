# tensor-cse case `weight_std` (ideal): TVM 0.27 TVMScript, as te.create_prim_func prints it.
# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def backward(W: T.Buffer((8, 4, 9), "float32"), X: T.Buffer((4, 4, 9), "float32"), dOut: T.Buffer((4, 8), "float32"), W_hat: T.Buffer((8, 4, 9), "float32"), std: T.Buffer((8,), "float32"), dX: T.Buffer((4, 4, 9), "float32"), dW: T.Buffer((8, 4, 9), "float32")):
        T.func_attr({"tirx.noalias": True})
        # with T.sblock("root"):
        dW_hat = T.sblock_alloc_buffer((8, 4, 9))
        sg = T.sblock_alloc_buffer((8,))
        sgx = T.sblock_alloc_buffer((8,))
        for n, i, k, o in T.grid(4, 4, 9, 8):
            with T.sblock("dX"):
                v_n, v_i, v_k, v_o = T.axis.remap("SSSR", [n, i, k, o])
                T.reads(dOut[v_n, v_o], W_hat[v_o, v_i, v_k])
                T.writes(dX[v_n, v_i, v_k])
                with T.init():
                    dX[v_n, v_i, v_k] = T.float32(0.0)
                dX[v_n, v_i, v_k] = dX[v_n, v_i, v_k] + dOut[v_n, v_o] * W_hat[v_o, v_i, v_k]
        for o, i, k, n in T.grid(8, 4, 9, 4):
            with T.sblock("dW_hat"):
                v_o, v_i, v_k, v_n = T.axis.remap("SSSR", [o, i, k, n])
                T.reads(dOut[v_n, v_o], X[v_n, v_i, v_k])
                T.writes(dW_hat[v_o, v_i, v_k])
                with T.init():
                    dW_hat[v_o, v_i, v_k] = T.float32(0.0)
                dW_hat[v_o, v_i, v_k] = dW_hat[v_o, v_i, v_k] + dOut[v_n, v_o] * X[v_n, v_i, v_k]
        for o, i, k in T.grid(8, 4, 9):
            with T.sblock("sg"):
                v_o, v_i, v_k = T.axis.remap("SRR", [o, i, k])
                T.reads(dW_hat[v_o, v_i, v_k])
                T.writes(sg[v_o])
                with T.init():
                    sg[v_o] = T.float32(0.0)
                sg[v_o] = sg[v_o] + dW_hat[v_o, v_i, v_k]
        for o, i, k in T.grid(8, 4, 9):
            with T.sblock("sgx"):
                v_o, v_i, v_k = T.axis.remap("SRR", [o, i, k])
                T.reads(dW_hat[v_o, v_i, v_k], W_hat[v_o, v_i, v_k])
                T.writes(sgx[v_o])
                with T.init():
                    sgx[v_o] = T.float32(0.0)
                sgx[v_o] = sgx[v_o] + dW_hat[v_o, v_i, v_k] * W_hat[v_o, v_i, v_k]
        for o, i, k in T.grid(8, 4, 9):
            with T.sblock("dW"):
                v_o, v_i, v_k = T.axis.remap("SSS", [o, i, k])
                T.reads(dW_hat[v_o, v_i, v_k], sg[v_o], W_hat[v_o, v_i, v_k], sgx[v_o], std[v_o])
                T.writes(dW[v_o, v_i, v_k])
                dW[v_o, v_i, v_k] = (dW_hat[v_o, v_i, v_k] - sg[v_o] / T.float32(36.0) - W_hat[v_o, v_i, v_k] * sgx[v_o] / T.float32(36.0)) / std[v_o]

    @T.prim_func(s_tir=True)
    def forward(W: T.Buffer((8, 4, 9), "float32"), X: T.Buffer((4, 4, 9), "float32"), Out: T.Buffer((4, 8), "float32"), W_hat: T.Buffer((8, 4, 9), "float32"), std: T.Buffer((8,), "float32")):
        T.func_attr({"tirx.noalias": True})
        # with T.sblock("root"):
        w_sum = T.sblock_alloc_buffer((8,))
        mean = T.sblock_alloc_buffer((8,))
        w_sq = T.sblock_alloc_buffer((8,))
        var = T.sblock_alloc_buffer((8,))
        for o, i, k in T.grid(8, 4, 9):
            with T.sblock("w_sum"):
                v_o, v_i, v_k = T.axis.remap("SRR", [o, i, k])
                T.reads(W[v_o, v_i, v_k])
                T.writes(w_sum[v_o])
                with T.init():
                    w_sum[v_o] = T.float32(0.0)
                w_sum[v_o] = w_sum[v_o] + W[v_o, v_i, v_k]
        for o in range(8):
            with T.sblock("mean"):
                v_o = T.axis.spatial(8, o)
                T.reads(w_sum[v_o])
                T.writes(mean[v_o])
                mean[v_o] = w_sum[v_o] / T.float32(36.0)
        for o, i, k in T.grid(8, 4, 9):
            with T.sblock("w_sq"):
                v_o, v_i, v_k = T.axis.remap("SRR", [o, i, k])
                T.reads(W[v_o, v_i, v_k], mean[v_o])
                T.writes(w_sq[v_o])
                with T.init():
                    w_sq[v_o] = T.float32(0.0)
                w_sq[v_o] = w_sq[v_o] + (W[v_o, v_i, v_k] - mean[v_o]) * (W[v_o, v_i, v_k] - mean[v_o])
        for o in range(8):
            with T.sblock("var"):
                v_o = T.axis.spatial(8, o)
                T.reads(w_sq[v_o])
                T.writes(var[v_o])
                var[v_o] = w_sq[v_o] / T.float32(36.0)
        for o in range(8):
            with T.sblock("std"):
                v_o = T.axis.spatial(8, o)
                T.reads(var[v_o])
                T.writes(std[v_o])
                std[v_o] = T.sqrt(var[v_o] + T.float32(1.0000000000000001e-05))
        for o, i, k in T.grid(8, 4, 9):
            with T.sblock("W_hat"):
                v_o, v_i, v_k = T.axis.remap("SSS", [o, i, k])
                T.reads(W[v_o, v_i, v_k], mean[v_o], std[v_o])
                T.writes(W_hat[v_o, v_i, v_k])
                W_hat[v_o, v_i, v_k] = (W[v_o, v_i, v_k] - mean[v_o]) / std[v_o]
        for n, o, i, k in T.grid(4, 8, 4, 9):
            with T.sblock("Out"):
                v_n, v_o, v_i, v_k = T.axis.remap("SSRR", [n, o, i, k])
                T.reads(X[v_n, v_i, v_k], W_hat[v_o, v_i, v_k])
                T.writes(Out[v_n, v_o])
                with T.init():
                    Out[v_n, v_o] = T.float32(0.0)
                Out[v_n, v_o] = Out[v_n, v_o] + X[v_n, v_i, v_k] * W_hat[v_o, v_i, v_k]