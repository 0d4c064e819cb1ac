"""Generates new tensor-cse cases (input + hand-written ideal) with TE, checks gradients in float64."""
import json, os, sys
import numpy as np
import tvm
from tvm import te
import tvm.tirx as tir

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "..", "..", "..", "scripts"))
from check_tensor_cse import count, buffer_params, written, run_pair  # noqa

OUT = HERE
EPS = 1e-5
CASES = {}


def case(fam, kind):
    def deco(fn):
        CASES[fn.__name__] = (fam, kind, fn)
        return fn
    return deco


def P(shape, name, dt):
    return te.placeholder(shape, dt, name)


def ew(shape, f, name):
    return te.compute(shape, f, name=name)


def M(desc, common, stashes, grads, incoming):
    return dict(desc=desc, common=common, stashes=stashes, grads=grads, incoming=incoming)

# ---------------------------------------------------------------- activation
@case("activation", "positive")
def elu(dt, ideal):
    S = (16, 32); c = lambda v: tir.const(v, dt)
    X = P(S, "X", dt)
    if ideal:
        ex = ew(S, lambda i, j: te.exp(X[i, j]), "ex")
        Y = ew(S, lambda i, j: te.if_then_else(X[i, j] > c(0.0), X[i, j], ex[i, j] - c(1.0)), "Y")
        fwd = [X, Y, ex]
    else:
        Y = ew(S, lambda i, j: te.if_then_else(X[i, j] > c(0.0), X[i, j], te.exp(X[i, j]) - c(1.0)), "Y")
        fwd = [X, Y]
    Xb, dY = P(S, "X", dt), P(S, "dY", dt)
    if ideal:
        exb = P(S, "ex", dt)
        dX = ew(S, lambda i, j: dY[i, j] * te.if_then_else(Xb[i, j] > c(0.0), c(1.0), exb[i, j]), "dX")
        bwd = [Xb, dY, exb, dX]
    else:
        dX = ew(S, lambda i, j: dY[i, j] * te.if_then_else(Xb[i, j] > c(0.0), c(1.0), te.exp(Xb[i, j])), "dX")
        bwd = [Xb, dY, dX]
    return fwd, bwd, M("ELU (alpha=1) via if_then_else: Y = X > 0 ? X : exp(X) - 1; dX = dY * (X > 0 ? 1 : exp(X)).",
                       "exp(X) (inside the else branch of the forward's if_then_else): new stash ex", ["ex"],
                       {"dX": "X"}, {"dY": "Y"})


@case("activation", "positive")
def mish(dt, ideal):
    S = (16, 32); c = lambda v: tir.const(v, dt)
    X = P(S, "X", dt)
    if ideal:
        ex = ew(S, lambda i, j: te.exp(X[i, j]), "ex")
        t = ew(S, lambda i, j: te.tanh(te.log(c(1.0) + ex[i, j])), "t")
        Y = ew(S, lambda i, j: X[i, j] * t[i, j], "Y")
        fwd = [X, Y, ex, t]
    else:
        Y = ew(S, lambda i, j: X[i, j] * te.tanh(te.log(c(1.0) + te.exp(X[i, j]))), "Y")
        fwd = [X, Y]
    Xb, dY = P(S, "X", dt), P(S, "dY", dt)
    if ideal:
        exb, tb = P(S, "ex", dt), P(S, "t", dt)
        T_ = lambda i, j: tb[i, j]
        E_ = lambda i, j: exb[i, j]
        extra = [exb, tb]
    else:
        T_ = lambda i, j: te.tanh(te.log(c(1.0) + te.exp(Xb[i, j])))
        E_ = lambda i, j: te.exp(Xb[i, j])
        extra = []
    dX = ew(S, lambda i, j: dY[i, j] * (T_(i, j) + Xb[i, j] * (c(1.0) - T_(i, j) * T_(i, j)) * (E_(i, j) / (c(1.0) + E_(i, j)))), "dX")
    return fwd, [Xb, dY] + extra + [dX], M(
        "Mish: Y = X * tanh(log(1 + exp(X))); naive dX = dY * (t + X * (1 - t*t) * (exp(X) / (1 + exp(X)))), t = tanh(log(1 + exp(X))) inline 3x.",
        "t = tanh(log(1 + exp(X))) and exp(X) (for the sigmoid): two new stashes", ["ex", "t"], {"dX": "X"}, {"dY": "Y"})


@case("activation", "positive")
def silu3d(dt, ideal):
    S = (4, 8, 16); c = lambda v: tir.const(v, dt)
    sg = lambda x: c(1.0) / (c(1.0) + te.exp(x * c(-1.0)))
    X = P(S, "X", dt)
    if ideal:
        s = ew(S, lambda a, b, d: sg(X[a, b, d]), "s")
        Y = ew(S, lambda a, b, d: X[a, b, d] * s[a, b, d], "Y")
        fwd = [X, Y, s]
    else:
        Y = ew(S, lambda a, b, d: X[a, b, d] * sg(X[a, b, d]), "Y")
        fwd = [X, Y]
    Xb, dY = P(S, "X", dt), P(S, "dY", dt)
    if ideal:
        sb, Yb = P(S, "s", dt), P(S, "Y", dt)
        dX = ew(S, lambda a, b, d: dY[a, b, d] * (sb[a, b, d] + Yb[a, b, d] * (c(1.0) - sb[a, b, d])), "dX")
        bwd = [dY, sb, Yb, dX]  # X no longer read; keep X as the original parameter
        bwd = [Xb, dY, sb, Yb, dX]
    else:
        dX = ew(S, lambda a, b, d: dY[a, b, d] * (sg(Xb[a, b, d]) + Xb[a, b, d] * sg(Xb[a, b, d]) * (c(1.0) - sg(Xb[a, b, d]))), "dX")
        bwd = [Xb, dY, dX]
    return fwd, bwd, M("SiLU on a 3-D tensor: Y = X * s, s = 1 / (1 + exp(-X)); naive dX = dY * (s + X * s * (1 - s)), s inline 3x.",
                       "s (new stash) and X * s = Y (existing output, commutativity-free: same operand order)", ["s", "Y"],
                       {"dX": "X"}, {"dY": "Y"})


@case("activation", "positive")
def sqrt_commuted(dt, ideal):
    S = (16, 32); c = lambda v: tir.const(v, dt)
    X = P(S, "X", dt)
    Y = ew(S, lambda i, j: te.sqrt(X[i, j] * X[i, j] + c(1.0)), "Y")
    Xb, dY = P(S, "X", dt), P(S, "dY", dt)
    if ideal:
        Yb = P(S, "Y", dt)
        dX = ew(S, lambda i, j: dY[i, j] * (Xb[i, j] / Yb[i, j]), "dX")
        bwd = [Xb, dY, Yb, dX]
    else:
        dX = ew(S, lambda i, j: dY[i, j] * (Xb[i, j] / te.sqrt(c(1.0) + Xb[i, j] * Xb[i, j])), "dX")
        bwd = [Xb, dY, dX]
    return [X, Y], bwd, M("Y = sqrt(X*X + 1); naive dX = dY * (X / sqrt(1 + X*X)) (operands of + commuted).",
                          "sqrt(1 + X*X) == sqrt(X*X + 1) by commutativity of +: the existing output Y", ["Y"],
                          {"dX": "X"}, {"dY": "Y"})


@case("activation", "positive")
def softsign(dt, ideal):
    S = (16, 32); c = lambda v: tir.const(v, dt)
    X = P(S, "X", dt)
    if ideal:
        den = ew(S, lambda i, j: c(1.0) + te.abs(X[i, j]), "den")
        Y = ew(S, lambda i, j: X[i, j] / den[i, j], "Y")
        fwd = [X, Y, den]
    else:
        Y = ew(S, lambda i, j: X[i, j] / (c(1.0) + te.abs(X[i, j])), "Y")
        fwd = [X, Y]
    Xb, dY = P(S, "X", dt), P(S, "dY", dt)
    if ideal:
        db = P(S, "den", dt)
        dX = ew(S, lambda i, j: dY[i, j] / (db[i, j] * db[i, j]), "dX")
        bwd = [Xb, dY, db, dX]
    else:
        dX = ew(S, lambda i, j: dY[i, j] / ((c(1.0) + te.abs(Xb[i, j])) * (c(1.0) + te.abs(Xb[i, j]))), "dX")
        bwd = [Xb, dY, dX]
    return fwd, bwd, M("Softsign: Y = X / (1 + |X|); dX = dY / ((1 + |X|) * (1 + |X|)).",
                       "1 + |X| (two ops if fabs counts as a call): new stash den", ["den"], {"dX": "X"}, {"dY": "Y"})

# ---------------------------------------------------------------- normalization
@case("normalization", "positive")
def rmsnorm(dt, ideal):
    N, D = 16, 64; c = lambda v: tir.const(v, dt)
    X, gamma = P((N, D), "X", dt), P((D,), "gamma", dt)
    d = te.reduce_axis((0, D), "d")
    ss = te.compute((N,), lambda n: te.sum(X[n, d] * X[n, d], axis=d), name="ss")
    ms = ew((N,), lambda n: ss[n] / c(float(D)), "ms")
    if ideal:
        std = ew((N,), lambda n: te.sqrt(ms[n] + c(EPS)), "std")
        xh = ew((N, D), lambda n, j: X[n, j] / std[n], "x_hat")
        Y = ew((N, D), lambda n, j: xh[n, j] * gamma[j], "Y")
        fwd = [X, gamma, Y, xh, std]
    else:
        Y = ew((N, D), lambda n, j: X[n, j] / te.sqrt(ms[n] + c(EPS)) * gamma[j], "Y")
        fwd = [X, gamma, Y]
    Xb, gb, dY = P((N, D), "X", dt), P((D,), "gamma", dt), P((N, D), "dY", dt)
    if ideal:
        xhb, stdb = P((N, D), "x_hat", dt), P((N,), "std", dt)
        XH = lambda n, j: xhb[n, j]; SD = lambda n: stdb[n]; extra = [xhb, stdb]
    else:
        d2 = te.reduce_axis((0, D), "d")
        ssb = te.compute((N,), lambda n: te.sum(Xb[n, d2] * Xb[n, d2], axis=d2), name="ss")
        msb = ew((N,), lambda n: ssb[n] / c(float(D)), "ms")
        XH = lambda n, j: Xb[n, j] / te.sqrt(msb[n] + c(EPS)); SD = lambda n: te.sqrt(msb[n] + c(EPS)); extra = []
    d3 = te.reduce_axis((0, D), "d")
    sgx = te.compute((N,), lambda n: te.sum(dY[n, d3] * gb[d3] * XH(n, d3), axis=d3), name="sgx")
    dX = ew((N, D), lambda n, j: (dY[n, j] * gb[j] - XH(n, j) * sgx[n] / c(float(D))) / SD(n), "dX")
    r = te.reduce_axis((0, N), "n")
    dgamma = te.compute((D,), lambda j: te.sum(dY[r, j] * XH(r, j), axis=r), name="dgamma")
    return fwd, [Xb, gb, dY] + extra + [dX, dgamma], M(
        "RMSNorm over the last axis: Y = X / sqrt(mean(X*X) + eps) * gamma; naive backward recomputes the sum of squares.",
        "x_hat = X / sqrt(ms + eps) and sqrt(ms + eps) (per row)", ["x_hat", "std"],
        {"dX": "X", "dgamma": "gamma"}, {"dY": "Y"})


def _moments(X, N, D, dt, pre=""):
    c = lambda v: tir.const(v, dt)
    d = te.reduce_axis((0, D), "d")
    xs = te.compute((N,), lambda n: te.sum(X[n, d], axis=d), name="x_sum")
    mean = ew((N,), lambda n: xs[n] / c(float(D)), "mean")
    d2 = te.reduce_axis((0, D), "d")
    sq = te.compute((N,), lambda n: te.sum((X[n, d2] - mean[n]) * (X[n, d2] - mean[n]), axis=d2), name="sq_sum")
    var = ew((N,), lambda n: sq[n] / c(float(D)), "var")
    return mean, var


@case("normalization", "positive")
def layernorm_noaffine(dt, ideal):
    N, D = 32, 16; c = lambda v: tir.const(v, dt)
    X = P((N, D), "X", dt)
    mean, var = _moments(X, N, D, dt)
    if ideal:
        std = ew((N,), lambda n: te.sqrt(var[n] + c(EPS)), "std")
        Y = ew((N, D), lambda n, j: (X[n, j] - mean[n]) / std[n], "Y")
        fwd = [X, Y, std]
    else:
        Y = ew((N, D), lambda n, j: (X[n, j] - mean[n]) / te.sqrt(var[n] + c(EPS)), "Y")
        fwd = [X, Y]
    Xb, dY = P((N, D), "X", dt), P((N, D), "dY", dt)
    if ideal:
        Yb, stdb = P((N, D), "Y", dt), P((N,), "std", dt)
        XH = lambda n, j: Yb[n, j]; SD = lambda n: stdb[n]; extra = [Yb, stdb]
    else:
        mb, vb = _moments(Xb, N, D, dt)
        XH = lambda n, j: (Xb[n, j] - mb[n]) / te.sqrt(vb[n] + c(EPS)); SD = lambda n: te.sqrt(vb[n] + c(EPS)); extra = []
    d = te.reduce_axis((0, D), "d")
    sdy = te.compute((N,), lambda n: te.sum(dY[n, d], axis=d), name="sdy")
    d2 = te.reduce_axis((0, D), "d")
    sdyx = te.compute((N,), lambda n: te.sum(dY[n, d2] * XH(n, d2), axis=d2), name="sdyx")
    dX = ew((N, D), lambda n, j: (dY[n, j] - sdy[n] / c(float(D)) - XH(n, j) * sdyx[n] / c(float(D))) / SD(n), "dX")
    return fwd, [Xb, dY] + extra + [dX], M(
        "LayerNorm without affine parameters (X 32x16): Y = x_hat itself; naive backward recomputes mean, var and x_hat.",
        "x_hat = (X - mean) / sqrt(var + eps) is the existing output Y; sqrt(var + eps) per row is a new stash", ["Y", "std"],
        {"dX": "X"}, {"dY": "Y"})


@case("normalization", "positive")
def groupnorm(dt, ideal):
    N, Cc, L, G = 2, 8, 16, 2; CG = Cc // G; M_ = CG * L; c = lambda v: tir.const(v, dt)
    X, gamma, beta = P((N, Cc, L), "X", dt), P((Cc,), "gamma", dt), P((Cc,), "beta", dt)

    def stats(X):
        ci, l = te.reduce_axis((0, CG), "ci"), te.reduce_axis((0, L), "l")
        gs = te.compute((N, G), lambda n, g: te.sum(X[n, g * CG + ci, l], axis=[ci, l]), name="g_sum")
        gm = ew((N, G), lambda n, g: gs[n, g] / c(float(M_)), "g_mean")
        ci2, l2 = te.reduce_axis((0, CG), "ci"), te.reduce_axis((0, L), "l")
        gq = te.compute((N, G), lambda n, g: te.sum((X[n, g * CG + ci2, l2] - gm[n, g]) * (X[n, g * CG + ci2, l2] - gm[n, g]), axis=[ci2, l2]), name="g_sq")
        gv = ew((N, G), lambda n, g: gq[n, g] / c(float(M_)), "g_var")
        return gm, gv
    gm, gv = stats(X)
    if ideal:
        std = ew((N, G), lambda n, g: te.sqrt(gv[n, g] + c(EPS)), "std")
        xh = ew((N, Cc, L), lambda n, ch, l: (X[n, ch, l] - gm[n, ch // CG]) / std[n, ch // CG], "x_hat")
        Y = ew((N, Cc, L), lambda n, ch, l: xh[n, ch, l] * gamma[ch] + beta[ch], "Y")
        fwd = [X, gamma, beta, Y, xh, std]
    else:
        Y = ew((N, Cc, L), lambda n, ch, l: (X[n, ch, l] - gm[n, ch // CG]) / te.sqrt(gv[n, ch // CG] + c(EPS)) * gamma[ch] + beta[ch], "Y")
        fwd = [X, gamma, beta, Y]
    Xb, gb, dY = P((N, Cc, L), "X", dt), P((Cc,), "gamma", dt), P((N, Cc, L), "dY", dt)
    if ideal:
        xhb, stdb = P((N, Cc, L), "x_hat", dt), P((N, G), "std", dt)
        XH = lambda n, ch, l: xhb[n, ch, l]; SD = lambda n, g: stdb[n, g]; extra = [xhb, stdb]
        XHg = lambda n, g, ci, l: xhb[n, g * CG + ci, l]
    else:
        gmb, gvb = stats(Xb)
        XH = lambda n, ch, l: (Xb[n, ch, l] - gmb[n, ch // CG]) / te.sqrt(gvb[n, ch // CG] + c(EPS))
        SD = lambda n, g: te.sqrt(gvb[n, g] + c(EPS)); extra = []
        XHg = lambda n, g, ci, l: (Xb[n, g * CG + ci, l] - gmb[n, g]) / te.sqrt(gvb[n, g] + c(EPS))
    ci, l = te.reduce_axis((0, CG), "ci"), te.reduce_axis((0, L), "l")
    sg = te.compute((N, G), lambda n, g: te.sum(dY[n, g * CG + ci, l] * gb[g * CG + ci], axis=[ci, l]), name="sg")
    ci2, l2 = te.reduce_axis((0, CG), "ci"), te.reduce_axis((0, L), "l")
    sgx = te.compute((N, G), lambda n, g: te.sum(dY[n, g * CG + ci2, l2] * gb[g * CG + ci2] * XHg(n, g, ci2, l2), axis=[ci2, l2]), name="sgx")
    dX = ew((N, Cc, L), lambda n, ch, l: (dY[n, ch, l] * gb[ch] - sg[n, ch // CG] / c(float(M_)) - XH(n, ch, l) * sgx[n, ch // CG] / c(float(M_))) / SD(n, ch // CG), "dX")
    rn, rl = te.reduce_axis((0, N), "n"), te.reduce_axis((0, L), "l")
    dgamma = te.compute((Cc,), lambda ch: te.sum(dY[rn, ch, rl] * XH(rn, ch, rl), axis=[rn, rl]), name="dgamma")
    rn2, rl2 = te.reduce_axis((0, N), "n"), te.reduce_axis((0, L), "l")
    dbeta = te.compute((Cc,), lambda ch: te.sum(dY[rn2, ch, rl2], axis=[rn2, rl2]), name="dbeta")
    return fwd, [Xb, gb, dY] + extra + [dX, dgamma, dbeta], M(
        "GroupNorm (X 2x8x16, 2 groups of 4 channels, stats per (n, group) indexed c // 4); the group reductions in the "
        "backward read X[n, g*4 + ci, l] with g_mean[n, g], equal to x_hat[n, g*4+ci, l] once (g*4+ci)//4 = g is simplified.",
        "x_hat[n, c, l] = (X - g_mean[n, c//4]) / sqrt(g_var[n, c//4] + eps) and std[n, g] = sqrt(g_var + eps)", ["x_hat", "std"],
        {"dX": "X", "dgamma": "gamma", "dbeta": "beta"}, {"dY": "Y"})


@case("normalization", "positive")
def batchnorm1d(dt, ideal):
    N, Cc = 32, 16; c = lambda v: tir.const(v, dt)
    X, gamma, beta = P((N, Cc), "X", dt), P((Cc,), "gamma", dt), P((Cc,), "beta", dt)

    def stats(X):
        r = te.reduce_axis((0, N), "n")
        xs = te.compute((Cc,), lambda ch: te.sum(X[r, ch], axis=r), name="x_sum")
        mean = ew((Cc,), lambda ch: xs[ch] / c(float(N)), "mean")
        r2 = te.reduce_axis((0, N), "n")
        sq = te.compute((Cc,), lambda ch: te.sum((X[r2, ch] - mean[ch]) * (X[r2, ch] - mean[ch]), axis=r2), name="sq_sum")
        var = ew((Cc,), lambda ch: sq[ch] / c(float(N)), "var")
        return mean, var
    mean, var = stats(X)
    if ideal:
        std = ew((Cc,), lambda ch: te.sqrt(var[ch] + c(EPS)), "std")
        xh = ew((N, Cc), lambda n, ch: (X[n, ch] - mean[ch]) / std[ch], "x_hat")
        Y = ew((N, Cc), lambda n, ch: xh[n, ch] * gamma[ch] + beta[ch], "Y")
        fwd = [X, gamma, beta, Y, xh, std]
    else:
        Y = ew((N, Cc), lambda n, ch: (X[n, ch] - mean[ch]) / te.sqrt(var[ch] + c(EPS)) * gamma[ch] + beta[ch], "Y")
        fwd = [X, gamma, beta, Y]
    Xb, gb, dY = P((N, Cc), "X", dt), P((Cc,), "gamma", dt), P((N, Cc), "dY", dt)
    if ideal:
        xhb, stdb = P((N, Cc), "x_hat", dt), P((Cc,), "std", dt)
        XH = lambda n, ch: xhb[n, ch]; SD = lambda ch: stdb[ch]; extra = [xhb, stdb]
    else:
        mb, vb = stats(Xb)
        XH = lambda n, ch: (Xb[n, ch] - mb[ch]) / te.sqrt(vb[ch] + c(EPS)); SD = lambda ch: te.sqrt(vb[ch] + c(EPS)); extra = []
    r = te.reduce_axis((0, N), "n")
    dgamma = te.compute((Cc,), lambda ch: te.sum(dY[r, ch] * XH(r, ch), axis=r), name="dgamma")
    r2 = te.reduce_axis((0, N), "n")
    dbeta = te.compute((Cc,), lambda ch: te.sum(dY[r2, ch], axis=r2), name="dbeta")
    dX = ew((N, Cc), lambda n, ch: gb[ch] / SD(ch) * (dY[n, ch] - dbeta[ch] / c(float(N)) - XH(n, ch) * dgamma[ch] / c(float(N))), "dX")
    return fwd, [Xb, gb, dY] + extra + [dX, dgamma, dbeta], M(
        "BatchNorm1d on (N=32, C=16): statistics reduce over axis 0; dX = gamma / sqrt(var + eps) * (dY - dbeta/N - x_hat * dgamma/N).",
        "x_hat = (X - mean[c]) / sqrt(var[c] + eps) and sqrt(var[c] + eps)", ["x_hat", "std"],
        {"dX": "X", "dgamma": "gamma", "dbeta": "beta"}, {"dY": "Y"})


def _norm_generic(dt, ideal, xshape, sshape, red, sidx, pshape, pidx, desc):
    """stats over reduce axes `red` (list of extents) -> sshape; red_index(sp, rv) gives the X index for
    stats position sp and reduce vars rv; sidx(xi) maps an X index to its stats index; gamma indexed by pidx(xi)."""
    c = lambda v: tir.const(v, dt)
    M_ = 1
    for e in red[0]:
        M_ *= e
    rix = red[1]
    X, gamma, beta = P(xshape, "X", dt), P(pshape, "gamma", dt), P(pshape, "beta", dt)

    def stats(X):
        ra = [te.reduce_axis((0, e), f"r{k}") for k, e in enumerate(red[0])]
        gs = te.compute(sshape, lambda *sp: te.sum(X[rix(sp, ra)], axis=ra), name="s_sum")
        gm = ew(sshape, lambda *sp: gs[sp] / c(float(M_)), "s_mean")
        rb = [te.reduce_axis((0, e), f"r{k}") for k, e in enumerate(red[0])]
        gq = te.compute(sshape, lambda *sp: te.sum((X[rix(sp, rb)] - gm[sp]) * (X[rix(sp, rb)] - gm[sp]), axis=rb), name="s_sq")
        gv = ew(sshape, lambda *sp: gq[sp] / c(float(M_)), "s_var")
        return gm, gv
    gm, gv = stats(X)
    if ideal:
        std = ew(sshape, lambda *sp: te.sqrt(gv[sp] + c(EPS)), "std")
        xh = ew(xshape, lambda *xi: (X[xi] - gm[sidx(xi)]) / std[sidx(xi)], "x_hat")
        Y = ew(xshape, lambda *xi: xh[xi] * gamma[pidx(xi)] + beta[pidx(xi)], "Y")
        fwd = [X, gamma, beta, Y, xh, std]
    else:
        Y = ew(xshape, lambda *xi: (X[xi] - gm[sidx(xi)]) / te.sqrt(gv[sidx(xi)] + c(EPS)) * gamma[pidx(xi)] + beta[pidx(xi)], "Y")
        fwd = [X, gamma, beta, Y]
    Xb, gb, dY = P(xshape, "X", dt), P(pshape, "gamma", dt), P(xshape, "dY", dt)
    if ideal:
        xhb, stdb = P(xshape, "x_hat", dt), P(sshape, "std", dt)
        XH = lambda xi: xhb[xi]; SD = lambda sp: stdb[sp]; extra = [xhb, stdb]
    else:
        gmb, gvb = stats(Xb)
        XH = lambda xi: (Xb[xi] - gmb[sidx(xi)]) / te.sqrt(gvb[sidx(xi)] + c(EPS))
        SD = lambda sp: te.sqrt(gvb[sp] + c(EPS)); extra = []
    ra = [te.reduce_axis((0, e), f"r{k}") for k, e in enumerate(red[0])]
    sg = te.compute(sshape, lambda *sp: te.sum(dY[rix(sp, ra)] * gb[pidx(rix(sp, ra))], axis=ra), name="sg")
    rb = [te.reduce_axis((0, e), f"r{k}") for k, e in enumerate(red[0])]
    sgx = te.compute(sshape, lambda *sp: te.sum(dY[rix(sp, rb)] * gb[pidx(rix(sp, rb))] * XH(rix(sp, rb)), axis=rb), name="sgx")
    dX = ew(xshape, lambda *xi: (dY[xi] * gb[pidx(xi)] - sg[sidx(xi)] / c(float(M_)) - XH(xi) * sgx[sidx(xi)] / c(float(M_))) / SD(sidx(xi)), "dX")
    return fwd, [Xb, gb, dY] + extra + [dX], M(desc,
        "x_hat (X - mean) / sqrt(var + eps) and std = sqrt(var + eps)", ["x_hat", "std"],
        {"dX": "X", "dgamma": "gamma"} if False else {"dX": "X"}, {"dY": "Y"})


@case("normalization", "positive")
def instnorm(dt, ideal):
    # X (2, 4, 4, 8): stats per (n, c) over (h, w); gamma per c
    return _norm_generic(dt, ideal, (2, 4, 4, 8), (2, 4), ([4, 8], lambda sp, rv: (sp[0], sp[1], rv[0], rv[1])),
                         lambda xi: (xi[0], xi[1]), (4,), lambda xi: (xi[1],),
                         "InstanceNorm (X 2x4x4x8, stats per (n, c) over (h, w), affine gamma/beta per c); dX only.")


@case("normalization", "positive")
def groupnorm_flat(dt, ideal):
    # X (4, 64): 4 groups of 16 consecutive features; stats[n, g], read at [n, j // 16]
    return _norm_generic(dt, ideal, (4, 64), (4, 4), ([16], lambda sp, rv: (sp[0], sp[1] * 16 + rv[0])),
                         lambda xi: (xi[0], xi[1] // 16), (64,), lambda xi: (xi[1],),
                         "Group statistics on a flat (4, 64) X: 4 groups of 16 features, stats[n, j // 16]; dX only.")


@case("normalization", "positive")
def groupnorm_nodiv(dt, ideal):
    # X (2, 2, 4, 16) = (n, g, cg, l): the group is an axis, no floordiv; gamma per (g, cg)
    return _norm_generic(dt, ideal, (2, 2, 4, 16), (2, 2), ([4, 16], lambda sp, rv: (sp[0], sp[1], rv[0], rv[1])),
                         lambda xi: (xi[0], xi[1]), (2, 4), lambda xi: (xi[1], xi[2]),
                         "GroupNorm with the group as its own axis (X 2x2x4x16 = n, g, cg, l): no floordiv; dX only.")

# ---------------------------------------------------------------- softmax
@case("softmax", "positive")
def log_softmax(dt, ideal):
    N, D = 16, 64; c = lambda v: tir.const(v, dt)

    def parts(X):
        d = te.reduce_axis((0, D), "d")
        m = te.compute((N,), lambda n: te.max(X[n, d], axis=d), name="x_max")
        e = ew((N, D), lambda n, j: te.exp(X[n, j] - m[n]), "e")
        d2 = te.reduce_axis((0, D), "d")
        s = te.compute((N,), lambda n: te.sum(e[n, d2], axis=d2), name="e_sum")
        return m, e, s
    X = P((N, D), "X", dt)
    m, e, s = parts(X)
    Y = ew((N, D), lambda n, j: X[n, j] - m[n] - te.log(s[n]), "Y")
    fwd = [X, Y, e, s] if ideal else [X, Y]
    Xb, dY = P((N, D), "X", dt), P((N, D), "dY", dt)
    if ideal:
        eb, sb = P((N, D), "e", dt), P((N,), "e_sum", dt); extra = [eb, sb]
    else:
        _, eb, sb = parts(Xb); extra = []
    d = te.reduce_axis((0, D), "d")
    sdy = te.compute((N,), lambda n: te.sum(dY[n, d], axis=d), name="sdy")
    dX = ew((N, D), lambda n, j: dY[n, j] - eb[n, j] / sb[n] * sdy[n], "dX")
    return fwd, [Xb, dY] + extra + [dX], M(
        "Row log-softmax Y = X - max - log(sum exp(X - max)) (e = exp(X - max) materialised); naive dX = dY - e / sum(e) * sum(dY) recomputes max, e, sum.",
        "e = exp(X - max) (N x D) and e_sum (per row): two new stashes", ["e", "e_sum"], {"dX": "X"}, {"dY": "Y"})


@case("softmax", "positive")
def softmax_axis0(dt, ideal):
    N, D = 32, 8

    def parts(X):
        r = te.reduce_axis((0, N), "n")
        m = te.compute((D,), lambda j: te.max(X[r, j], axis=r), name="x_max")
        e = ew((N, D), lambda n, j: te.exp(X[n, j] - m[j]), "e")
        r2 = te.reduce_axis((0, N), "n")
        s = te.compute((D,), lambda j: te.sum(e[r2, j], axis=r2), name="e_sum")
        return ew((N, D), lambda n, j: e[n, j] / s[j], "Y")
    X = P((N, D), "X", dt)
    Y = parts(X)
    Xb, dY = P((N, D), "X", dt), P((N, D), "dY", dt)
    if ideal:
        Yb = P((N, D), "Y", dt); extra = [Yb]
    else:
        Yb = parts(Xb); extra = []
    r = te.reduce_axis((0, N), "n")
    dot = te.compute((D,), lambda j: te.sum(dY[r, j] * Yb[r, j], axis=r), name="dot")
    dX = ew((N, D), lambda n, j: Yb[n, j] * (dY[n, j] - dot[j]), "dX")
    return [X, Y], [Xb, dY] + extra + [dX], M(
        "Softmax over axis 0 (columns) of a 32x8 X; naive backward recomputes max, exp and sum per column for dX = y * (dY - sum_n dY * y).",
        "y = e / sum(e): the existing output Y", ["Y"], {"dX": "X"}, {"dY": "Y"})


@case("softmax", "positive")
def softmax_inline_exp(dt, ideal):
    N, D = 8, 32

    def parts(X):
        d = te.reduce_axis((0, D), "d")
        m = te.compute((N,), lambda n: te.max(X[n, d], axis=d), name="x_max")
        d2 = te.reduce_axis((0, D), "d")
        s = te.compute((N,), lambda n: te.sum(te.exp(X[n, d2] - m[n]), axis=d2), name="e_sum")
        return ew((N, D), lambda n, j: te.exp(X[n, j] - m[n]) / s[n], "Y")
    X = P((N, D), "X", dt)
    Y = parts(X)
    Xb, dY = P((N, D), "X", dt), P((N, D), "dY", dt)
    if ideal:
        Yb = P((N, D), "Y", dt); extra = [Yb]
    else:
        Yb = parts(Xb); extra = []
    r = te.reduce_axis((0, D), "d")
    dot = te.compute((N,), lambda n: te.sum(dY[n, r] * Yb[n, r], axis=r), name="dot")
    dX = ew((N, D), lambda n, j: Yb[n, j] * (dY[n, j] - dot[n]), "dX")
    return [X, Y], [Xb, dY] + extra + [dX], M(
        "Row softmax with exp not materialised (exp(X - max) inside the sum's body and inline in Y); naive backward recomputes everything.",
        "y = exp(X - max) / sum exp(X - max): the existing output Y", ["Y"], {"dX": "X"}, {"dY": "Y"})

# ---------------------------------------------------------------- mlp
@case("mlp", "positive")
def mlp2_sigmoid_bias(dt, ideal):
    Nn, I_, K, O = 8, 32, 16, 4; c = lambda v: tir.const(v, dt)
    sg = lambda x: c(1.0) / (c(1.0) + te.exp(x * c(-1.0)))
    X, W1, b1, W2, b2 = P((Nn, I_), "X", dt), P((I_, K), "W1", dt), P((K,), "b1", dt), P((K, O), "W2", dt), P((O,), "b2", dt)

    def hid(X, W1, b1):
        i = te.reduce_axis((0, I_), "i")
        H = te.compute((Nn, K), lambda n, k: te.sum(X[n, i] * W1[i, k], axis=i), name="H")
        return H, ew((Nn, K), lambda n, k: sg(H[n, k] + b1[k]), "A")
    H, A = hid(X, W1, b1)
    k = te.reduce_axis((0, K), "k")
    Z = te.compute((Nn, O), lambda n, o: te.sum(A[n, k] * W2[k, o], axis=k), name="Z")
    Out = ew((Nn, O), lambda n, o: Z[n, o] + b2[o], "Out")
    fwd = [X, W1, b1, W2, b2, Out] + ([A] if ideal else [])
    Xb, W1b, b1b, W2b, dOut = P((Nn, I_), "X", dt), P((I_, K), "W1", dt), P((K,), "b1", dt), P((K, O), "W2", dt), P((Nn, O), "dOut", dt)
    o = te.reduce_axis((0, O), "o")
    dA = te.compute((Nn, K), lambda n, kk: te.sum(dOut[n, o] * W2b[kk, o], axis=o), name="dA")
    if ideal:
        Ab = P((Nn, K), "A", dt); extra = [Ab]
        dH = ew((Nn, K), lambda n, kk: dA[n, kk] * (Ab[n, kk] * (c(1.0) - Ab[n, kk])), "dH")
    else:
        Hb, Ab = hid(Xb, W1b, b1b); extra = []
        dH = ew((Nn, K), lambda n, kk: dA[n, kk] * (sg(Hb[n, kk] + b1b[kk]) * (c(1.0) - sg(Hb[n, kk] + b1b[kk]))), "dH")
    kk = te.reduce_axis((0, K), "k")
    dX = te.compute((Nn, I_), lambda n, i: te.sum(dH[n, kk] * W1b[i, kk], axis=kk), name="dX")
    r = te.reduce_axis((0, Nn), "n")
    dW1 = te.compute((I_, K), lambda i, k2: te.sum(Xb[r, i] * dH[r, k2], axis=r), name="dW1")
    r2 = te.reduce_axis((0, Nn), "n")
    db1 = te.compute((K,), lambda k2: te.sum(dH[r2, k2], axis=r2), name="db1")
    r3 = te.reduce_axis((0, Nn), "n")
    dW2 = te.compute((K, O), lambda k2, o2: te.sum(Ab[r3, k2] * dOut[r3, o2], axis=r3), name="dW2")
    r4 = te.reduce_axis((0, Nn), "n")
    db2 = te.compute((O,), lambda o2: te.sum(dOut[r4, o2], axis=r4), name="db2")
    return fwd, [Xb, W1b, b1b, W2b, dOut] + extra + [dX, dW1, db1, dW2, db2], M(
        "Two-layer MLP with biases and sigmoid: Out = sigmoid(X @ W1 + b1) @ W2 + b2; the naive backward recomputes H = X @ W1, "
        "A (materialised, for dW2) and sigmoid(H + b1) twice inline in dH.",
        "A = sigmoid(X @ W1 + b1) (forward intermediate, contains the matmul)", ["A"],
        {"dX": "X", "dW1": "W1", "db1": "b1", "dW2": "W2", "db2": "b2"}, {"dOut": "Out"})


@case("mlp", "positive")
def mlp2_relu(dt, ideal):
    Nn, I_, K, O = 4, 32, 8, 4; c = lambda v: tir.const(v, dt)
    X, W1, W2 = P((Nn, I_), "X", dt), P((I_, K), "W1", dt), P((K, O), "W2", dt)

    def hid(X, W1):
        i = te.reduce_axis((0, I_), "i")
        return te.compute((Nn, K), lambda n, k: te.sum(X[n, i] * W1[i, k], axis=i), name="H")
    H = hid(X, W1)
    A = ew((Nn, K), lambda n, k: tir.max(H[n, k], c(0.0)), "A")
    k = te.reduce_axis((0, K), "k")
    Out = te.compute((Nn, O), lambda n, o: te.sum(A[n, k] * W2[k, o], axis=k), name="Out")
    fwd = [X, W1, W2, Out] + ([H] if ideal else [])
    Xb, W1b, W2b, dOut = P((Nn, I_), "X", dt), P((I_, K), "W1", dt), P((K, O), "W2", dt), P((Nn, O), "dOut", dt)
    o = te.reduce_axis((0, O), "o")
    dA = te.compute((Nn, K), lambda n, kk: te.sum(dOut[n, o] * W2b[kk, o], axis=o), name="dA")
    if ideal:
        Hb = P((Nn, K), "H", dt); extra = [Hb]
    else:
        Hb = hid(Xb, W1b); extra = []
    dH = ew((Nn, K), lambda n, kk: te.if_then_else(Hb[n, kk] > c(0.0), dA[n, kk], c(0.0)), "dH")
    Ab = ew((Nn, K), lambda n, kk: tir.max(Hb[n, kk], c(0.0)), "A")
    kk = te.reduce_axis((0, K), "k")
    dX = te.compute((Nn, I_), lambda n, i: te.sum(dH[n, kk] * W1b[i, kk], axis=kk), name="dX")
    r = te.reduce_axis((0, Nn), "n")
    dW1 = te.compute((I_, K), lambda i, k2: te.sum(Xb[r, i] * dH[r, k2], axis=r), name="dW1")
    r3 = te.reduce_axis((0, Nn), "n")
    dW2 = te.compute((K, O), lambda k2, o2: te.sum(Ab[r3, k2] * dOut[r3, o2], axis=r3), name="dW2")
    return fwd, [Xb, W1b, W2b, dOut] + extra + [dX, dW1, dW2], M(
        "Two-layer MLP with ReLU: Out = max(X @ W1, 0) @ W2; the naive backward recomputes H = X @ W1 (for the ReLU mask and A).",
        "H = X @ W1 (the pre-activation matmul); A = max(H, 0) is one op over H (recompute, stashing it too is fine)", ["H"],
        {"dX": "X", "dW1": "W1", "dW2": "W2"}, {"dOut": "Out"})

# ---------------------------------------------------------------- negative
@case("negative", "negative")
def neg_cube(dt, ideal):
    S = (16, 32); c = lambda v: tir.const(v, dt)
    X = P(S, "X", dt)
    Y = ew(S, lambda i, j: X[i, j] * X[i, j] * X[i, j], "Y")
    Xb, dY = P(S, "X", dt), P(S, "dY", dt)
    dX = ew(S, lambda i, j: dY[i, j] * (Xb[i, j] * Xb[i, j] * c(3.0)), "dX")
    return [X, Y], [Xb, dY, dX], M("Y = X*X*X; dX = dY * (X*X*3).", "none: X*X is common but one multiplication over X", [],
                                   {"dX": "X"}, {"dY": "Y"})


@case("negative", "negative")
def neg_relu(dt, ideal):
    S = (16, 32); c = lambda v: tir.const(v, dt)
    X = P(S, "X", dt)
    Y = ew(S, lambda i, j: tir.max(X[i, j], c(0.0)), "Y")
    Xb, dY = P(S, "X", dt), P(S, "dY", dt)
    dX = ew(S, lambda i, j: te.if_then_else(Xb[i, j] > c(0.0), dY[i, j], c(0.0)), "dX")
    return [X, Y], [Xb, dY, dX], M("ReLU: Y = max(X, 0); dX = X > 0 ? dY : 0.", "none (nothing common)", [],
                                   {"dX": "X"}, {"dY": "Y"})


@case("negative", "negative")
def neg_scaled_exp_input(dt, ideal):
    # nothing expensive shared: forward exp(X * 2), backward needs exp(X * 2) too -> that IS common (positive);
    # instead: Y = exp(X) * 0 + X*2 style cheap -> use Y = X * 2 + X * X; dX = dY * (2 + X * 2).
    S = (16, 32); c = lambda v: tir.const(v, dt)
    X = P(S, "X", dt)
    Y = ew(S, lambda i, j: X[i, j] * c(2.0) + X[i, j] * X[i, j], "Y")
    Xb, dY = P(S, "X", dt), P(S, "dY", dt)
    dX = ew(S, lambda i, j: dY[i, j] * (c(2.0) + Xb[i, j] * c(2.0)), "dX")
    return [X, Y], [Xb, dY, dX], M("Y = X*2 + X*X; dX = dY * (2 + X*2).", "none: X*2 is common but one multiplication over X", [],
                                   {"dX": "X"}, {"dY": "Y"})

# ---------------------------------------------------------------- driver
def module(fwd, bwd):
    f = te.create_prim_func(fwd).with_attr("global_symbol", "forward")
    b = te.create_prim_func(bwd).with_attr("global_symbol", "backward")
    return tvm.IRModule({"forward": f, "backward": b})


def grad_check(mod, meta):
    """directional derivative of L = sum(dY * Y) along a random v vs sum(grad * v)."""
    rng = np.random.default_rng(7)
    f0 = buffer_params(mod["forward"]); b0 = buffer_params(mod["backward"])
    fw = written(mod["forward"])
    ins = {n: rng.uniform(-1, 1, size=s) for n, s, d in f0 if n not in fw}
    cot = {n: rng.uniform(-1, 1, size=s) for n, s, d in b0 if n in meta["incoming"]}
    v = {n: rng.uniform(-1, 1, size=ins[n].shape) for n in meta["grads"].values()}
    out = run_pair(mod, ins, cot)
    lib = tvm.tirx.build(tvm.IRModule({"forward": mod["forward"]}), target="llvm")

    def L(x):
        args, res = [], {}
        for n, s, d in f0:
            t = tvm.runtime.tensor(x[n] if n in x else np.zeros(s, d), tvm.cpu()); args.append(t); res[n] = t
        lib["forward"](*args)
        return sum(float(np.sum(cot[g] * res[y].numpy())) for g, y in meta["incoming"].items())
    h = 1e-6
    xp = {n: ins[n] + h * v[n] if n in v else ins[n] for n in ins}
    xm = {n: ins[n] - h * v[n] if n in v else ins[n] for n in ins}
    fd = (L(xp) - L(xm)) / (2 * h)
    bw = sum(float(np.sum(out[("backward", g)] * v[x])) for g, x in meta["grads"].items())
    return {"directional_fd": fd, "directional_backward": bw, "rel_err": abs(fd - bw) / max(abs(fd), 1e-12)}


def report_of(fwd_ideal, bwd_ideal, stashes, n_fwd_in, n_bwd_in):
    fp = [t.op.name for t in fwd_ideal]; bp = [t.op.name for t in bwd_ideal]
    ent = []
    for s in stashes:
        t = fwd_ideal[fp.index(s)]
        ent.append({"name": s, "shape": [int(x) for x in t.shape], "dtype": str(t.dtype), "forward_param": fp.index(s),
                    "backward_param": bp.index(s), "new": fp.index(s) >= n_fwd_in, "replaced": s})
    return {"stashes": ent, "backward_stash_position": "before_outputs"}


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
        wo = {"forward": count(mi["forward"]), "backward": count(mi["backward"]),
              "ideal_forward": count(md["forward"]), "ideal_backward": count(md["backward"])}
        # ideal must equal input on random data
        n_in = len([t for t in fi])
        rep = report_of(fd_, bd_, meta["stashes"], len(fi), len(bi))
        m = {"id": cid, "family": fam, "kind": kind, "description": meta["desc"], "common_term": meta["common"],
             "dtype": "float32", "gradients": meta["grads"], "incoming_gradients": meta["incoming"],
             "gradient_of_forward": True, "gradient_check": gc, "ideal_report": rep, "weighted_ops": wo, "files": files}
        json.dump(m, open(os.path.join(OUT, files["meta"]), "w"), indent=1)
        index.append({"id": cid, "family": fam, "kind": kind, "files": files})
        print(f"{cid:22} grad rel_err={gc['rel_err']:.2e}  fwd {wo['forward']['ops']}->{wo['ideal_forward']['ops']}  "
              f"bwd {wo['backward']['ops']}->{wo['ideal_backward']['ops']}", flush=True)
    # The index is shared by gen.py and gen2.py: keep the other script's cases.
    path = os.path.join(OUT, "cases.json")
    ours = {c["id"] for c in index}
    kept = [c for c in json.load(open(path))["cases"] if c["id"] not in ours] if os.path.exists(path) else []
    json.dump({"cases": kept + index}, open(path, "w"), indent=1)


if __name__ == "__main__":
    main()
