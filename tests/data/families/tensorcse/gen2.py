"""Second batch of tensor-cse cases (input + hand-written ideal) made with TE; gradients checked in float64,
ideal checked against the input on random data. Reuses the helpers of
gen.py beside it (imported, not copied)."""
import json, os, sys
import numpy as np
import tvm
from tvm import te
import tvm.tirx as tir

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "..", "..", "..", "scripts"))
sys.path.insert(0, HERE)
from check_tensor_cse import count, buffer_params, written, run_pair  # noqa
import gen as G1  # noqa  (helpers: P, ew, M, module, report_of, _norm_generic)

P, ew, M, module, report_of, EPS = G1.P, G1.ew, G1.M, G1.module, G1.report_of, G1.EPS
OUT = HERE
CASES = {}


def case(fam, kind):
    def deco(fn):
        CASES[fn.__name__] = (fam, kind, fn)
        return fn
    return deco


def K(dt):
    return lambda v: tir.const(v, dt)


def gsum(shape, body, axes, name):
    return te.compute(shape, lambda *i: te.sum(body(*i), axis=axes), name=name)

# ================================================================ activation
@case("activation", "positive")
def hardswish(dt, ideal):
    S = (16, 32); c = K(dt)
    hs = lambda x: tir.min(tir.max(x + c(3.0), c(0.0)), c(6.0)) * c(1.0 / 6.0)
    X = P(S, "X", dt)
    if ideal:
        h = ew(S, lambda i, j: hs(X[i, j]), "h")
        Y = ew(S, lambda i, j: X[i, j] * h[i, j], "Y"); fwd = [X, Y, h]
    else:
        Y = ew(S, lambda i, j: X[i, j] * hs(X[i, j]), "Y"); fwd = [X, Y]
    Xb, dY = P(S, "X", dt), P(S, "dY", dt)
    if ideal:
        hb = P(S, "h", dt); H = lambda i, j: hb[i, j]; extra = [hb]
    else:
        H = lambda i, j: hs(Xb[i, j]); extra = []
    dX = ew(S, lambda i, j: dY[i, j] * (H(i, j) + Xb[i, j] * te.if_then_else(
        tir.all(Xb[i, j] > c(-3.0), Xb[i, j] < c(3.0)), c(1.0 / 6.0), c(0.0))), "dX")
    return fwd, [Xb, dY] + extra + [dX], M(
        "HardSwish via min/max: Y = X * (min(max(X + 3, 0), 6) * (1/6)); dX = dY * (hs + X * (-3 < X < 3 ? 1/6 : 0)).",
        "hs = min(max(X + 3, 0), 6) * 0.16666 (4 ops, min/max): new stash h", ["h"], {"dX": "X"}, {"dY": "Y"})


@case("activation", "positive")
def gelu_tanh(dt, ideal):
    S = (16, 32); c = K(dt); k, a = 0.7978845608028654, 0.044715
    tt = lambda x: te.tanh(c(k) * (x + c(a) * (x * x * x)))
    X = P(S, "X", dt)
    if ideal:
        t = ew(S, lambda i, j: tt(X[i, j]), "t")
        ph = ew(S, lambda i, j: c(0.5) * (c(1.0) + t[i, j]), "ph")
        Y = ew(S, lambda i, j: X[i, j] * ph[i, j], "Y"); fwd = [X, Y, t, ph]
    else:
        Y = ew(S, lambda i, j: X[i, j] * (c(0.5) * (c(1.0) + tt(X[i, j]))), "Y"); fwd = [X, Y]
    Xb, dY = P(S, "X", dt), P(S, "dY", dt)
    if ideal:
        tb, pb = P(S, "t", dt), P(S, "ph", dt); T_ = lambda i, j: tb[i, j]; PH = lambda i, j: pb[i, j]; extra = [tb, pb]
    else:
        T_ = lambda i, j: tt(Xb[i, j]); PH = lambda i, j: c(0.5) * (c(1.0) + tt(Xb[i, j])); extra = []
    dX = ew(S, lambda i, j: dY[i, j] * (PH(i, j) + Xb[i, j] * (c(0.5) * (c(1.0) - T_(i, j) * T_(i, j)))
                                         * (c(k) * (c(1.0) + c(3 * a) * (Xb[i, j] * Xb[i, j])))), "dX")
    return fwd, [Xb, dY] + extra + [dX], M(
        "GELU, tanh approximation: Y = X * (0.5 * (1 + t)), t = tanh(k * (X + 0.044715 * X*X*X)); naive dX = dY * (0.5*(1+t) + X * (0.5*(1 - t*t)) * (k*(1 + 0.134145*X*X))).",
        "ph = 0.5 * (1 + t) (largest term at its occurrence) and t = tanh(...) (inside 1 - t*t): two new stashes; X*X is one op (recompute)",
        ["t", "ph"], {"dX": "X"}, {"dY": "Y"})


@case("activation", "positive")
def silu_bias(dt, ideal):
    S = (16, 32); c = K(dt)
    X, b = P(S, "X", dt), P((32,), "b", dt)
    if ideal:
        s = ew(S, lambda i, j: te.sigmoid(X[i, j] + b[j]), "s")
        Y = ew(S, lambda i, j: (X[i, j] + b[j]) * s[i, j], "Y"); fwd = [X, b, Y, s]
    else:
        Y = ew(S, lambda i, j: (X[i, j] + b[j]) * te.sigmoid(X[i, j] + b[j]), "Y"); fwd = [X, b, Y]
    Xb, bb, dY = P(S, "X", dt), P((32,), "b", dt), P(S, "dY", dt)
    if ideal:
        sb, Yb = P(S, "s", dt), P(S, "Y", dt); extra = [sb, Yb]
        dX = ew(S, lambda i, j: dY[i, j] * (sb[i, j] + Yb[i, j] * (c(1.0) - sb[i, j])), "dX")
    else:
        sg = lambda i, j: te.sigmoid(Xb[i, j] + bb[j]); extra = []
        dX = ew(S, lambda i, j: dY[i, j] * (sg(i, j) + (Xb[i, j] + bb[j]) * sg(i, j) * (c(1.0) - sg(i, j))), "dX")
    r = te.reduce_axis((0, 16), "r")
    db = te.compute((32,), lambda j: te.sum(dX[r, j], axis=r), name="db")
    return fwd, [Xb, bb, dY] + extra + [dX, db], M(
        "SiLU with a per-column bias, T.sigmoid intrinsic: Y = (X + b) * sigmoid(X + b); dX = dY * (s + (X + b) * s * (1 - s)), db = sum_i dX (reads the output dX).",
        "s = sigmoid(X + b) (new stash) and (X + b) * s = Y (existing output)", ["s", "Y"],
        {"dX": "X", "db": "b"}, {"dY": "Y"})


@case("activation", "positive")
def softplus_beta(dt, ideal):
    S = (16, 32); c = K(dt)
    X = P(S, "X", dt)
    if ideal:
        ex = ew(S, lambda i, j: te.exp(X[i, j] * c(2.0)), "ex")
        big = ew(S, lambda i, j: X[i, j] * c(2.0) > c(20.0), "big")
        Y = ew(S, lambda i, j: te.if_then_else(big[i, j], X[i, j], te.log(c(1.0) + ex[i, j]) * c(0.5)), "Y")
        fwd = [X, Y, ex, big]
    else:
        Y = ew(S, lambda i, j: te.if_then_else(X[i, j] * c(2.0) > c(20.0), X[i, j], te.log(c(1.0) + te.exp(X[i, j] * c(2.0))) * c(0.5)), "Y")
        fwd = [X, Y]
    Xb, dY = P(S, "X", dt), P(S, "dY", dt)
    if ideal:
        eb, bb = P(S, "ex", dt), P(S, "big", "bool"); E = lambda i, j: eb[i, j]; C = lambda i, j: bb[i, j]; extra = [eb, bb]
    else:
        E = lambda i, j: te.exp(Xb[i, j] * c(2.0)); C = lambda i, j: Xb[i, j] * c(2.0) > c(20.0); extra = []
    dX = ew(S, lambda i, j: te.if_then_else(C(i, j), dY[i, j], dY[i, j] * (E(i, j) / (c(1.0) + E(i, j)))), "dX")
    return fwd, [Xb, dY] + extra + [dX], M(
        "Softplus with beta = 2 and threshold 20 (torch form): Y = X*2 > 20 ? X : log(1 + exp(X*2)) * 0.5; dX = X*2 > 20 ? dY : dY * (exp(X*2) / (1 + exp(X*2))).",
        "exp(X * 2) (2 ops, inside the if_then_else branches): new stash ex; the condition X * 2 > 20 (2 ops, bool): new stash big; 1 + ex is one op over ex (recompute; stashing it is fine)",
        ["ex", "big"], {"dX": "X"}, {"dY": "Y"})


@case("activation", "positive")
def stencil_pair(dt, ideal):
    N = 64; c = K(dt)
    X = P((N,), "X", dt)
    Y = ew((N - 1,), lambda i: te.exp(X[i] * X[i + 1]), "Y")
    Xb, dY = P((N,), "X", dt), P((N - 1,), "dY", dt)
    if ideal:
        Yb = P((N - 1,), "Y", dt); extra = [Yb]
        E1 = lambda k: Yb[k]; E2 = lambda k: Yb[k - 1]
    else:
        extra = []
        E1 = lambda k: te.exp(Xb[k] * Xb[k + 1]); E2 = lambda k: te.exp(Xb[k] * Xb[k - 1])
    dX = ew((N,), lambda k: te.if_then_else(k < N - 1, dY[k] * Xb[k + 1] * E1(k), c(0.0))
            + te.if_then_else(k > 0, dY[k - 1] * Xb[k - 1] * E2(k), c(0.0)), "dX")
    return [X, Y], [Xb, dY] + extra + [dX], M(
        "Pairwise stencil Y[i] = exp(X[i] * X[i+1]) (63 of 64); dX[k] = (k < 63 ? dY[k] * X[k+1] * exp(X[k]*X[k+1]) : 0) + (k > 0 ? dY[k-1] * X[k-1] * exp(X[k]*X[k-1]) : 0).",
        "exp(X[k]*X[k+1]) = Y[k] and exp(X[k]*X[k-1]) = Y[k-1] (shifted read, operands of * commuted): the existing output Y",
        ["Y"], {"dX": "X"}, {"dY": "Y"})

# ================================================================ normalization
@case("normalization", "positive")
def layernorm2axis(dt, ideal):
    return G1._norm_generic(dt, ideal, (4, 8, 16), (4,), ([8, 16], lambda sp, rv: (sp[0], rv[0], rv[1])),
                            lambda xi: (xi[0],), (8, 16), lambda xi: (xi[1], xi[2]),
                            "LayerNorm over the last two axes (X 4x8x16, stats per n over (c, l), gamma/beta 8x16); dX only.")


@case("normalization", "positive")
def groupnorm_cl8(dt, ideal):
    return G1._norm_generic(dt, ideal, (2, 4, 4, 16), (2, 2), ([4, 4, 8], lambda sp, rv: (sp[0], rv[0], rv[1], sp[1] * 8 + rv[2])),
                            lambda xi: (xi[0], xi[3] // 8), (16,), lambda xi: (xi[3],),
                            "GroupNorm channels-last (X 2x4x4x16 NHWC, 2 groups of 8 channels, stats[n, c // 8] over (h, w, c%8)); dX only.")


@case("normalization", "positive")
def rmsnorm_weight_first(dt, ideal):
    N, D = 16, 32; c = K(dt)
    X, gamma = P((N, D), "X", dt), P((D,), "gamma", dt)

    def std_of(X):
        d = te.reduce_axis((0, D), "d")
        ss = te.compute((N,), lambda n: te.sum(X[n, d] * X[n, d], axis=d), name="ss")
        return lambda n: te.sqrt(ss[n] / c(float(D)) + c(EPS))
    sd = std_of(X)
    if ideal:
        std = ew((N,), lambda n: sd(n), "std")
        Y = ew((N, D), lambda n, j: X[n, j] * gamma[j] / std[n], "Y"); fwd = [X, gamma, Y, std]
    else:
        Y = ew((N, D), lambda n, j: X[n, j] * gamma[j] / sd(n), "Y"); fwd = [X, gamma, Y]
    Xb, gb, dY = P((N, D), "X", dt), P((D,), "gamma", dt), P((N, D), "dY", dt)
    if ideal:
        Yb, stdb = P((N, D), "Y", dt), P((N,), "std", dt); extra = [Yb, stdb]
        YY = lambda n, j: Yb[n, j]; SD = lambda n: stdb[n]
    else:
        sdb = std_of(Xb); extra = []
        YY = lambda n, j: Xb[n, j] * gb[j] / sdb(n); SD = sdb
    d = te.reduce_axis((0, D), "d")
    dot = te.compute((N,), lambda n: te.sum(dY[n, d] * YY(n, d), axis=d), name="dot")
    dX = ew((N, D), lambda n, j: (dY[n, j] * gb[j] - Xb[n, j] * (dot[n] / (c(float(D)) * SD(n)))) / SD(n), "dX")
    r = te.reduce_axis((0, N), "n")
    dgamma = te.compute((D,), lambda j: te.sum(dY[r, j] * (Xb[r, j] / SD(r)), axis=r), name="dgamma")
    return fwd, [Xb, gb, dY] + extra + [dX, dgamma], M(
        "RMSNorm with the weight applied first: Y = (X * gamma) / sqrt(mean(X*X) + eps); dX = (dY*gamma - X * (sum(dY * Y) / (D * std))) / std, dgamma = sum_n dY * (X / std).",
        "X * gamma / sqrt(ms + eps) = the existing output Y (in the dot reduction) and std = sqrt(ms + eps) (new stash, per row); X / std in dgamma is NOT a forward term (the forward divides X * gamma)",
        ["Y", "std"], {"dX": "X", "dgamma": "gamma"}, {"dY": "Y"})


def instnorm3d(  # dropped (too close to an existing case)
    dt, ideal):
    return G1._norm_generic(dt, ideal, (2, 2, 4, 4, 4), (2, 2), ([4, 4, 4], lambda sp, rv: (sp[0], sp[1], rv[0], rv[1], rv[2])),
                            lambda xi: (xi[0], xi[1]), (2,), lambda xi: (xi[1],),
                            "InstanceNorm3d (X 2x2x4x4x4 NCDHW, stats per (n, c) over (d, h, w), gamma/beta per c); dX only.")


@case("normalization", "positive")
def weight_std(dt, ideal):
    O, I_, KK, N = 8, 4, 9, 4; Mn = I_ * KK; c = K(dt)
    W, X = P((O, I_, KK), "W", dt), P((N, I_, KK), "X", dt)

    def stats(W):
        i, k = te.reduce_axis((0, I_), "i"), te.reduce_axis((0, KK), "k")
        ws = te.compute((O,), lambda o: te.sum(W[o, i, k], axis=[i, k]), name="w_sum")
        mean = ew((O,), lambda o: ws[o] / c(float(Mn)), "mean")
        i2, k2 = te.reduce_axis((0, I_), "i"), te.reduce_axis((0, KK), "k")
        sq = te.compute((O,), lambda o: te.sum((W[o, i2, k2] - mean[o]) * (W[o, i2, k2] - mean[o]), axis=[i2, k2]), name="w_sq")
        return mean, ew((O,), lambda o: sq[o] / c(float(Mn)), "var")
    mean, var = stats(W)
    if ideal:
        std = ew((O,), lambda o: te.sqrt(var[o] + c(EPS)), "std")
        Wh = ew((O, I_, KK), lambda o, i, k: (W[o, i, k] - mean[o]) / std[o], "W_hat")
    else:
        Wh = ew((O, I_, KK), lambda o, i, k: (W[o, i, k] - mean[o]) / te.sqrt(var[o] + c(EPS)), "W_hat")
    i, k = te.reduce_axis((0, I_), "i"), te.reduce_axis((0, KK), "k")
    Out = te.compute((N, O), lambda n, o: te.sum(X[n, i, k] * Wh[o, i, k], axis=[i, k]), name="Out")
    fwd = [W, X, Out] + ([Wh, std] if ideal else [])
    Wb, Xb, dOut = P((O, I_, KK), "W", dt), P((N, I_, KK), "X", dt), P((N, O), "dOut", dt)
    if ideal:
        Whb, stdb = P((O, I_, KK), "W_hat", dt), P((O,), "std", dt); extra = [Whb, stdb]; SD = lambda o: stdb[o]
    else:
        mb, vb = stats(Wb); extra = []
        Whb = ew((O, I_, KK), lambda o, i, k: (Wb[o, i, k] - mb[o]) / te.sqrt(vb[o] + c(EPS)), "W_hat")
        SD = lambda o: te.sqrt(vb[o] + c(EPS))
    o = te.reduce_axis((0, O), "o")
    dX = te.compute((N, I_, KK), lambda n, i, k: te.sum(dOut[n, o] * Whb[o, i, k], axis=o), name="dX")
    r = te.reduce_axis((0, N), "n")
    dWh = te.compute((O, I_, KK), lambda o, i, k: te.sum(dOut[r, o] * Xb[r, i, k], axis=r), name="dW_hat")
    i, k = te.reduce_axis((0, I_), "i"), te.reduce_axis((0, KK), "k")
    sg = te.compute((O,), lambda o: te.sum(dWh[o, i, k], axis=[i, k]), name="sg")
    i2, k2 = te.reduce_axis((0, I_), "i"), te.reduce_axis((0, KK), "k")
    sgx = te.compute((O,), lambda o: te.sum(dWh[o, i2, k2] * Whb[o, i2, k2], axis=[i2, k2]), name="sgx")
    dW = ew((O, I_, KK), lambda o, i, k: (dWh[o, i, k] - sg[o] / c(float(Mn)) - Whb[o, i, k] * sgx[o] / c(float(Mn))) / SD(o), "dW")
    return fwd, [Wb, Xb, dOut] + extra + [dX, dW], M(
        "Weight standardization (W 8x4x9 standardized per output channel over (in, k)) feeding a contraction Out[n, o] = sum X * W_hat; naive backward recomputes mean, var and W_hat.",
        "W_hat = (W - mean[o]) / sqrt(var[o] + eps) (forward intermediate, read in dX's reduction over o) and std[o]", ["W_hat", "std"],
        {"dX": "X", "dW": "W"}, {"dOut": "Out"})

# ================================================================ softmax
def _softmax_rows(X, N, D, z, name_e="e"):
    d = te.reduce_axis((0, D), "d")
    m = te.compute((N,), lambda n: te.max(z(n, d), axis=d), name="x_max")
    e = ew((N, D), lambda n, j: te.exp(z(n, j) - m[n]), name_e)
    d2 = te.reduce_axis((0, D), "d")
    s = te.compute((N,), lambda n: te.sum(e[n, d2], axis=d2), name="e_sum")
    return ew((N, D), lambda n, j: e[n, j] / s[n], "Y")


@case("softmax", "positive")
def softmax_temp(dt, ideal):
    N, D = 16, 32
    X, tau = P((N, D), "X", dt), P((1,), "tau", dt)
    Y = _softmax_rows(X, N, D, lambda n, j: X[n, j] / tau[0])
    Xb, tb, dY = P((N, D), "X", dt), P((1,), "tau", dt), P((N, D), "dY", dt)
    if ideal:
        Yb = P((N, D), "Y", dt); extra = [Yb]
    else:
        Yb = _softmax_rows(Xb, N, D, lambda n, j: Xb[n, j] / tb[0]); extra = []
    d = te.reduce_axis((0, D), "d")
    dot = te.compute((N,), lambda n: te.sum(dY[n, d] * Yb[n, d], axis=d), name="dot")
    dX = ew((N, D), lambda n, j: Yb[n, j] * (dY[n, j] - dot[n]) / tb[0], "dX")
    return [X, tau, Y], [Xb, tb, dY] + extra + [dX], M(
        "Softmax with a temperature tensor tau (1,): Y = softmax(X / tau[0]) (max-subtracted, e materialised); dX = Y * (dY - sum(dY * Y)) / tau[0]; no gradient for tau.",
        "softmax(X / tau) = the existing output Y", ["Y"], {"dX": "X"}, {"dY": "Y"})


@case("softmax", "positive")
def masked_softmax_causal(dt, ideal):
    N = D = 16; c = K(dt)
    X = P((N, D), "X", dt)
    Y = _softmax_rows(X, N, D, lambda n, j: te.if_then_else(j <= n, X[n, j], c(-10000.0)))
    Xb, dY = P((N, D), "X", dt), P((N, D), "dY", dt)
    if ideal:
        Yb = P((N, D), "Y", dt); extra = [Yb]
    else:
        Yb = _softmax_rows(Xb, N, D, lambda n, j: te.if_then_else(j <= n, Xb[n, j], c(-10000.0))); extra = []
    d = te.reduce_axis((0, D), "d")
    dot = te.compute((N,), lambda n: te.sum(dY[n, d] * Yb[n, d], axis=d), name="dot")
    dX = ew((N, D), lambda n, j: te.if_then_else(j <= n, Yb[n, j] * (dY[n, j] - dot[n]), c(0.0)), "dX")
    return [X, Y], [Xb, dY] + extra + [dX], M(
        "Causally masked row softmax: z = (j <= n ? X : -1e4) (index condition inside the max body and inside exp); dX = j <= n ? Y * (dY - sum(dY * Y)) : 0.",
        "the masked softmax = the existing output Y", ["Y"], {"dX": "X"}, {"dY": "Y"})


@case("softmax", "positive")
def logsumexp(dt, ideal):
    N, D = 16, 32
    X = P((N, D), "X", dt)

    def parts(X, mat):
        d = te.reduce_axis((0, D), "d")
        m = te.compute((N,), lambda n: te.max(X[n, d], axis=d), name="x_max")
        d2 = te.reduce_axis((0, D), "d")
        if mat:
            e = ew((N, D), lambda n, j: te.exp(X[n, j] - m[n]), "e")
            s = te.compute((N,), lambda n: te.sum(e[n, d2], axis=d2), name="e_sum")
        else:
            e = None
            s = te.compute((N,), lambda n: te.sum(te.exp(X[n, d2] - m[n]), axis=d2), name="e_sum")
        return m, e, s
    m, e, s = parts(X, ideal)
    Out = ew((N,), lambda n: m[n] + te.log(s[n]), "Out")
    fwd = [X, Out] + ([e, s] if ideal else [])
    Xb, dO = P((N, D), "X", dt), P((N,), "dOut", dt)
    if ideal:
        eb, sb = P((N, D), "e", dt), P((N,), "e_sum", dt); extra = [eb, sb]; E = lambda n, j: eb[n, j]
    else:
        mb, _, sb = parts(Xb, False); extra = []; E = lambda n, j: te.exp(Xb[n, j] - mb[n])
    dX = ew((N, D), lambda n, j: dO[n] * E(n, j) / sb[n], "dX")
    return fwd, [Xb, dO] + extra + [dX], M(
        "Row logsumexp Out[n] = max + log(sum exp(X - max)) (exp inline in the sum's body); naive dX = dOut[n] * exp(X - max) / sum recomputes max and sum.",
        "exp(X[n, j] - max[n]) (contains the max reduction; a subterm of the forward's sum body) and the sum e_sum[n]: two new stashes",
        ["e", "e_sum"], {"dX": "X"}, {"dOut": "Out"})


@case("softmax", "positive")
def cross_entropy(dt, ideal):
    N, D = 8, 16; c = K(dt)
    X, L = P((N, D), "X", dt), P((N,), "label", "int32")

    def probs(X):
        return _softmax_rows(X, N, D, lambda n, j: X[n, j])
    Pr = probs(X)
    loss = ew((N,), lambda n: te.log(Pr[n, L[n]]) * c(-1.0), "loss")
    fwd = [X, L, loss] + ([Pr] if ideal else [])
    Xb, Lb, dl = P((N, D), "X", dt), P((N,), "label", "int32"), P((N,), "dloss", dt)
    if ideal:
        Pb = P((N, D), "Y", dt); extra = [Pb]
    else:
        Pb = probs(Xb); extra = []
    dX = ew((N, D), lambda n, j: dl[n] * (Pb[n, j] - te.if_then_else(j == Lb[n], c(1.0), c(0.0))), "dX")
    return fwd, [Xb, Lb, dl] + extra + [dX], M(
        "Cross-entropy: P = softmax(X) (forward intermediate named Y), loss[n] = -log(P[n, label[n]]) (gather by an int32 index); dX = dloss * (P - onehot(label)).",
        "P = softmax(X) (forward intermediate, new stash Y)", ["Y"], {"dX": "X"}, {"dloss": "loss"})


@case("softmax", "positive")
def lse_two_windows(dt, ideal):
    N, D, H = 8, 32, 16; c = K(dt)
    X = P((N, D), "X", dt)

    def sums(X, E):
        a = te.reduce_axis((0, H), "a")
        s1 = te.compute((N,), lambda n: te.sum(E(n, a), axis=a), name="s_half")
        b = te.reduce_axis((0, D), "b")
        s2 = te.compute((N,), lambda n: te.sum(E(n, b), axis=b), name="s_full")
        return s1, s2
    if ideal:
        ex = ew((N, D), lambda n, j: te.exp(X[n, j]), "ex")
        s1, s2 = sums(X, lambda n, d: ex[n, d])
    else:
        s1, s2 = sums(X, lambda n, d: te.exp(X[n, d]))
    Y1 = ew((N,), lambda n: te.log(s1[n]), "Y1")
    Y2 = ew((N,), lambda n: te.log(s2[n]), "Y2")
    fwd = [X, Y1, Y2] + ([ex, s1, s2] if ideal else [])
    Xb, d1, d2 = P((N, D), "X", dt), P((N,), "dY1", dt), P((N,), "dY2", dt)
    if ideal:
        exb, s1b, s2b = P((N, D), "ex", dt), P((N,), "s_half", dt), P((N,), "s_full", dt); extra = [exb, s1b, s2b]
        E = lambda n, j: exb[n, j]
    else:
        s1b, s2b = sums(Xb, lambda n, d: te.exp(Xb[n, d])); extra = []
        E = lambda n, j: te.exp(Xb[n, j])
    dX = ew((N, D), lambda n, j: te.if_then_else(j < H, d1[n] * E(n, j) / s1b[n], c(0.0))
            + d2[n] * E(n, j) / s2b[n], "dX")
    return fwd, [Xb, d1, d2] + extra + [dX], M(
        "Two logsumexps with the same body exp(X[n, d]) over different reduction domains: Y1 over d < 16, Y2 over d < 32 (no max subtraction, exp inline in the sums' bodies); dX = (j < 16 ? dY1 * exp(X) / s_half : 0) + dY2 * exp(X) / s_full.",
        "s_half[n] = sum_{d<16} exp(X) and s_full[n] = sum_{d<32} exp(X), each matched to the reduction with its own domain, and exp(X[n, j]) (a call, twice per element; the forward evaluates it for every (n, j) inside s_full's body): three new stashes",
        ["ex", "s_half", "s_full"], {"dX": "X"}, {"dY1": "Y1", "dY2": "Y2"})

# ================================================================ mlp
@case("mlp", "positive")
def mlp1_sigmoid(dt, ideal):
    N, I_, O = 8, 32, 16; c = K(dt)
    sg = lambda x: c(1.0) / (c(1.0) + te.exp(x * c(-1.0)))
    X, W, b = P((N, I_), "X", dt), P((I_, O), "W", dt), P((O,), "b", dt)

    def mm(X, W):
        i = te.reduce_axis((0, I_), "i")
        return te.compute((N, O), lambda n, o: te.sum(X[n, i] * W[i, o], axis=i), name="Hm")
    Hm = mm(X, W)
    Out = ew((N, O), lambda n, o: sg(Hm[n, o] + b[o]), "Out")
    Xb, Wb, bb, dOut = P((N, I_), "X", dt), P((I_, O), "W", dt), P((O,), "b", dt), P((N, O), "dOut", dt)
    if ideal:
        Ob = P((N, O), "Out", dt); extra = [Ob]; S = lambda n, o: Ob[n, o]
    else:
        Hb = mm(Xb, Wb); extra = []; S = lambda n, o: sg(Hb[n, o] + bb[o])
    dZ = ew((N, O), lambda n, o: dOut[n, o] * (S(n, o) * (c(1.0) - S(n, o))), "dZ")
    o = te.reduce_axis((0, O), "o")
    dX = te.compute((N, I_), lambda n, i: te.sum(dZ[n, o] * Wb[i, o], axis=o), name="dX")
    r = te.reduce_axis((0, N), "n")
    dW = te.compute((I_, O), lambda i, o2: te.sum(Xb[r, i] * dZ[r, o2], axis=r), name="dW")
    r2 = te.reduce_axis((0, N), "n")
    db = te.compute((O,), lambda o2: te.sum(dZ[r2, o2], axis=r2), name="db")
    return [X, W, b, Out], [Xb, Wb, bb, dOut] + extra + [dX, dW, db], M(
        "Single layer Out = sigmoid(X @ W + b) (sigmoid written 1 / (1 + exp(-z))); naive backward recomputes the matmul and the sigmoid twice in dZ.",
        "sigmoid(X @ W + b) = the existing output Out (contains the matmul)", ["Out"],
        {"dX": "X", "dW": "W", "db": "b"}, {"dOut": "Out"})


@case("mlp", "positive")
def mlp2_gelu(dt, ideal):
    N, I_, Kk, O = 8, 8, 32, 4; c = K(dt)
    phi = lambda h: c(0.5) * (c(1.0) + te.erf(h * c(0.7071067811865476)))
    X, W1, b1, W2 = P((N, I_), "X", dt), P((I_, Kk), "W1", dt), P((Kk,), "b1", dt), P((Kk, O), "W2", dt)

    def pre(X, W1, b1):
        i = te.reduce_axis((0, I_), "i")
        Hm = te.compute((N, Kk), lambda n, k: te.sum(X[n, i] * W1[i, k], axis=i), name="Hm")
        return ew((N, Kk), lambda n, k: Hm[n, k] + b1[k], "H")
    H = pre(X, W1, b1)
    if ideal:
        ph = ew((N, Kk), lambda n, k: phi(H[n, k]), "phi")
        A = ew((N, Kk), lambda n, k: H[n, k] * ph[n, k], "A")
    else:
        A = ew((N, Kk), lambda n, k: H[n, k] * phi(H[n, k]), "A")
    k = te.reduce_axis((0, Kk), "k")
    Out = te.compute((N, O), lambda n, o: te.sum(A[n, k] * W2[k, o], axis=k), name="Out")
    fwd = [X, W1, b1, W2, Out] + ([H, ph] if ideal else [])
    Xb, W1b, b1b, W2b, dOut = P((N, I_), "X", dt), P((I_, Kk), "W1", dt), P((Kk,), "b1", dt), P((Kk, O), "W2", dt), P((N, O), "dOut", dt)
    o = te.reduce_axis((0, O), "o")
    dA = te.compute((N, Kk), lambda n, kk: te.sum(dOut[n, o] * W2b[kk, o], axis=o), name="dA")
    if ideal:
        Hb, pb = P((N, Kk), "H", dt), P((N, Kk), "phi", dt); extra = [Hb, pb]; PH = lambda n, kk: pb[n, kk]
    else:
        Hb = pre(Xb, W1b, b1b); extra = []; PH = lambda n, kk: phi(Hb[n, kk])
    Ab = ew((N, Kk), lambda n, kk: Hb[n, kk] * PH(n, kk), "A")
    dH = ew((N, Kk), lambda n, kk: dA[n, kk] * (PH(n, kk) + Hb[n, kk] * (te.exp(Hb[n, kk] * Hb[n, kk] * c(-0.5)) * c(0.3989422804014327))), "dH")
    kk = te.reduce_axis((0, Kk), "k")
    dX = te.compute((N, I_), lambda n, i: te.sum(dH[n, kk] * W1b[i, kk], axis=kk), name="dX")
    r = te.reduce_axis((0, N), "n")
    dW1 = te.compute((I_, Kk), lambda i, k2: te.sum(Xb[r, i] * dH[r, k2], axis=r), name="dW1")
    r2 = te.reduce_axis((0, N), "n")
    db1 = te.compute((Kk,), lambda k2: te.sum(dH[r2, k2], axis=r2), name="db1")
    r3 = te.reduce_axis((0, N), "n")
    dW2 = te.compute((Kk, O), lambda k2, o2: te.sum(Ab[r3, k2] * dOut[r3, o2], axis=r3), name="dW2")
    return fwd, [Xb, W1b, b1b, W2b, dOut] + extra + [dX, dW1, db1, dW2], M(
        "Two-layer MLP with erf-GELU: H = X @ W1 + b1, A = H * Phi(H), Out = A @ W2; naive backward recomputes H, A (for dW2) and Phi(H) (in A and dH).",
        "H = X @ W1 + b1 (matmul + bias) and Phi(H) = 0.5 * (1 + erf(H * 0.7071)): two new stashes; A = H * Phi(H) is one op over both (recompute; stashing A too is fine)",
        ["H", "phi"], {"dX": "X", "dW1": "W1", "db1": "b1", "dW2": "W2"}, {"dOut": "Out"})


def bmm_tanh(  # dropped (too close to mlp2_tanh)
    dt, ideal):
    B, Ni, Kk, Nj = 4, 8, 16, 8; c = K(dt)
    A, Bm = P((B, Ni, Kk), "A", dt), P((B, Kk, Nj), "B", dt)

    def mm(A, Bm):
        k = te.reduce_axis((0, Kk), "k")
        return te.compute((B, Ni, Nj), lambda b, i, j: te.sum(A[b, i, k] * Bm[b, k, j], axis=k), name="S")
    S = mm(A, Bm)
    Y = ew((B, Ni, Nj), lambda b, i, j: te.tanh(S[b, i, j]), "Y")
    Ab, Bb, dY = P((B, Ni, Kk), "A", dt), P((B, Kk, Nj), "B", dt), P((B, Ni, Nj), "dY", dt)
    if ideal:
        Yb = P((B, Ni, Nj), "Y", dt); extra = [Yb]; T_ = lambda b, i, j: Yb[b, i, j]
    else:
        Sb = mm(Ab, Bb); extra = []; T_ = lambda b, i, j: te.tanh(Sb[b, i, j])
    dS = ew((B, Ni, Nj), lambda b, i, j: dY[b, i, j] * (c(1.0) - T_(b, i, j) * T_(b, i, j)), "dS")
    j = te.reduce_axis((0, Nj), "j")
    dA = te.compute((B, Ni, Kk), lambda b, i, k: te.sum(dS[b, i, j] * Bb[b, k, j], axis=j), name="dA")
    i = te.reduce_axis((0, Ni), "i")
    dB = te.compute((B, Kk, Nj), lambda b, k, j2: te.sum(Ab[b, i, k] * dS[b, i, j2], axis=i), name="dB")
    return [A, Bm, Y], [Ab, Bb, dY] + extra + [dA, dB], M(
        "Batched matmul with tanh: Y[b] = tanh(A[b] @ B[b]); naive backward recomputes the batched matmul and tanh twice.",
        "tanh(A @ B) = the existing output Y", ["Y"], {"dA": "A", "dB": "B"}, {"dY": "Y"})


@case("mlp", "positive")
def linear_wT_softplus(dt, ideal):
    N, I_, O = 8, 16, 12; c = K(dt)
    X, W, b = P((N, I_), "X", dt), P((O, I_), "W", dt), P((O,), "b", dt)

    def mm(X, W):
        i = te.reduce_axis((0, I_), "i")
        return te.compute((N, O), lambda n, o: te.sum(X[n, i] * W[o, i], axis=i), name="Hm")
    Hm = mm(X, W)
    if ideal:
        ex = ew((N, O), lambda n, o: te.exp(Hm[n, o] + b[o]), "ex")
        Out = ew((N, O), lambda n, o: te.log(c(1.0) + ex[n, o]), "Out"); fwd = [X, W, b, Out, ex]
    else:
        Out = ew((N, O), lambda n, o: te.log(c(1.0) + te.exp(Hm[n, o] + b[o])), "Out"); fwd = [X, W, b, Out]
    Xb, Wb, bb, dOut = P((N, I_), "X", dt), P((O, I_), "W", dt), P((O,), "b", dt), P((N, O), "dOut", dt)
    if ideal:
        eb = P((N, O), "ex", dt); extra = [eb]; E = lambda n, o: eb[n, o]
    else:
        Hb = mm(Xb, Wb); extra = []; E = lambda n, o: te.exp(Hb[n, o] + bb[o])
    dZ = ew((N, O), lambda n, o: dOut[n, o] * (E(n, o) / (c(1.0) + E(n, o))), "dZ")
    o = te.reduce_axis((0, O), "o")
    dX = te.compute((N, I_), lambda n, i: te.sum(dZ[n, o] * Wb[o, i], axis=o), name="dX")
    r = te.reduce_axis((0, N), "n")
    dW = te.compute((O, I_), lambda o2, i: te.sum(dZ[r, o2] * Xb[r, i], axis=r), name="dW")
    r2 = te.reduce_axis((0, N), "n")
    db = te.compute((O,), lambda o2: te.sum(dZ[r2, o2], axis=r2), name="db")
    return fwd, [Xb, Wb, bb, dOut] + extra + [dX, dW, db], M(
        "Linear layer with a transposed weight W (out, in): Out = softplus(X @ W^T + b) = log(1 + exp(Z)); naive dZ = dOut * exp(Z) / (1 + exp(Z)) recomputes the matmul twice.",
        "exp(X @ W^T + b) (contains the matmul): new stash ex; 1 + ex is one op over it (recompute)", ["ex"],
        {"dX": "X", "dW": "W", "db": "b"}, {"dOut": "Out"})

# ================================================================ negative
@case("negative", "negative")
def neg_reassoc(dt, ideal):
    S = (16, 32); c = K(dt)
    X, A, B = P(S, "X", dt), P(S, "A", dt), P(S, "B", dt)
    Y = ew(S, lambda i, j: te.tanh(X[i, j] * (A[i, j] * B[i, j])), "Y")
    Xb, Ab, Bb, dY = P(S, "X", dt), P(S, "A", dt), P(S, "B", dt), P(S, "dY", dt)
    t = lambda i, j: te.tanh(Xb[i, j] * Ab[i, j] * Bb[i, j])
    dX = ew(S, lambda i, j: dY[i, j] * (c(1.0) - t(i, j) * t(i, j)) * (Ab[i, j] * Bb[i, j]), "dX")
    return [X, A, B, Y], [Xb, Ab, Bb, dY, dX], M(
        "Y = tanh(X * (A * B)); the backward evaluates tanh((X * A) * B) (reassociated product): NOT equal to Y under exact identities; A * B is common but one op.",
        "none: tanh((X*A)*B) needs reassociation to match Y (must not be matched); A * B is one multiplication", [],
        {"dX": "X"}, {"dY": "Y"})


@case("negative", "negative")
def neg_center_saved(dt, ideal):
    N, D = 16, 32; c = K(dt)
    X = P((N, D), "X", dt)
    d = te.reduce_axis((0, D), "d")
    xs = te.compute((N,), lambda n: te.sum(X[n, d], axis=d), name="x_sum")
    mean = ew((N,), lambda n: xs[n] / c(float(D)), "mean")
    Y = ew((N, D), lambda n, j: (X[n, j] - mean[n]) * (X[n, j] - mean[n]), "Y")
    Xb, mb, dY = P((N, D), "X", dt), P((N,), "mean", dt), P((N, D), "dY", dt)
    d2 = te.reduce_axis((0, D), "d")
    g = te.compute((N,), lambda n: te.sum(dY[n, d2] * (Xb[n, d2] - mb[n]), axis=d2), name="g")
    dX = ew((N, D), lambda n, j: c(2.0) * (dY[n, j] * (Xb[n, j] - mb[n]) - g[n] / c(float(D))), "dX")
    return [X, mean, Y], [Xb, mb, dY, dX], M(
        "Centered square with the saved mean as a forward output: Y = (X - mean[n])^2; the backward reads mean; dX = 2 * (dY * (X - mean) - sum(dY * (X - mean)) / D).",
        "none: X - mean[n] is common but one subtraction over values the backward loads anyway (mean is a saved output)", [],
        {"dX": "X"}, {"dY": "Y"})


@case("negative", "negative")
def neg_softmax_nomax(dt, ideal):
    N, D = 16, 32
    X = P((N, D), "X", dt)
    Y = _softmax_rows(X, N, D, lambda n, j: X[n, j])
    Xb, dY = P((N, D), "X", dt), P((N, D), "dY", dt)
    e = ew((N, D), lambda n, j: te.exp(Xb[n, j]), "e")
    d = te.reduce_axis((0, D), "d")
    s = te.compute((N,), lambda n: te.sum(e[n, d], axis=d), name="e_sum")
    y = ew((N, D), lambda n, j: e[n, j] / s[n], "y")
    d2 = te.reduce_axis((0, D), "d")
    dot = te.compute((N,), lambda n: te.sum(dY[n, d2] * y[n, d2], axis=d2), name="dot")
    dX = ew((N, D), lambda n, j: y[n, j] * (dY[n, j] - dot[n]), "dX")
    return [X, Y], [Xb, dY, dX], M(
        "Forward: row softmax with max subtraction, exp(X - max) / sum exp(X - max); the backward recomputes softmax WITHOUT the max, exp(X) / sum exp(X): mathematically Y, not the same expression.",
        "none: exp(X) / sum exp(X) equals Y only by an identity that is not exact in floating point (shift invariance); exp(X) is not a forward term (the forward has exp(X - max)); the reduction bodies differ",
        [], {"dX": "X"}, {"dY": "Y"})


# ================================================================ driver
def make_inputs(params, written_, rng):
    out = {}
    for n, s, d in params:
        if n in written_:
            continue
        out[n] = rng.integers(0, 16, size=s).astype(d) if d.startswith("int") else rng.uniform(-1, 1, size=s).astype(d)
    return out


def grad_check(mod, meta):
    """directional derivative of L = sum(dY * Y) along a random v vs sum(grad * v) (int inputs held fixed)."""
    rng = np.random.default_rng(7)
    f0 = buffer_params(mod["forward"]); b0 = buffer_params(mod["backward"])
    fw = written(mod["forward"])
    ins = make_inputs(f0, fw, rng)
    cot = {n: rng.uniform(-1, 1, size=s) for n, s, d in b0 if n in meta["incoming"]}
    v = {n: rng.uniform(-1, 1, size=ins[n].shape) for n in meta["grads"].values()}
    out = run_pair(mod, ins, cot)
    lib = tvm.tirx.build(tvm.IRModule({"forward": mod["forward"]}), target="llvm")

    def L(x):
        args, res = [], {}
        for n, s, d in f0:
            t = tvm.runtime.tensor((x[n] if n in x else np.zeros(s)).astype(d), tvm.cpu()); args.append(t); res[n] = t
        lib["forward"](*args)
        return sum(float(np.sum(cot[g] * res[y].numpy())) for g, y in meta["incoming"].items())
    h = 1e-6
    fd = (L({n: ins[n] + h * v[n] if n in v else ins[n] for n in ins}) - L({n: ins[n] - h * v[n] if n in v else ins[n] for n in ins})) / (2 * h)
    bw = sum(float(np.sum(out[("backward", g)] * v[x])) for g, x in meta["grads"].items())
    return {"directional_fd": fd, "directional_backward": bw, "rel_err": abs(fd - bw) / max(abs(fd), 1e-12)}


def ideal_equal(mi, md):
    """the ideal computes the input's outputs (two seeds): 'exact', or max relative error."""
    worst, exact = 0.0, True
    for seed in (0, 1):
        rng = np.random.default_rng(seed)
        f0, b0 = buffer_params(mi["forward"]), buffer_params(mi["backward"])
        fi = make_inputs(f0, written(mi["forward"]), rng)
        grads = {n: rng.uniform(-1, 1, size=s).astype(d) for n, s, d in b0 if n not in fi and n not in written(mi["backward"])}
        a, b = run_pair(mi, fi, grads), run_pair(md, fi, grads)
        for k, x in a.items():
            y = b[k]
            if not np.array_equal(x, y):
                exact = False
                worst = max(worst, float(np.max(np.abs(x - y) / np.maximum(np.abs(x), 1))))
    return "exact" if exact else worst


def main():
    os.makedirs(OUT + "/cases", exist_ok=True)
    index = []
    only = sys.argv[1:]
    for cid, (fam, kind, fn) in CASES.items():
        if only and cid not in only:
            continue
        fi, bi, meta = fn("float32", False)
        fd_, bd_, _ = fn("float32", True)
        mi, md = module(fi, bi), module(fd_, bd_)
        f64, b64, _ = fn("float64", False)
        gc = grad_check(module(f64, b64), meta)
        files = {k: f"cases/{cid}.{k}.tir.py" if k != "meta" else f"cases/{cid}.meta.json" for k in ("input", "ideal", "meta")}
        for k, m in (("input", mi), ("ideal", md)):
            txt = f"# tensor-cse case `{cid}` ({k}): TVM 0.27 TVMScript, as te.create_prim_func prints it.\n" + m.script()
            tvm.script.from_source(txt)
            open(os.path.join(OUT, files[k]), "w").write(txt)
        mi = tvm.script.from_source(open(os.path.join(OUT, files["input"])).read())
        md = tvm.script.from_source(open(os.path.join(OUT, files["ideal"])).read())
        wo = {"forward": count(mi["forward"]), "backward": count(mi["backward"]),
              "ideal_forward": count(md["forward"]), "ideal_backward": count(md["backward"])}
        eq = ideal_equal(mi, md)
        rep = report_of(fd_, bd_, meta["stashes"], len(fi), len(bi))
        m = {"id": cid, "family": fam, "kind": kind, "description": meta["desc"], "common_term": meta["common"],
             "dtype": "float32", "gradients": meta["grads"], "incoming_gradients": meta["incoming"],
             "gradient_of_forward": True, "gradient_check": gc, "ideal_report": rep, "ideal_equal": eq,
             "weighted_ops": wo, "files": files}
        json.dump(m, open(os.path.join(OUT, files["meta"]), "w"), indent=1)
        index.append({"id": cid, "family": fam, "kind": kind, "files": files})
        print(f"{cid:22} grad rel_err={gc['rel_err']:.2e} ideal_eq={eq}  fwd {wo['forward']['ops']}->{wo['ideal_forward']['ops']}  "
              f"bwd {wo['backward']['ops']}->{wo['ideal_backward']['ops']}", flush=True)
    # The index is shared by gen.py and gen2.py: keep the other script's cases.
    path = os.path.join(OUT, "cases.json")
    ours = {c["id"] for c in index}
    kept = [c for c in json.load(open(path))["cases"] if c["id"] not in ours] if os.path.exists(path) else []
    json.dump({"cases": kept + index}, open(path, "w"), indent=1)


if __name__ == "__main__":
    main()
