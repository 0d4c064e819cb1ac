"""Seventh batch of tensor-cse cases (input + hand-written ideal) made with TE, of the kinds of the shared
specification (activation, normalization, softmax, mlp, negative), varied the way a held-back case would be:
other activations (SELU, stable log-sigmoid, swish with a constant beta in division form, erf-GELU whose
backward distributes Phi, tanhshrink, softsign through an AD-style reversed extracted tensor), norms with other
axes / saved statistics / unbiased variance / rsqrt / eps placement / a clamped L2 norm / flat and time-reversed
backward views, softmax variants (a length mask through an int tensor, 3-d log-softmax with a temperature
divisor, softmax entropy, causal log-softmax per head, a flat softmax read through a 3-d view), 2- and 3-layer
MLPs (transposed weights with ELU, hardtanh on 3-d tokens, tanh then sigmoid, per-head reshape), and negatives
(one op over loaded values, distribution, reassociation, rsqrt against 1 / sqrt, a data guard).
Gradients checked in float64 (directional derivative vs central differences, input and ideal), each ideal
checked against its input on random data (TVM, llvm). Reuses the helpers of ../tensorcse/gen.py, gen2.py,
gen3.py and ../tensorcse5/gen5.py (imported). Writes beside this file.

Usage: .venv-tvm/bin/python tests/data/families/tensorcse7/gen7.py [CASE ...]
Judge:  .venv-tvm/bin/python scripts/check_tensor_cse.py --shared tests/data/families/tensorcse7
"""
import os, sys
import tvm
from tvm import te
import tvm.tirx as tir

HERE = os.path.dirname(os.path.abspath(__file__))
PREV = os.path.join(HERE, "..", "tensorcse")
sys.path.insert(0, os.path.join(HERE, "..", "..", "..", "..", "scripts"))
sys.path.insert(0, PREV)
sys.path.insert(0, os.path.join(HERE, "..", "tensorcse5"))
sys.path.insert(0, os.path.join(HERE, "..", "tensorcse6"))
import gen as G1  # noqa
import gen2 as G2  # noqa
import gen3 as G3  # noqa
import gen5 as G5  # noqa
import gen6 as G6  # noqa

P, ew, M, EPS = G1.P, G1.ew, G1.M, G1.EPS
K = G2.K
RA = G3.RA
OUT = HERE
CASES = {}
DTYPE = {}
NOT_GRAD = {"neg_data_guard_tanh"}  # cases whose backward is not the gradient of the forward


def case(fam, kind, dtype="float32"):
    def deco(fn):
        CASES[fn.__name__] = (fam, kind, fn)
        DTYPE[fn.__name__] = dtype
        return fn
    return deco


# ================================================================ activation
@case("activation", "positive")
def selu_exp_scaled(dt, ideal):
    """SELU: Y = X > 0 ? X * scale : exp(X) * (alpha * scale) - alpha * scale; the common term is exp(X) * 1.7581 (2 ops)."""
    N, D = 16, 32; c = K(dt); SC, AS = 1.0507009873554805, 1.7580993408473766
    EA = lambda Xt, n, j: te.exp(Xt[n, j]) * c(AS)
    X = P((N, D), "X", dt)
    if ideal:
        ea = ew((N, D), lambda n, j: EA(X, n, j), "ea"); F = lambda n, j: ea[n, j]
    else:
        F = lambda n, j: EA(X, n, j)
    Y = ew((N, D), lambda n, j: te.if_then_else(X[n, j] > c(0.0), X[n, j] * c(SC), F(n, j) - c(AS)), "Y")
    fwd = [X, Y] + ([ea] if ideal else [])
    Xb, dY = P((N, D), "X", dt), P((N, D), "dY", dt)
    if ideal:
        eab = P((N, D), "ea", dt); extra = [eab]; B_ = lambda n, j: eab[n, j]
    else:
        extra = []; B_ = lambda n, j: EA(Xb, n, j)
    dX = ew((N, D), lambda n, j: dY[n, j] * te.if_then_else(Xb[n, j] > c(0.0), c(SC), B_(n, j)), "dX")
    return fwd, [Xb, dY] + extra + [dX], M(
        "SELU (X 16x32): Y = X > 0 ? X * 1.0507 : exp(X) * 1.7581 - 1.7581 (alpha * scale folded); dX = dY * (X > 0 ? 1.0507 : exp(X) * 1.7581).",
        "exp(X) * 1.7581 (a call and a multiplication, inside the forward's else branch): new stash ea; the forward evaluates it for every "
        "element anyway in the measure (both branches count)", ["ea"], {"dX": "X"}, {"dY": "Y"})


@case("activation", "positive")
def log_sigmoid_stable(dt, ideal):
    """log-sigmoid in the stable form min(X, 0) - log(1 + exp(-|X|)) (T.fabs)."""
    N, D = 16, 32; c = K(dt)
    E = lambda Xt, n, j: te.exp(te.abs(Xt[n, j]) * c(-1.0))
    X = P((N, D), "X", dt)
    if ideal:
        e = ew((N, D), lambda n, j: E(X, n, j), "e"); F = lambda n, j: e[n, j]
    else:
        F = lambda n, j: E(X, n, j)
    Y = ew((N, D), lambda n, j: tir.min(X[n, j], c(0.0)) - te.log(c(1.0) + F(n, j)), "Y")
    fwd = [X, Y] + ([e] if ideal else [])
    Xb, dY = P((N, D), "X", dt), P((N, D), "dY", dt)
    if ideal:
        eb = P((N, D), "e", dt); extra = [eb]; B_ = lambda n, j: eb[n, j]
    else:
        extra = []; B_ = lambda n, j: E(Xb, n, j)
    dX = ew((N, D), lambda n, j: dY[n, j] * te.if_then_else(Xb[n, j] >= c(0.0), B_(n, j) / (c(1.0) + B_(n, j)), c(1.0) / (c(1.0) + B_(n, j))), "dX")
    return fwd, [Xb, dY] + extra + [dX], M(
        "Stable log-sigmoid (X 16x32): Y = min(X, 0) - log(1 + exp(|X| * -1)) (T.fabs); dX = dY * (X >= 0 ? e / (1 + e) : 1 / (1 + e)), "
        "e = exp(|X| * -1) inline three times.",
        "e = exp(|X| * -1) (3 ops): new stash e. 1 + e is common too (inside the forward's log) but is one addition over e, which the backward "
        "loads anyway: recomputed (as in the shared softplus; stashing it too is not required)", ["e"], {"dX": "X"}, {"dY": "Y"})


@case("activation", "positive")
def swish_beta_div(dt, ideal):
    """Swish with beta = 1.5 written as a division: Y = X / (1 + exp(X * -1.5)); the backward's X * s is NOT Y."""
    N, D = 16, 32; c = K(dt)
    DEN = lambda Xt, n, j: c(1.0) + te.exp(Xt[n, j] * c(-1.5))
    X = P((N, D), "X", dt)
    if ideal:
        den = ew((N, D), lambda n, j: DEN(X, n, j), "den"); F = lambda n, j: den[n, j]
    else:
        F = lambda n, j: DEN(X, n, j)
    Y = ew((N, D), lambda n, j: X[n, j] / F(n, j), "Y")
    fwd = [X, Y] + ([den] if ideal else [])
    Xb, dY = P((N, D), "X", dt), P((N, D), "dY", dt)
    if ideal:
        db = P((N, D), "den", dt); extra = [db]; B_ = lambda n, j: db[n, j]
    else:
        extra = []; B_ = lambda n, j: DEN(Xb, n, j)
    S = lambda n, j: c(1.0) / B_(n, j)
    dX = ew((N, D), lambda n, j: dY[n, j] * (S(n, j) + Xb[n, j] * S(n, j) * (c(1.0) - S(n, j)) * c(1.5)), "dX")
    return fwd, [Xb, dY] + extra + [dX], M(
        "Swish with beta 1.5 in division form (X 16x32): Y = X / (1 + exp(X * -1.5)); dX = dY * (s + X * s * (1 - s) * 1.5) with s = 1 / (1 + exp(X * -1.5)) "
        "inline three times.",
        "den = 1 + exp(X * -1.5) (3 ops): new stash den (s = 1 / den stays, one division per occurrence). X * s = X * (1 / den) is not Y = X / den "
        "(a division is not a multiplication by the reciprocal)", ["den"], {"dX": "X"}, {"dY": "Y"})


@case("activation", "positive")
def gelu_erf_distributed(dt, ideal):
    """erf-GELU whose backward writes Phi distributed, erf(X * c) * 0.5 + 0.5: only erf(X * c) is common."""
    N, D = 16, 32; c = K(dt)
    ER = lambda Xt, n, j: te.erf(Xt[n, j] * c(0.7071067811865476))
    X = P((N, D), "X", dt)
    if ideal:
        er = ew((N, D), lambda n, j: ER(X, n, j), "er"); F = lambda n, j: er[n, j]
    else:
        F = lambda n, j: ER(X, n, j)
    Y = ew((N, D), lambda n, j: X[n, j] * (c(0.5) * (c(1.0) + F(n, j))), "Y")
    fwd = [X, Y] + ([er] if ideal else [])
    Xb, dY = P((N, D), "X", dt), P((N, D), "dY", dt)
    if ideal:
        erb = P((N, D), "er", dt); extra = [erb]; B_ = lambda n, j: erb[n, j]
    else:
        extra = []; B_ = lambda n, j: ER(Xb, n, j)
    dX = ew((N, D), lambda n, j: dY[n, j] * (B_(n, j) * c(0.5) + c(0.5) + Xb[n, j] * te.exp(Xb[n, j] * Xb[n, j] * c(-0.5)) * c(0.3989422804014327)), "dX")
    return fwd, [Xb, dY] + extra + [dX], M(
        "erf-GELU (X 16x32): Y = X * (0.5 * (1 + erf(X * 0.70710678))); the backward writes Phi distributed: dX = dY * (erf(X * 0.70710678) * 0.5 + 0.5 + "
        "X * exp(X * X * -0.5) * 0.39894228).",
        "erf(X * 0.70710678) (2 ops): new stash er. Phi = 0.5 * (1 + erf) is not common (erf * 0.5 + 0.5 is its distribution); the pdf term is "
        "backward-only", ["er"], {"dX": "X"}, {"dY": "Y"})


@case("activation", "positive")
def tanhshrink_3d(dt, ideal):
    """Tanhshrink on a 3-d tensor: Y = X - tanh(X); dX = dY * (t * t). X - Y is not t (no reassociation)."""
    S = (4, 8, 16); c = K(dt)
    X = P(S, "X", dt)
    if ideal:
        t = ew(S, lambda a, b, d: te.tanh(X[a, b, d]), "t"); F = lambda a, b, d: t[a, b, d]
    else:
        F = lambda a, b, d: te.tanh(X[a, b, d])
    Y = ew(S, lambda a, b, d: X[a, b, d] - F(a, b, d), "Y")
    fwd = [X, Y] + ([t] if ideal else [])
    Xb, dY = P(S, "X", dt), P(S, "dY", dt)
    if ideal:
        tb = P(S, "t", dt); extra = [tb]; B_ = lambda a, b, d: tb[a, b, d]
    else:
        extra = []; B_ = lambda a, b, d: te.tanh(Xb[a, b, d])
    dX = ew(S, lambda a, b, d: dY[a, b, d] * (B_(a, b, d) * B_(a, b, d)), "dX")
    return fwd, [Xb, dY] + extra + [dX], M(
        "Tanhshrink (X 4x8x16): Y = X - tanh(X); dX = dY * (t * t), t = tanh(X) inline twice.",
        "t = tanh(X): new stash t (X - Y would be t only under reassociation)", ["t"], {"dX": "X"}, {"dY": "Y"})


@case("activation", "positive")
def softsign_reversed_ad(dt, ideal):
    """Softsign; the AD-style backward materialises ext[n, k] = 1 + |X[n, 31 - k]| and reads it at [n, 31 - j]."""
    N, D = 16, 32; c = K(dt)
    DEN = lambda Xt, n, j: c(1.0) + te.abs(Xt[n, j])
    X = P((N, D), "X", dt)
    if ideal:
        den = ew((N, D), lambda n, j: DEN(X, n, j), "den"); F = lambda n, j: den[n, j]
    else:
        F = lambda n, j: DEN(X, n, j)
    Y = ew((N, D), lambda n, j: X[n, j] / F(n, j), "Y")
    fwd = [X, Y] + ([den] if ideal else [])
    Xb, dY = P((N, D), "X", dt), P((N, D), "dY", dt)
    if ideal:
        db = P((N, D), "den", dt); extra = [db]
        dX = ew((N, D), lambda n, j: dY[n, j] / (db[n, j] * db[n, j]), "dX")
    else:
        extra = []
        ext = ew((N, D), lambda n, k: DEN(Xb, n, D - 1 - k), "extracted_tensor")
        dX = ew((N, D), lambda n, j: dY[n, j] / (ext[n, D - 1 - j] * ext[n, D - 1 - j]), "dX")
    return fwd, [Xb, dY] + extra + [dX], M(
        "Softsign (X 16x32): Y = X / (1 + |X|); the AD-style backward builds extracted_tensor[n, k] = 1 + |X[n, 31 - k]| (columns reversed) and "
        "dX[n, j] = dY / (ext[n, 31 - j] * ext[n, 31 - j]).",
        "den = 1 + |X| (T.fabs and an addition), visible once ext is inlined and 31 - (31 - j) simplified: new stash den read at [n, j]; the "
        "extracted tensor goes", ["den"], {"dX": "X"}, {"dY": "Y"})


# ================================================================ normalization
@case("normalization", "positive")
def bn_rstd_unbiased(dt, ideal):
    """BatchNorm NCHW with the unbiased variance (sq_sum / 63) and T.rsqrt: Y = (X - mean) * rsqrt(var + eps) * gamma + beta."""
    N, C, H, W = 4, 8, 4, 4; Mx = N * H * W; c = K(dt); S4 = (N, C, H, W)

    def stats(X):
        n, h, w = RA(N, "n"), RA(H, "h"), RA(W, "w")
        s = te.compute((C,), lambda ch: te.sum(X[n, ch, h, w], axis=[n, h, w]), name="x_sum")
        mean = ew((C,), lambda ch: s[ch] / c(float(Mx)), "mean")
        n, h, w = RA(N, "n"), RA(H, "h"), RA(W, "w")
        sq = te.compute((C,), lambda ch: te.sum((X[n, ch, h, w] - mean[ch]) * (X[n, ch, h, w] - mean[ch]), axis=[n, h, w]), name="sq_sum")
        var = ew((C,), lambda ch: sq[ch] / c(float(Mx - 1)), "var")
        return mean, var
    RSf = lambda var, ch: te.rsqrt(var[ch] + c(EPS))
    X, g, bt = P(S4, "X", dt), P((C,), "gamma", dt), P((C,), "beta", dt)
    mean, var = stats(X)
    if ideal:
        rstd = ew((C,), lambda ch: RSf(var, ch), "rstd")
        xh = ew(S4, lambda n, ch, h, w: (X[n, ch, h, w] - mean[ch]) * rstd[ch], "x_hat")
        Y = ew(S4, lambda n, ch, h, w: xh[n, ch, h, w] * g[ch] + bt[ch], "Y"); fwd = [X, g, bt, Y, xh, rstd]
    else:
        Y = ew(S4, lambda n, ch, h, w: (X[n, ch, h, w] - mean[ch]) * RSf(var, ch) * g[ch] + bt[ch], "Y"); fwd = [X, g, bt, Y]
    Xb, gb, dY = P(S4, "X", dt), P((C,), "gamma", dt), P(S4, "dY", dt)
    if ideal:
        xhb, rsb = P(S4, "x_hat", dt), P((C,), "rstd", dt); extra = [xhb, rsb]
        XH = lambda n, ch, h, w: xhb[n, ch, h, w]; RS = lambda ch: rsb[ch]
    else:
        mb, vb = stats(Xb); extra = []
        RS = lambda ch: RSf(vb, ch); XH = lambda n, ch, h, w: (Xb[n, ch, h, w] - mb[ch]) * RS(ch)
    n, h, w = RA(N, "n"), RA(H, "h"), RA(W, "w")
    sg = te.compute((C,), lambda ch: te.sum(dY[n, ch, h, w] * gb[ch], axis=[n, h, w]), name="sg")
    n, h, w = RA(N, "n"), RA(H, "h"), RA(W, "w")
    sgx = te.compute((C,), lambda ch: te.sum(dY[n, ch, h, w] * gb[ch] * XH(n, ch, h, w), axis=[n, h, w]), name="sgx")
    dX = ew(S4, lambda n_, ch, h_, w_: RS(ch) * (dY[n_, ch, h_, w_] * gb[ch] - sg[ch] / c(float(Mx)) - XH(n_, ch, h_, w_) * sgx[ch] / c(float(Mx - 1))), "dX")
    n, h, w = RA(N, "n"), RA(H, "h"), RA(W, "w")
    dg = te.compute((C,), lambda ch: te.sum(dY[n, ch, h, w] * XH(n, ch, h, w), axis=[n, h, w]), name="dgamma")
    n, h, w = RA(N, "n"), RA(H, "h"), RA(W, "w")
    dbt = te.compute((C,), lambda ch: te.sum(dY[n, ch, h, w], axis=[n, h, w]), name="dbeta")
    return fwd, [Xb, gb, dY] + extra + [dX, dg, dbt], M(
        "BatchNorm training, NCHW (X 4x8x4x4, gamma, beta 8), unbiased variance var = sq_sum / 63 and rstd = rsqrt(var + eps) (T.rsqrt, inline): "
        "Y = (X - mean) * rstd * gamma + beta; dX = rstd * (g - sum g / 64 - x_hat * sum(g * x_hat) / 63), g = dY * gamma; dgamma, dbeta; the naive "
        "backward recomputes mean and var and inlines x_hat and rstd.",
        "x_hat = (X - mean[c]) * rsqrt(var[c] + eps) (new stash) and rstd = rsqrt(var[c] + eps) per channel (new stash, the forward then evaluates "
        "rsqrt once per channel)", ["x_hat", "rstd"], {"dX": "X", "dgamma": "gamma", "dbeta": "beta"}, {"dY": "Y"})


@case("normalization", "positive")
def ln_saved_rstd_transposed(dt, ideal):
    """LayerNorm (B, T, D) with saved mean and rstd outputs; the AD-style backward reads extracted_tensor[d, b, t] (D-major)."""
    B, T, D = 4, 8, 16; c = K(dt); S3 = (B, T, D)
    X, g, bt = P(S3, "X", dt), P((D,), "gamma", dt), P((D,), "beta", dt)
    d = RA(D, "d")
    s = te.compute((B, T), lambda b, t: te.sum(X[b, t, d], axis=d), name="x_sum")
    mean = ew((B, T), lambda b, t: s[b, t] / c(float(D)), "mean")
    d = RA(D, "d")
    sq = te.compute((B, T), lambda b, t: te.sum((X[b, t, d] - mean[b, t]) * (X[b, t, d] - mean[b, t]), axis=d), name="sq_sum")
    rstd = ew((B, T), lambda b, t: te.rsqrt(sq[b, t] / c(float(D)) + c(EPS)), "rstd")
    if ideal:
        xh = ew(S3, lambda b, t, d_: (X[b, t, d_] - mean[b, t]) * rstd[b, t], "x_hat")
        Y = ew(S3, lambda b, t, d_: xh[b, t, d_] * g[d_] + bt[d_], "Y"); fwd = [X, g, bt, Y, mean, rstd, xh]
    else:
        Y = ew(S3, lambda b, t, d_: (X[b, t, d_] - mean[b, t]) * rstd[b, t] * g[d_] + bt[d_], "Y"); fwd = [X, g, bt, Y, mean, rstd]
    Xb, gb, mb, rb, dY = P(S3, "X", dt), P((D,), "gamma", dt), P((B, T), "mean", dt), P((B, T), "rstd", dt), P(S3, "dY", dt)
    if ideal:
        xhb = P(S3, "x_hat", dt); extra = [xhb]; XH = lambda b, t, d_: xhb[b, t, d_]
    else:
        extra = []
        ext = ew((D, B, T), lambda d_, b, t: (Xb[b, t, d_] - mb[b, t]) * rb[b, t], "extracted_tensor")
        XH = lambda b, t, d_: ext[d_, b, t]
    d = RA(D, "d")
    sg = te.compute((B, T), lambda b, t: te.sum(dY[b, t, d] * gb[d], axis=d), name="sg")
    d = RA(D, "d")
    sgx = te.compute((B, T), lambda b, t: te.sum(dY[b, t, d] * gb[d] * XH(b, t, d), axis=d), name="sgx")
    dX = ew(S3, lambda b, t, d_: rb[b, t] * (dY[b, t, d_] * gb[d_] - sg[b, t] / c(float(D)) - XH(b, t, d_) * sgx[b, t] / c(float(D))), "dX")
    b_, t_ = RA(B, "b"), RA(T, "t")
    dg = te.compute((D,), lambda d_: te.sum(dY[b_, t_, d_] * XH(b_, t_, d_), axis=[b_, t_]), name="dgamma")
    b_, t_ = RA(B, "b"), RA(T, "t")
    dbt = te.compute((D,), lambda d_: te.sum(dY[b_, t_, d_], axis=[b_, t_]), name="dbeta")
    return fwd, [Xb, gb, mb, rb, dY] + extra + [dX, dg, dbt], M(
        "LayerNorm over D of X (B=4, T=8, D=16) with the saved statistics mean and rstd = rsqrt(sq_sum / 16 + eps) as forward outputs (as "
        "native_layer_norm saves them): Y = (X - mean) * rstd * gamma + beta. The AD-style backward reads mean and rstd and materialises "
        "extracted_tensor[d, b, t] = (X[b, t, d] - mean[b, t]) * rstd[b, t] (transposed, D-major), read at [d, b, t] by sgx, dX and dgamma.",
        "x_hat[b, t, d] = (X - mean[b, t]) * rstd[b, t] (2 ops, visible once the transposed extracted tensor is inlined): new stash x_hat; the "
        "extracted tensor goes; rstd is already a backward input", ["x_hat"], {"dX": "X", "dgamma": "gamma", "dbeta": "beta"}, {"dY": "Y"})


@case("normalization", "positive")
def l2_normalize_clamp_3d(dt, ideal):
    """F.normalize over the last axis of (B, T, D): Y = X / max(sqrt(sum X^2), 1e-12)."""
    B, T, D = 4, 8, 16; c = K(dt); S3 = (B, T, D)

    def ss_of(X):
        d = RA(D, "d")
        return te.compute((B, T), lambda b, t: te.sum(X[b, t, d] * X[b, t, d], axis=d), name="ss")
    NR = lambda ss, b, t: tir.max(te.sqrt(ss[b, t]), c(1e-12))
    X = P(S3, "X", dt)
    ss = ss_of(X)
    if ideal:
        nrm = ew((B, T), lambda b, t: NR(ss, b, t), "nrm")
        Y = ew(S3, lambda b, t, d: X[b, t, d] / nrm[b, t], "Y"); fwd = [X, Y, nrm]
    else:
        Y = ew(S3, lambda b, t, d: X[b, t, d] / NR(ss, b, t), "Y"); fwd = [X, Y]
    Xb, dY = P(S3, "X", dt), P(S3, "dY", dt)
    if ideal:
        Yb, nb = P(S3, "Y", dt), P((B, T), "nrm", dt); extra = [Yb, nb]
        YY = lambda b, t, d: Yb[b, t, d]; NB = lambda b, t: nb[b, t]
    else:
        ssb = ss_of(Xb); extra = []
        NB = lambda b, t: NR(ssb, b, t); YY = lambda b, t, d: Xb[b, t, d] / NB(b, t)
    d = RA(D, "d")
    dot = te.compute((B, T), lambda b, t: te.sum(dY[b, t, d] * YY(b, t, d), axis=d), name="dot")
    dX = ew(S3, lambda b, t, d_: (dY[b, t, d_] - YY(b, t, d_) * dot[b, t]) / NB(b, t), "dX")
    return fwd, [Xb, dY] + extra + [dX], M(
        "L2 normalisation with a clamp (F.normalize) over D of X (B=4, T=8, D=16): ss = sum_d X^2, Y = X / max(sqrt(ss), 1e-12); dX = (dY - y * "
        "sum_d(dY * y)) / max(sqrt(ss), 1e-12), y = X / max(sqrt(ss), 1e-12); the naive backward recomputes ss and inlines the clamped norm and y.",
        "X / max(sqrt(ss), 1e-12) = the existing output Y, and the clamped norm max(sqrt(ss[b, t]), 1e-12) per (b, t) (2 ops over the reduction): "
        "new stash nrm", ["Y", "nrm"], {"dX": "X"}, {"dY": "Y"})


@case("normalization", "positive")
def ln_flat_view_bwd(dt, ideal):
    """LayerNorm over (C, L) of X (N, C, L); the backward works on the flat view k = c * 16 + l (X[n, k // 16, k % 16]) and reshapes dX."""
    N, C, L = 4, 4, 16; Mx = C * L; c = K(dt); S3 = (N, C, L)

    def stats(X):
        cc, l = RA(C, "c"), RA(L, "l")
        s = te.compute((N,), lambda n: te.sum(X[n, cc, l], axis=[cc, l]), name="x_sum")
        mean = ew((N,), lambda n: s[n] / c(float(Mx)), "mean")
        cc, l = RA(C, "c"), RA(L, "l")
        sq = te.compute((N,), lambda n: te.sum((X[n, cc, l] - mean[n]) * (X[n, cc, l] - mean[n]), axis=[cc, l]), name="sq_sum")
        var = ew((N,), lambda n: sq[n] / c(float(Mx)), "var")
        return mean, var
    SDf = lambda var, n: te.sqrt(var[n] + c(EPS))
    X, g, bt = P(S3, "X", dt), P((C,), "gamma", dt), P((C,), "beta", dt)
    mean, var = stats(X)
    if ideal:
        std = ew((N,), lambda n: SDf(var, n), "std")
        xh = ew(S3, lambda n, ch, l: (X[n, ch, l] - mean[n]) / std[n], "x_hat")
        Y = ew(S3, lambda n, ch, l: xh[n, ch, l] * g[ch] + bt[ch], "Y"); fwd = [X, g, bt, Y, xh, std]
    else:
        Y = ew(S3, lambda n, ch, l: (X[n, ch, l] - mean[n]) / SDf(var, n) * g[ch] + bt[ch], "Y"); fwd = [X, g, bt, Y]
    Xb, gb, dY = P(S3, "X", dt), P((C,), "gamma", dt), P(S3, "dY", dt)
    if ideal:
        xhb, sdb = P(S3, "x_hat", dt), P((N,), "std", dt); extra = [xhb, sdb]
        XH3 = lambda n, ch, l: xhb[n, ch, l]; SD = lambda n: sdb[n]
    else:
        mb, vb = stats(Xb); extra = []
        SD = lambda n: SDf(vb, n); XH3 = lambda n, ch, l: (Xb[n, ch, l] - mb[n]) / SD(n)
    XHf = lambda n, k: XH3(n, k // L, k % L)
    G = lambda n, k: dY[n, k // L, k % L] * gb[k // L]
    k = RA(Mx, "k")
    sg = te.compute((N,), lambda n: te.sum(G(n, k), axis=k), name="sg")
    k = RA(Mx, "k")
    sgx = te.compute((N,), lambda n: te.sum(G(n, k) * XHf(n, k), axis=k), name="sgx")
    dXf = ew((N, Mx), lambda n, k_: (G(n, k_) - sg[n] / c(float(Mx)) - XHf(n, k_) * sgx[n] / c(float(Mx))) / SD(n), "dX_flat")
    dX = ew(S3, lambda n, ch, l: dXf[n, ch * L + l], "dX")
    n, l = RA(N, "n"), RA(L, "l")
    dg = te.compute((C,), lambda ch: te.sum(dY[n, ch, l] * XH3(n, ch, l), axis=[n, l]), name="dgamma")
    n, l = RA(N, "n"), RA(L, "l")
    dbt = te.compute((C,), lambda ch: te.sum(dY[n, ch, l], axis=[n, l]), name="dbeta")
    return fwd, [Xb, gb, dY] + extra + [dX, dg, dbt], M(
        "LayerNorm over (C, L) of X (N=4, C=4, L=16) with gamma, beta per channel; the backward recomputes mean and var as the forward does, then "
        "works on the flat view k = 16 c + l: sg, sgx and dX_flat[n, k] read X[n, k // 16, k % 16], dY[n, k // 16, k % 16] and gamma[k // 16]; "
        "dX[n, c, l] = dX_flat[n, 16 c + l]; dgamma and dbeta in the 3-d form.",
        "x_hat[n, c, l] = (X - mean[n]) / sqrt(var[n] + eps) (new stash, read at [n, k // 16, k % 16] in the flat blocks and at [n, c, l] in dgamma) "
        "and std = sqrt(var[n] + eps) per row (new stash)", ["x_hat", "std"], {"dX": "X", "dgamma": "gamma", "dbeta": "beta"}, {"dY": "Y"})


@case("normalization", "positive")
def rmsnorm_time_reversed(dt, ideal):
    """RMSNorm over D of (B, T, D); the AD-style backward walks time reversed: extracted_tensor[b, s, d] = X[b, 7 - s, d] * r[b, 7 - s]."""
    B, T, D = 4, 8, 16; c = K(dt); S3 = (B, T, D)

    def ss_of(X):
        d = RA(D, "d")
        return te.compute((B, T), lambda b, t: te.sum(X[b, t, d] * X[b, t, d], axis=d), name="ss")
    Rf = lambda ss, b, t: te.rsqrt(ss[b, t] * c(1.0 / D) + c(EPS))
    X, g = P(S3, "X", dt), P((D,), "gamma", dt)
    ss = ss_of(X)
    if ideal:
        r = ew((B, T), lambda b, t: Rf(ss, b, t), "r")
        xh = ew(S3, lambda b, t, d: X[b, t, d] * r[b, t], "x_hat")
        Y = ew(S3, lambda b, t, d: xh[b, t, d] * g[d], "Y"); fwd = [X, g, Y, xh, r]
    else:
        Y = ew(S3, lambda b, t, d: X[b, t, d] * Rf(ss, b, t) * g[d], "Y"); fwd = [X, g, Y]
    Xb, gb, dY = P(S3, "X", dt), P((D,), "gamma", dt), P(S3, "dY", dt)
    if ideal:
        xhb, rbb = P(S3, "x_hat", dt), P((B, T), "r", dt); extra = [xhb, rbb]
        R = lambda b, t: rbb[b, t]
        XHrev = lambda b, s, d: xhb[b, T - 1 - s, d]   # the extracted tensor, inlined
        XHfwd = lambda b, t, d: xhb[b, t, d]           # ext[b, 7 - t, d] with 7 - (7 - t) simplified
    else:
        ssb = ss_of(Xb); extra = []
        R = lambda b, t: Rf(ssb, b, t)
        ext = ew(S3, lambda b, s, d: Xb[b, T - 1 - s, d] * R(b, T - 1 - s), "extracted_tensor")
        XHrev = lambda b, s, d: ext[b, s, d]
        XHfwd = lambda b, t, d: ext[b, T - 1 - t, d]
    b_, s_ = RA(B, "b"), RA(T, "s")
    dg = te.compute((D,), lambda d: te.sum(dY[b_, T - 1 - s_, d] * XHrev(b_, s_, d), axis=[b_, s_]), name="dgamma")
    d = RA(D, "d")
    sgx = te.compute((B, T), lambda b, t: te.sum(dY[b, t, d] * gb[d] * XHfwd(b, t, d), axis=d), name="sgx")
    dX = ew(S3, lambda b, t, d_: R(b, t) * (dY[b, t, d_] * gb[d_] - XHfwd(b, t, d_) * sgx[b, t] * c(1.0 / D)), "dX")
    return fwd, [Xb, gb, dY] + extra + [dX, dg], M(
        "RMSNorm over D of X (B=4, T=8, D=16) with weight gamma[d]: r = rsqrt(ss * (1/16) + eps), Y = X * r * gamma; the AD-style backward recomputes "
        "ss and walks time reversed: extracted_tensor[b, s, d] = X[b, 7 - s, d] * r[b, 7 - s], dgamma[d] = sum_{b,s} dY[b, 7 - s, d] * ext[b, s, d], "
        "sgx and dX read ext[b, 7 - t, d]; dX = r * (dY * gamma - x_hat * sgx / 16).",
        "x_hat = X * r (new stash; read at [b, 7 - s, d] in dgamma and at [b, t, d] once 7 - (7 - t) is simplified) and r = rsqrt(ss / 16 + eps) "
        "per (b, t) (new stash); the extracted tensor and the ss reduction go", ["x_hat", "r"], {"dX": "X", "dgamma": "gamma"}, {"dY": "Y"})


@case("normalization", "positive")
def layernorm_noaffine_mid_rsqrt(dt, ideal):
    """Normalisation over the middle axis C of (B, C, L), no affine, T.rsqrt: Y = (X - mean[b, l]) * rsqrt(var[b, l] + eps)."""
    B, C, L = 2, 16, 8; c = K(dt); S3 = (B, C, L)

    def stats(X):
        cc = RA(C, "c")
        s = te.compute((B, L), lambda b, l: te.sum(X[b, cc, l], axis=cc), name="x_sum")
        mean = ew((B, L), lambda b, l: s[b, l] / c(float(C)), "mean")
        cc = RA(C, "c")
        sq = te.compute((B, L), lambda b, l: te.sum((X[b, cc, l] - mean[b, l]) * (X[b, cc, l] - mean[b, l]), axis=cc), name="sq_sum")
        var = ew((B, L), lambda b, l: sq[b, l] / c(float(C)), "var")
        return mean, var
    RSf = lambda var, b, l: te.rsqrt(var[b, l] + c(EPS))
    X = P(S3, "X", dt)
    mean, var = stats(X)
    if ideal:
        rstd = ew((B, L), lambda b, l: RSf(var, b, l), "rstd")
        Y = ew(S3, lambda b, ch, l: (X[b, ch, l] - mean[b, l]) * rstd[b, l], "Y"); fwd = [X, Y, rstd]
    else:
        Y = ew(S3, lambda b, ch, l: (X[b, ch, l] - mean[b, l]) * RSf(var, b, l), "Y"); fwd = [X, Y]
    Xb, dY = P(S3, "X", dt), P(S3, "dY", dt)
    if ideal:
        Yb, rsb = P(S3, "Y", dt), P((B, L), "rstd", dt); extra = [Yb, rsb]
        XH = lambda b, ch, l: Yb[b, ch, l]; RS = lambda b, l: rsb[b, l]
    else:
        mb, vb = stats(Xb); extra = []
        RS = lambda b, l: RSf(vb, b, l); XH = lambda b, ch, l: (Xb[b, ch, l] - mb[b, l]) * RS(b, l)
    cc = RA(C, "c")
    sdy = te.compute((B, L), lambda b, l: te.sum(dY[b, cc, l], axis=cc), name="sdy")
    cc = RA(C, "c")
    sdyx = te.compute((B, L), lambda b, l: te.sum(dY[b, cc, l] * XH(b, cc, l), axis=cc), name="sdyx")
    dX = ew(S3, lambda b, ch, l: RS(b, l) * (dY[b, ch, l] - sdy[b, l] / c(float(C)) - XH(b, ch, l) * sdyx[b, l] / c(float(C))), "dX")
    return fwd, [Xb, dY] + extra + [dX], M(
        "Normalisation over the middle axis of X (B=2, C=16, L=8), statistics per (b, l), no affine, T.rsqrt: Y = (X - mean) * rsqrt(var + eps); "
        "dX = rstd * (dY - sum_c dY / 16 - x_hat * sum_c(dY * x_hat) / 16); the naive backward recomputes mean and var and inlines x_hat and rstd.",
        "x_hat = (X - mean[b, l]) * rsqrt(var[b, l] + eps) = the existing output Y, and rstd = rsqrt(var[b, l] + eps) per (b, l): new stash rstd",
        ["Y", "rstd"], {"dX": "X"}, {"dY": "Y"})


# ================================================================ softmax
@case("softmax", "positive")
def softmax_len_mask(dt, ideal):
    """Row softmax masked by per-row lengths (an int32 tensor): z = j < lens[n] ? X : -1e9."""
    N, D = 8, 16; c = K(dt)

    def probs(X, lens, name):
        z = lambda n, j: te.if_then_else(j < lens[n], X[n, j], c(-1e9))
        j = RA(D, "j")
        m = te.compute((N,), lambda n: te.max(z(n, j), axis=j), name="z_max")
        e = ew((N, D), lambda n, jj: te.exp(z(n, jj) - m[n]), "e")
        j2 = RA(D, "j")
        s = te.compute((N,), lambda n: te.sum(e[n, j2], axis=j2), name="e_sum")
        return ew((N, D), lambda n, jj: e[n, jj] / s[n], name)
    X, lens = P((N, D), "X", dt), P((N,), "lens", "int32")
    Y = probs(X, lens, "Y")
    Xb, lb, dY = P((N, D), "X", dt), P((N,), "lens", "int32"), P((N, D), "dY", dt)
    if ideal:
        Yb = P((N, D), "Y", dt); extra = [Yb]
    else:
        Yb = probs(Xb, lb, "y"); extra = []
    j = RA(D, "j")
    dot = te.compute((N,), lambda n: te.sum(dY[n, j] * Yb[n, j], axis=j), name="dot")
    dX = ew((N, D), lambda n, jj: te.if_then_else(jj < lb[n], Yb[n, jj] * (dY[n, jj] - dot[n]), c(0.0)), "dX")
    return [X, lens, Y], [Xb, lb, dY] + extra + [dX], M(
        "Length-masked row softmax (X 8x16, lens int32 8): z = j < lens[n] ? X : -1e9 (inline in the max's body and in e), e = exp(z - z_max), "
        "Y = e / e_sum (all materialised); dX = j < lens[n] ? y * (dY - sum_j dY * y) : 0; the naive backward recomputes z_max, e, e_sum and y.",
        "y = the existing output Y (the backward's y block equals the forward's Y after inlining, the data-dependent index guard included)", ["Y"],
        {"dX": "X"}, {"dY": "Y"})


@case("softmax", "positive")
def log_softmax_3d_temp_div(dt, ideal):
    """log-softmax over the last axis of (B, T, V) with a temperature divisor: z = X / 0.7."""
    B, T, V = 2, 4, 16; c = K(dt); S3 = (B, T, V); TMP = 0.7
    z = lambda Xt, b, t, v: Xt[b, t, v] / c(TMP)

    def zmax(X):
        v = RA(V, "v")
        return te.compute((B, T), lambda b, t: te.max(z(X, b, t, v), axis=v), name="z_max")
    X = P(S3, "X", dt)
    m = zmax(X)
    if ideal:
        e = ew(S3, lambda b, t, v: te.exp(z(X, b, t, v) - m[b, t]), "e")
        v = RA(V, "v")
        s = te.compute((B, T), lambda b, t: te.sum(e[b, t, v], axis=v), name="e_sum")
    else:
        v = RA(V, "v")
        s = te.compute((B, T), lambda b, t: te.sum(te.exp(z(X, b, t, v) - m[b, t]), axis=v), name="e_sum")
    Y = ew(S3, lambda b, t, v: z(X, b, t, v) - m[b, t] - te.log(s[b, t]), "Y")
    fwd = [X, Y] + ([e, s] if ideal else [])
    Xb, dY = P(S3, "X", dt), P(S3, "dY", dt)
    if ideal:
        eb, sb = P(S3, "e", dt), P((B, T), "e_sum", dt); extra = [eb, sb]
        E_ = lambda b, t, v: eb[b, t, v]; S_ = lambda b, t: sb[b, t]
    else:
        mb = zmax(Xb); extra = []
        v = RA(V, "v")
        sbk = te.compute((B, T), lambda b, t: te.sum(te.exp(z(Xb, b, t, v) - mb[b, t]), axis=v), name="e_sum")
        E_ = lambda b, t, v_: te.exp(z(Xb, b, t, v_) - mb[b, t]); S_ = lambda b, t: sbk[b, t]
    v = RA(V, "v")
    sdy = te.compute((B, T), lambda b, t: te.sum(dY[b, t, v], axis=v), name="sdy")
    dX = ew(S3, lambda b, t, v_: (dY[b, t, v_] - E_(b, t, v_) / S_(b, t) * sdy[b, t]) / c(TMP), "dX")
    return fwd, [Xb, dY] + extra + [dX], M(
        "log-softmax over the last axis of X (B=2, T=4, V=16) with a temperature divisor: z = X / 0.7 (inline), z_max = max_v z, e_sum = sum_v exp(z - "
        "z_max) (exp inline in the sum's body), Y = z - z_max - log(e_sum); dX = (dY - exp(z - z_max) / e_sum * sum_v dY) / 0.7; the naive backward "
        "recomputes z_max and e_sum.",
        "e = exp(X / 0.7 - z_max) (a term of e_sum's reduction body, a tensor over (b, t, v)) and e_sum (per (b, t)): two new stashes; z_max is then "
        "not needed by the backward. exp(Y) is not e / e_sum (not an exact identity)", ["e", "e_sum"], {"dX": "X"}, {"dY": "Y"})


@case("softmax", "positive")
def softmax_entropy(dt, ideal):
    """Entropy of a row softmax: H[n] = sum_j p * (log(s) + m - X) (= -sum p log p); dX = dH * p * (lq - H)."""
    N, D = 8, 32; c = K(dt)

    def ms(X):
        j = RA(D, "j")
        m = te.compute((N,), lambda n: te.max(X[n, j], axis=j), name="x_max")
        j2 = RA(D, "j")
        s = te.compute((N,), lambda n: te.sum(te.exp(X[n, j2] - m[n]), axis=j2), name="e_sum")
        return m, s
    LQ = lambda Xt, m, s, n, j: te.log(s[n]) + m[n] - Xt[n, j]
    X = P((N, D), "X", dt)
    m, s = ms(X)
    p = ew((N, D), lambda n, j: te.exp(X[n, j] - m[n]) / s[n], "p")
    if ideal:
        lq = ew((N, D), lambda n, j: LQ(X, m, s, n, j), "lq"); LF = lambda n, j: lq[n, j]
    else:
        LF = lambda n, j: LQ(X, m, s, n, j)
    j = RA(D, "j")
    H = te.compute((N,), lambda n: te.sum(p[n, j] * LF(n, j), axis=j), name="H")
    fwd = [X, H] + ([p, lq] if ideal else [])
    Xb, dH = P((N, D), "X", dt), P((N,), "dH", dt)
    if ideal:
        pb, lqb, Hb = P((N, D), "p", dt), P((N, D), "lq", dt), P((N,), "H", dt); extra = [pb, lqb, Hb]
        PP = lambda n, j: pb[n, j]; LB = lambda n, j: lqb[n, j]; HH = lambda n: Hb[n]
    else:
        mb, sb = ms(Xb); extra = []
        pbk = ew((N, D), lambda n, j: te.exp(Xb[n, j] - mb[n]) / sb[n], "p")
        PP = lambda n, j: pbk[n, j]; LB = lambda n, j: LQ(Xb, mb, sb, n, j)
        j = RA(D, "j")
        Hk = te.compute((N,), lambda n: te.sum(pbk[n, j] * LB(n, j), axis=j), name="H")
        HH = lambda n: Hk[n]
    dX = ew((N, D), lambda n, j: dH[n] * PP(n, j) * (LB(n, j) - HH(n)), "dX")
    return fwd, [Xb, dH] + extra + [dX], M(
        "Softmax entropy (X 8x32): x_max, e_sum = sum exp(X - x_max) (exp inline), p = exp(X - x_max) / e_sum (materialised), H[n] = sum_j p * "
        "(log(e_sum) + x_max - X) (= -sum p log p, the negative log-probability lq inline in the reduction body); dX = dH * p * (lq - H); the naive "
        "backward recomputes x_max, e_sum, p and H (materialised) and lq inline.",
        "p (forward intermediate, new stash), lq = log(e_sum[n]) + x_max[n] - X (3 ops over two reductions, a term of H's reduction body: new "
        "stash) and H (the existing output, added as a backward input)", ["p", "lq", "H"], {"dX": "X"}, {"dH": "H"})


@case("softmax", "positive")
def causal_log_softmax_heads(dt, ideal):
    """Causally masked log-softmax of scaled scores per head (S 2x8x8); the AD-style backward uses exp(Y) with Y inline."""
    Hh, Nn = 2, 8; c = K(dt); S3 = (Hh, Nn, Nn); SCL = 0.25
    z = lambda St, h, i, j: te.if_then_else(j <= i, St[h, i, j] * c(SCL), c(-1e4))

    def stats(S):
        j = RA(Nn, "j")
        m = te.compute((Hh, Nn), lambda h, i: te.max(z(S, h, i, j), axis=j), name="z_max")
        j2 = RA(Nn, "j")
        s = te.compute((Hh, Nn), lambda h, i: te.sum(te.exp(z(S, h, i, j2) - m[h, i]), axis=j2), name="e_sum")
        return m, s
    S = P(S3, "S", dt)
    m, s = stats(S)
    Y = ew(S3, lambda h, i, j: z(S, h, i, j) - m[h, i] - te.log(s[h, i]), "Y")
    Sb, dY = P(S3, "S", dt), P(S3, "dY", dt)
    if ideal:
        Yb = P(S3, "Y", dt); extra = [Yb]; YY = lambda h, i, j: Yb[h, i, j]
    else:
        mb, sb = stats(Sb); extra = []; YY = lambda h, i, j: z(Sb, h, i, j) - mb[h, i] - te.log(sb[h, i])
    j = RA(Nn, "j")
    sdy = te.compute((Hh, Nn), lambda h, i: te.sum(dY[h, i, j], axis=j), name="sdy")
    dS = ew(S3, lambda h, i, j_: te.if_then_else(j_ <= i, (dY[h, i, j_] - te.exp(YY(h, i, j_)) * sdy[h, i]) * c(SCL), c(0.0)), "dS")
    return [S, Y], [Sb, dY] + extra + [dS], M(
        "Causal log-softmax per head (S 2x8x8 scores): z = j <= i ? S * 0.25 : -1e4 (inline in the max's body, the sum's body and Y), Y = z - z_max - "
        "log(e_sum); dS = j <= i ? (dY - exp(y) * sum_j dY) * 0.25 : 0 with y = z - z_max - log(e_sum) recomputed inline (both reductions "
        "materialised). te.create_prim_func folds the inner select of y under the outer guard: the input's dS reads "
        "exp(S * 0.25 - z_max - log(e_sum)) inside if_then_else(j <= i, ...).",
        "y = the existing output Y (contains both masked reductions): where j <= i, Y[h, i, j] = S * 0.25 - z_max - log(e_sum) exactly (Y's select "
        "takes its then-branch), so the backward's guarded term is Y read at [h, i, j]", ["Y"], {"dS": "S"}, {"dY": "Y"})


@case("softmax", "positive")
def softmax_flat_view_bwd(dt, ideal):
    """Softmax over a flat row of X (4, 64); the backward's y is a 3-d view y[n, c, l] of X[n, c * 16 + l]."""
    N, C, L = 4, 4, 16; D = C * L; c = K(dt)

    def parts(X):
        k = RA(D, "k")
        m = te.compute((N,), lambda n: te.max(X[n, k], axis=k), name="x_max")
        e = ew((N, D), lambda n, kk: te.exp(X[n, kk] - m[n]), "e")
        k2 = RA(D, "k")
        s = te.compute((N,), lambda n: te.sum(e[n, k2], axis=k2), name="e_sum")
        return e, s
    X = P((N, D), "X", dt)
    e, s = parts(X)
    Y = ew((N, D), lambda n, k: e[n, k] / s[n], "Y")
    Xb, dY = P((N, D), "X", dt), P((N, D), "dY", dt)
    if ideal:
        Yb = P((N, D), "Y", dt); extra = [Yb]
        Y3 = lambda n, ch, l: Yb[n, ch * L + l]; YF = lambda n, k: Yb[n, k]
    else:
        eb, sb = parts(Xb); extra = []
        y3 = ew((N, C, L), lambda n, ch, l: eb[n, ch * L + l] / sb[n], "y")
        Y3 = lambda n, ch, l: y3[n, ch, l]; YF = lambda n, k: y3[n, k // L, k % L]
    cc, l = RA(C, "c"), RA(L, "l")
    dot = te.compute((N,), lambda n: te.sum(dY[n, cc * L + l] * Y3(n, cc, l), axis=[cc, l]), name="dot")
    dX = ew((N, D), lambda n, k: YF(n, k) * (dY[n, k] - dot[n]), "dX")
    return [X, Y], [Xb, dY] + extra + [dX], M(
        "Row softmax over a flat row of X (4x64): x_max, e = exp(X - x_max), e_sum, Y = e / e_sum (materialised); the naive backward recomputes them "
        "and views the probabilities in 3-d: y[n, c, l] = e[n, 16 c + l] / e_sum[n] (4x4x16), dot[n] = sum_{c,l} dY[n, 16 c + l] * y[n, c, l], "
        "dX[n, k] = y[n, k // 16, k % 16] * (dY[n, k] - dot[n]).",
        "y[n, c, l] = the existing output Y read at [n, 16 c + l] (in dot) and at [n, k] in dX (the index (k // 16) * 16 + k % 16 simplified)", ["Y"],
        {"dX": "X"}, {"dY": "Y"})


# ================================================================ mlp
@case("mlp", "positive")
def mlp3_tanh_sigmoid(dt, ideal):
    """Three layers: A1 = tanh(X @ W1 + b1), A2 = sigmoid(A1 @ W2 + b2) (T.sigmoid), Out = A2 @ W3."""
    Nn, I_, K1, K2, O = 8, 16, 16, 16, 4; c = K(dt)

    def l1(X, W1, b1):
        i = RA(I_, "i")
        Z1 = te.compute((Nn, K1), lambda n, k: te.sum(X[n, i] * W1[i, k], axis=i), name="Z1")
        return Z1, ew((Nn, K1), lambda n, k: te.tanh(Z1[n, k] + b1[k]), "A1")

    def l2(A1, W2, b2):
        k = RA(K1, "k")
        Z2 = te.compute((Nn, K2), lambda n, m: te.sum(A1[n, k] * W2[k, m], axis=k), name="Z2")
        return Z2, ew((Nn, K2), lambda n, m: te.sigmoid(Z2[n, m] + b2[m]), "A2")
    X, W1, b1, W2, b2, W3 = P((Nn, I_), "X", dt), P((I_, K1), "W1", dt), P((K1,), "b1", dt), P((K1, K2), "W2", dt), P((K2,), "b2", dt), P((K2, O), "W3", dt)
    Z1, A1 = l1(X, W1, b1)
    Z2, A2 = l2(A1, W2, b2)
    m = RA(K2, "m")
    Out = te.compute((Nn, O), lambda n, o: te.sum(A2[n, m] * W3[m, o], axis=m), name="Out")
    fwd = [X, W1, b1, W2, b2, W3, Out] + ([A1, A2] if ideal else [])
    Xb, W1b, b1b, W2b, b2b, W3b, dOut = (P((Nn, I_), "X", dt), P((I_, K1), "W1", dt), P((K1,), "b1", dt), P((K1, K2), "W2", dt), P((K2,), "b2", dt),
                                         P((K2, O), "W3", dt), P((Nn, O), "dOut", dt))
    if ideal:
        A1b, A2b = P((Nn, K1), "A1", dt), P((Nn, K2), "A2", dt); extra = [A1b, A2b]
        T1 = lambda n, k: A1b[n, k]; S2 = lambda n, m_: A2b[n, m_]; A1u, A2u = A1b, A2b
    else:
        Z1b, A1u = l1(Xb, W1b, b1b); Z2b, A2u = l2(A1u, W2b, b2b); extra = []
        T1 = lambda n, k: te.tanh(Z1b[n, k] + b1b[k]); S2 = lambda n, m_: te.sigmoid(Z2b[n, m_] + b2b[m_])
    o = RA(O, "o")
    dA2 = te.compute((Nn, K2), lambda n, m_: te.sum(dOut[n, o] * W3b[m_, o], axis=o), name="dA2")
    dZ2 = ew((Nn, K2), lambda n, m_: dA2[n, m_] * S2(n, m_) * (c(1.0) - S2(n, m_)), "dZ2")
    r = RA(Nn, "n")
    dW3 = te.compute((K2, O), lambda m_, o_: te.sum(A2u[r, m_] * dOut[r, o_], axis=r), name="dW3")
    m2 = RA(K2, "m")
    dA1 = te.compute((Nn, K1), lambda n, k: te.sum(dZ2[n, m2] * W2b[k, m2], axis=m2), name="dA1")
    dZ1 = ew((Nn, K1), lambda n, k: dA1[n, k] * (c(1.0) - T1(n, k) * T1(n, k)), "dZ1")
    r = RA(Nn, "n")
    dW2 = te.compute((K1, K2), lambda k, m_: te.sum(A1u[r, k] * dZ2[r, m_], axis=r), name="dW2")
    r = RA(Nn, "n")
    db2 = te.compute((K2,), lambda m_: te.sum(dZ2[r, m_], axis=r), name="db2")
    k = RA(K1, "k")
    dX = te.compute((Nn, I_), lambda n, i: te.sum(dZ1[n, k] * W1b[i, k], axis=k), name="dX")
    r = RA(Nn, "n")
    dW1 = te.compute((I_, K1), lambda i, k_: te.sum(Xb[r, i] * dZ1[r, k_], axis=r), name="dW1")
    r = RA(Nn, "n")
    db1 = te.compute((K1,), lambda k_: te.sum(dZ1[r, k_], axis=r), name="db1")
    return fwd, [Xb, W1b, b1b, W2b, b2b, W3b, dOut] + extra + [dX, dW1, db1, dW2, db2, dW3], M(
        "Three-layer MLP (X 8x16, W1 16x16, W2 16x16, W3 16x4, biases b1, b2): A1 = tanh(X @ W1 + b1), A2 = sigmoid(A1 @ W2 + b2) (T.sigmoid), "
        "Out = A2 @ W3 (Z1, A1, Z2, A2 materialised); the naive backward recomputes Z1, A1, Z2, A2 (for dW2, dW3) and inlines sigmoid(Z2 + b2) twice "
        "in dZ2 and tanh(Z1 + b1) twice in dZ1.",
        "A1 = tanh(X @ W1 + b1) and A2 = sigmoid(A1 @ W2 + b2) (forward intermediates containing the two matmuls): two new stashes; the backward "
        "then has no forward matmul", ["A1", "A2"], {"dX": "X", "dW1": "W1", "db1": "b1", "dW2": "W2", "db2": "b2", "dW3": "W3"}, {"dOut": "Out"})


@case("mlp", "positive")
def mlp2_wT_elu_bias(dt, ideal):
    """Linear (transposed weight W1[k, i]) + bias + ELU, then a transposed W2[o, k] + bias after the contraction."""
    Nn, I_, K_, O = 8, 16, 32, 4; c = K(dt)

    def pre(X, W1):
        i = RA(I_, "i")
        return te.compute((Nn, K_), lambda n, k: te.sum(X[n, i] * W1[k, i], axis=i), name="Z")
    X, W1, b1, W2, b2 = P((Nn, I_), "X", dt), P((K_, I_), "W1", dt), P((K_,), "b1", dt), P((O, K_), "W2", dt), P((O,), "b2", dt)
    Z = pre(X, W1)
    H = lambda Zt, bt, n, k: Zt[n, k] + bt[k]
    if ideal:
        pos = ew((Nn, K_), lambda n, k: H(Z, b1, n, k) > c(0.0), "pos")
        ex = ew((Nn, K_), lambda n, k: te.exp(H(Z, b1, n, k)), "ex")
        A = ew((Nn, K_), lambda n, k: te.if_then_else(pos[n, k], H(Z, b1, n, k), ex[n, k] - c(1.0)), "A")
    else:
        A = ew((Nn, K_), lambda n, k: te.if_then_else(H(Z, b1, n, k) > c(0.0), H(Z, b1, n, k), te.exp(H(Z, b1, n, k)) - c(1.0)), "A")
    k = RA(K_, "k")
    Zo = te.compute((Nn, O), lambda n, o: te.sum(A[n, k] * W2[o, k], axis=k), name="Zo")
    Out = ew((Nn, O), lambda n, o: Zo[n, o] + b2[o], "Out")
    fwd = [X, W1, b1, W2, b2, Out] + ([A, pos, ex] if ideal else [])
    Xb, W1b, b1b, W2b, dOut = P((Nn, I_), "X", dt), P((K_, I_), "W1", dt), P((K_,), "b1", dt), P((O, K_), "W2", dt), P((Nn, O), "dOut", dt)
    o = RA(O, "o")
    dA = te.compute((Nn, K_), lambda n, k_: te.sum(dOut[n, o] * W2b[o, k_], axis=o), name="dA")
    if ideal:
        Ab, pb, eb = P((Nn, K_), "A", dt), P((Nn, K_), "pos", "bool"), P((Nn, K_), "ex", dt); extra = [Ab, pb, eb]
        dH = ew((Nn, K_), lambda n, k_: dA[n, k_] * te.if_then_else(pb[n, k_], c(1.0), eb[n, k_]), "dH")
        Au = Ab
    else:
        Zb = pre(Xb, W1b); extra = []
        Au = ew((Nn, K_), lambda n, k_: te.if_then_else(H(Zb, b1b, n, k_) > c(0.0), H(Zb, b1b, n, k_), te.exp(H(Zb, b1b, n, k_)) - c(1.0)), "A")
        dH = ew((Nn, K_), lambda n, k_: dA[n, k_] * te.if_then_else(H(Zb, b1b, n, k_) > c(0.0), c(1.0), te.exp(H(Zb, b1b, n, k_))), "dH")
    r = RA(Nn, "n")
    dW2 = te.compute((O, K_), lambda o_, k_: te.sum(dOut[r, o_] * Au[r, k_], axis=r), name="dW2")
    r = RA(Nn, "n")
    db2 = te.compute((O,), lambda o_: te.sum(dOut[r, o_], axis=r), name="db2")
    k = RA(K_, "k")
    dX = te.compute((Nn, I_), lambda n, i: te.sum(dH[n, k] * W1b[k, i], axis=k), name="dX")
    r = RA(Nn, "n")
    dW1 = te.compute((K_, I_), lambda k_, i: te.sum(dH[r, k_] * Xb[r, i], axis=r), name="dW1")
    r = RA(Nn, "n")
    db1 = te.compute((K_,), lambda k_: te.sum(dH[r, k_], axis=r), name="db1")
    return fwd, [Xb, W1b, b1b, W2b, dOut] + extra + [dX, dW1, db1, dW2, db2], M(
        "Two-layer MLP with transposed weights (X 8x16, W1 32x16, b1 32, W2 4x32, b2 4) and ELU: Z = X @ W1^T (materialised), A = elu(Z + b1) = "
        "Z + b1 > 0 ? Z + b1 : exp(Z + b1) - 1, Zo = A @ W2^T, Out = Zo + b2 (the bias after the contraction, its own block); the naive backward "
        "recomputes Z and A (for dW2) and dH = dA * (Z + b1 > 0 ? 1 : exp(Z + b1)).",
        "A (the forward's ELU block, for dW2), and in dH the two largest common terms of A's body: the condition Z + b1 > 0 (a boolean tensor) and "
        "exp(Z + b1): three new stashes A, pos, ex. (Stashing H = Z + b1 instead of pos and ex, and recomputing H > 0 and exp(H), is 2.4% above the "
        "ideal's backward, within the tolerance.)", ["A", "pos", "ex"], {"dX": "X", "dW1": "W1", "db1": "b1", "dW2": "W2", "db2": "b2"},
        {"dOut": "Out"})


@case("mlp", "positive")
def mlp2_hardtanh_tokens(dt, ideal):
    """Token MLP on X (B, T, I): A = hardtanh(X @ W1 + b1) = min(max(H, -1), 1); the backward masks with -1 < H and H < 1."""
    B, T, I_, K_, O = 2, 4, 16, 16, 8; c = K(dt)

    def pre(X, W1):
        i = RA(I_, "i")
        return te.compute((B, T, K_), lambda b, t, k: te.sum(X[b, t, i] * W1[i, k], axis=i), name="Z")
    HT = lambda h: tir.min(tir.max(h, c(-1.0)), c(1.0))
    X, W1, b1, W2 = P((B, T, I_), "X", dt), P((I_, K_), "W1", dt), P((K_,), "b1", dt), P((K_, O), "W2", dt)
    Z = pre(X, W1)
    if ideal:
        Hs = ew((B, T, K_), lambda b, t, k: Z[b, t, k] + b1[k], "H")
        A = ew((B, T, K_), lambda b, t, k: HT(Hs[b, t, k]), "A")
    else:
        A = ew((B, T, K_), lambda b, t, k: HT(Z[b, t, k] + b1[k]), "A")
    k = RA(K_, "k")
    Out = te.compute((B, T, O), lambda b, t, o: te.sum(A[b, t, k] * W2[k, o], axis=k), name="Out")
    fwd = [X, W1, b1, W2, Out] + ([Hs, A] if ideal else [])
    Xb, W1b, b1b, W2b, dOut = P((B, T, I_), "X", dt), P((I_, K_), "W1", dt), P((K_,), "b1", dt), P((K_, O), "W2", dt), P((B, T, O), "dOut", dt)
    o = RA(O, "o")
    dA = te.compute((B, T, K_), lambda b, t, k_: te.sum(dOut[b, t, o] * W2b[k_, o], axis=o), name="dA")
    if ideal:
        Hb, Ab = P((B, T, K_), "H", dt), P((B, T, K_), "A", dt); extra = [Hb, Ab]
        HH = lambda b, t, k_: Hb[b, t, k_]; Au = Ab
    else:
        Zb = pre(Xb, W1b); extra = []
        HH = lambda b, t, k_: Zb[b, t, k_] + b1b[k_]
        Au = ew((B, T, K_), lambda b, t, k_: HT(HH(b, t, k_)), "A")
    dH = ew((B, T, K_), lambda b, t, k_: te.if_then_else(tir.all(HH(b, t, k_) > c(-1.0), HH(b, t, k_) < c(1.0)), dA[b, t, k_], c(0.0)), "dH")
    b_, t_ = RA(B, "b"), RA(T, "t")
    dW2 = te.compute((K_, O), lambda k_, o_: te.sum(Au[b_, t_, k_] * dOut[b_, t_, o_], axis=[b_, t_]), name="dW2")
    k = RA(K_, "k")
    dX = te.compute((B, T, I_), lambda b, t, i: te.sum(dH[b, t, k] * W1b[i, k], axis=k), name="dX")
    b_, t_ = RA(B, "b"), RA(T, "t")
    dW1 = te.compute((I_, K_), lambda i, k_: te.sum(Xb[b_, t_, i] * dH[b_, t_, k_], axis=[b_, t_]), name="dW1")
    b_, t_ = RA(B, "b"), RA(T, "t")
    db1 = te.compute((K_,), lambda k_: te.sum(dH[b_, t_, k_], axis=[b_, t_]), name="db1")
    return fwd, [Xb, W1b, b1b, W2b, dOut] + extra + [dX, dW1, db1, dW2], M(
        "Token MLP on 3-d X (B=2, T=4, I=16; W1 16x16, b1 16, W2 16x8): Z = X @ W1 (materialised), A = min(max(Z + b1, -1), 1) (hardtanh), Out = A @ "
        "W2; the naive backward recomputes Z and A (for dW2) and masks dH = (-1 < Z + b1 and Z + b1 < 1) ? dA : 0 (comparisons the forward does "
        "not make).",
        "A (the hardtanh block, 2 ops over H) and H = Z + b1 (the pre-activation with its bias, inside the forward's max; the mask's operand): two "
        "new stashes", ["H", "A"], {"dX": "X", "dW1": "W1", "db1": "b1", "dW2": "W2"}, {"dOut": "Out"})


@case("mlp", "positive")
def mlp_flat_heads(dt, ideal):
    """A flat hidden Z (N, 32) reshaped into 4 heads of 8: A3[n, c, l] = tanh(Z[n, 8 c + l] + b[c]); the backward works on the flat k."""
    Nn, I_, C, L = 8, 16, 4, 8; KF = C * L; c = K(dt)

    def pre(X, W1):
        i = RA(I_, "i")
        return te.compute((Nn, KF), lambda n, k: te.sum(X[n, i] * W1[i, k], axis=i), name="Z")
    Af = lambda Zt, bt, n, ch, l: te.tanh(Zt[n, ch * L + l] + bt[ch])
    X, W1, b, v = P((Nn, I_), "X", dt), P((I_, KF), "W1", dt), P((C,), "b", dt), P((L,), "v", dt)
    Z = pre(X, W1)
    A3 = ew((Nn, C, L), lambda n, ch, l: Af(Z, b, n, ch, l), "A3")
    l = RA(L, "l")
    Out = te.compute((Nn, C), lambda n, ch: te.sum(A3[n, ch, l] * v[l], axis=l), name="Out")
    fwd = [X, W1, b, v, Out] + ([A3] if ideal else [])
    Xb, W1b, bb, vb, dOut = P((Nn, I_), "X", dt), P((I_, KF), "W1", dt), P((C,), "b", dt), P((L,), "v", dt), P((Nn, C), "dOut", dt)
    if ideal:
        A3b = P((Nn, C, L), "A3", dt); extra = [A3b]; A3u = A3b
        TT = lambda n, k: A3b[n, k // L, k % L]
    else:
        Zb = pre(Xb, W1b); extra = []
        A3u = ew((Nn, C, L), lambda n, ch, l_: Af(Zb, bb, n, ch, l_), "A3")
        TT = lambda n, k: te.tanh(Zb[n, k] + bb[k // L])
    dZ = ew((Nn, KF), lambda n, k: dOut[n, k // L] * vb[k % L] * (c(1.0) - TT(n, k) * TT(n, k)), "dZ")
    n_, ch_ = RA(Nn, "n"), RA(C, "c")
    dv = te.compute((L,), lambda l_: te.sum(dOut[n_, ch_] * A3u[n_, ch_, l_], axis=[n_, ch_]), name="dv")
    n_, l_ = RA(Nn, "n"), RA(L, "l")
    db = te.compute((C,), lambda ch: te.sum(dZ[n_, ch * L + l_], axis=[n_, l_]), name="db")
    k = RA(KF, "k")
    dX = te.compute((Nn, I_), lambda n, i: te.sum(dZ[n, k] * W1b[i, k], axis=k), name="dX")
    r = RA(Nn, "n")
    dW1 = te.compute((I_, KF), lambda i, k_: te.sum(Xb[r, i] * dZ[r, k_], axis=r), name="dW1")
    return fwd, [Xb, W1b, bb, vb, dOut] + extra + [dX, dW1, db, dv], M(
        "Per-head reshape after a linear layer (X 8x16, W1 16x32, b 4, v 8): Z = X @ W1 (flat, materialised), A3[n, c, l] = tanh(Z[n, 8 c + l] + b[c]) "
        "(4 heads of 8), Out[n, c] = sum_l A3 * v[l]; the naive backward recomputes Z and A3 (for dv) and works on the flat index: dZ[n, k] = "
        "dOut[n, k // 8] * v[k % 8] * (1 - t * t), t = tanh(Z[n, k] + b[k // 8]) inline twice.",
        "A3 (forward intermediate, contains the matmul): new stash, read at [n, c, l] in dv and at [n, k // 8, k % 8] in dZ (the flat index "
        "inverted); the backward then has no forward matmul", ["A3"], {"dX": "X", "dW1": "W1", "db": "b", "dv": "v"}, {"dOut": "Out"})


# ================================================================ negative
@case("negative", "negative")
def neg_sin_product_arg(dt, ideal):
    N, D = 16, 32; c = K(dt)
    X, w = P((N, D), "X", dt), P((D,), "w", dt)
    Y = ew((N, D), lambda n, j: te.sin(X[n, j] * w[j]), "Y")
    Xb, wb, dY = P((N, D), "X", dt), P((D,), "w", dt), P((N, D), "dY", dt)
    dX = ew((N, D), lambda n, j: dY[n, j] * te.cos(Xb[n, j] * wb[j]) * wb[j], "dX")
    r = RA(N, "n")
    dw = te.compute((D,), lambda j: te.sum(dY[r, j] * te.cos(Xb[r, j] * wb[j]) * Xb[r, j], axis=r), name="dw")
    return [X, w, Y], [Xb, wb, dY, dX, dw], M(
        "Y = sin(X * w[j]) (X 16x32, w 32); dX = dY * cos(X * w) * w, dw[j] = sum_n dY * cos(X * w) * X.",
        "none: X * w[j] is common but is one multiplication over X and w, which the backward reads anyway (w in dX, X in dw); cos is backward-only",
        [], {"dX": "X", "dw": "w"}, {"dY": "Y"})


@case("negative", "negative")
def neg_softmax_temp_distributed(dt, ideal):
    N, D = 16, 32; c = K(dt)
    X = P((N, D), "X", dt)
    j = RA(D, "j")
    m = te.compute((N,), lambda n: te.max(X[n, j], axis=j), name="x_max")
    j = RA(D, "j")
    s = te.compute((N,), lambda n: te.sum(te.exp((X[n, j] - m[n]) * c(0.5)), axis=j), name="e_sum")
    Y = ew((N, D), lambda n, jj: te.exp((X[n, jj] - m[n]) * c(0.5)) / s[n], "Y")
    Xb, mb, dY = P((N, D), "X", dt), P((N,), "x_max", dt), P((N, D), "dY", dt)
    q = lambda n, jj: te.exp(Xb[n, jj] * c(0.5) - mb[n] * c(0.5))
    j = RA(D, "j")
    sb = te.compute((N,), lambda n: te.sum(q(n, j), axis=j), name="q_sum")
    p = ew((N, D), lambda n, jj: q(n, jj) / sb[n], "p")
    j = RA(D, "j")
    dot = te.compute((N,), lambda n: te.sum(dY[n, j] * p[n, j], axis=j), name="dot")
    dX = ew((N, D), lambda n, jj: p[n, jj] * (dY[n, jj] - dot[n]) * c(0.5), "dX")
    return [X, Y, m], [Xb, mb, dY, dX], M(
        "Softmax with temperature 2 and the saved row max as a forward output: Y = exp((X - x_max) * 0.5) / sum_j exp((X - x_max) * 0.5); the "
        "backward reads x_max but evaluates the exponent distributed, q = exp(X * 0.5 - x_max * 0.5), p = q / sum_j q, dX = p * (dY - sum(dY * p)) * 0.5.",
        "none: (X - x_max) * 0.5 and X * 0.5 - x_max * 0.5 are equal only by distribution, so neither q, its sum nor p is a forward term; X * 0.5 and "
        "x_max * 0.5 are not forward terms either", [], {"dX": "X"}, {"dY": "Y"})


@case("negative", "negative")
def neg_tanh_bias_reassoc(dt, ideal):
    N, D = 16, 32; c = K(dt)
    X, b1, b2 = P((N, D), "X", dt), P((D,), "b1", dt), P((D,), "b2", dt)
    Y = ew((N, D), lambda n, j: te.tanh(X[n, j] + b1[j] + b2[j]), "Y")
    Xb, b1b, b2b, dY = P((N, D), "X", dt), P((D,), "b1", dt), P((D,), "b2", dt), P((N, D), "dY", dt)
    t = lambda n, j: te.tanh(Xb[n, j] + (b1b[j] + b2b[j]))
    dX = ew((N, D), lambda n, j: dY[n, j] * (c(1.0) - t(n, j) * t(n, j)), "dX")
    r = RA(N, "n")
    db1 = te.compute((D,), lambda j: te.sum(dX[r, j], axis=r), name="db1")
    r = RA(N, "n")
    db2 = te.compute((D,), lambda j: te.sum(dX[r, j], axis=r), name="db2")
    return [X, b1, b2, Y], [Xb, b1b, b2b, dY, dX, db1, db2], M(
        "Y = tanh((X + b1[j]) + b2[j]) (two bias vectors added in turn); the backward adds the biases first: t = tanh(X + (b1 + b2)), dX = dY * (1 - t * t), "
        "db1 = db2 = sum_n dX.",
        "none: X + (b1 + b2) equals (X + b1) + b2 only by reassociation, so t is not Y; b1 + b2 and X + b1 are not common", [],
        {"dX": "X", "db1": "b1", "db2": "b2"}, {"dY": "Y"})


@case("negative", "negative")
def neg_rsqrt_vs_recip_sqrt(dt, ideal):
    N, D = 16, 64; c = K(dt)
    X, g = P((N, D), "X", dt), P((D,), "gamma", dt)
    d = RA(D, "d")
    s = te.compute((N,), lambda n: te.sum(X[n, d], axis=d), name="x_sum")
    mean = ew((N,), lambda n: s[n] / c(float(D)), "mean")
    d = RA(D, "d")
    sq = te.compute((N,), lambda n: te.sum((X[n, d] - mean[n]) * (X[n, d] - mean[n]), axis=d), name="sq_sum")
    var = ew((N,), lambda n: sq[n] / c(float(D)), "var")
    Y = ew((N, D), lambda n, j: (X[n, j] - mean[n]) * te.rsqrt(var[n] + c(EPS)) * g[j], "Y")
    Xb, gb, mb, vb, dY = P((N, D), "X", dt), P((D,), "gamma", dt), P((N,), "mean", dt), P((N,), "var", dt), P((N, D), "dY", dt)
    rs = ew((N,), lambda n: c(1.0) / te.sqrt(vb[n] + c(EPS)), "rs")
    XH = lambda n, j: (Xb[n, j] - mb[n]) * rs[n]
    d = RA(D, "d")
    sg = te.compute((N,), lambda n: te.sum(dY[n, d] * gb[d], axis=d), name="sg")
    d = RA(D, "d")
    sgx = te.compute((N,), lambda n: te.sum(dY[n, d] * gb[d] * XH(n, d), axis=d), name="sgx")
    dX = ew((N, D), lambda n, j: rs[n] * (dY[n, j] * gb[j] - sg[n] / c(float(D)) - XH(n, j) * sgx[n] / c(float(D))), "dX")
    r = RA(N, "n")
    dg = te.compute((D,), lambda j: te.sum(dY[r, j] * XH(r, j), axis=r), name="dgamma")
    return [X, g, Y, mean, var], [Xb, gb, mb, vb, dY, dX, dg], M(
        "LayerNorm (X 16x64, gamma 64, no beta) with the saved statistics mean and var as forward outputs: Y = (X - mean) * rsqrt(var + eps) * gamma "
        "(T.rsqrt); the backward reads mean and var and computes rs = 1 / sqrt(var + eps) per row (materialised), x_hat = (X - mean) * rs inline in "
        "sgx, dX and dgamma.",
        "none: 1 / sqrt(var + eps) is not rsqrt(var + eps) (different roundings), so x_hat is not the forward's (X - mean) * rsqrt(...); var + eps and "
        "X - mean are common but each is one operation over saved values the backward reads anyway", [], {"dX": "X", "dgamma": "gamma"}, {"dY": "Y"})


@case("negative", "negative")
def neg_data_guard_tanh(dt, ideal):
    N, D = 16, 32; c = K(dt)
    X = P((N, D), "X", dt)
    Y = ew((N, D), lambda n, j: te.if_then_else(X[n, j] > c(0.0), te.tanh(X[n, j]), X[n, j] * c(0.5)), "Y")
    Xb, dY = P((N, D), "X", dt), P((N, D), "dY", dt)
    t = lambda n, j: te.tanh(Xb[n, j])
    dX = ew((N, D), lambda n, j: dY[n, j] * (c(1.0) - t(n, j) * t(n, j)), "dX")
    return [X, Y], [Xb, dY, dX], M(
        "NOT a gradient (a straight-through surrogate): Y = X > 0 ? tanh(X) : X * 0.5 (tanh under a data guard); the backward uses the tanh derivative "
        "everywhere: dX = dY * (1 - t * t), t = tanh(X) twice, unguarded.",
        "none from Y: tanh(X) equals Y only where X > 0, and the backward needs it for every element (where X <= 0, Y = X * 0.5): reading Y changes dX. "
        "A new stash of tanh(X) over the whole domain would be correct (the forward's measure already counts the tanh of both branches)", [],
        {"dX": "X"}, {"dY": "Y"})


# ================================================================ driver
def main():
    G6.write_cases(CASES, DTYPE, NOT_GRAD, OUT, sys.argv[1:])

if __name__ == "__main__":
    main()
