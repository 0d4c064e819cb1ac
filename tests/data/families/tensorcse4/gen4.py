"""Fourth batch of tensor-cse cases (input + hand-written ideal) made with TE, model kinds not in the
first 60 (../tensorcse) nor the shared 11; gradients checked in float64 (directional derivative vs
central differences), each ideal checked against its input on random data (TVM, llvm). Reuses the
helpers of ../tensorcse/gen.py, gen2.py and gen3.py (imported, not copied). Writes beside this file.

Usage: .venv-tvm/bin/python tests/data/families/tensorcse4/gen4.py [CASE ...]
Judge:  .venv-tvm/bin/python scripts/check_tensor_cse.py --shared tests/data/families/tensorcse4
"""
import json, os, sys
import tvm
from tvm import te
import tvm.tirx as tir

HERE = os.path.dirname(os.path.abspath(__file__))
PREV = os.path.join(HERE, "..", "tensorcse")
sys.path.insert(0, os.path.join(HERE, "..", "..", "..", "..", "scripts"))
sys.path.insert(0, PREV)
from check_tensor_cse import count  # noqa
import gen as G1  # noqa
import gen2 as G2  # noqa
import gen3 as G3  # noqa

P, ew, M, module, report_of, EPS = G1.P, G1.ew, G1.M, G1.module, G1.report_of, G1.EPS
K, grad_check, ideal_equal = G2.K, G2.grad_check, G2.ideal_equal
RA = G3.RA
OUT = HERE
CASES = {}
DTYPE = {}  # case -> dtype of the written files (default float32; the gradient check always uses float64)


def case(fam, kind, dtype="float32"):
    def deco(fn):
        CASES[fn.__name__] = (fam, kind, fn)
        DTYPE[fn.__name__] = dtype
        return fn
    return deco


# ================================================================ activation
@case("activation", "positive")
def swish_learnable_beta(dt, ideal):
    """Swish with a per-column trainable slope beta (sigmoid intrinsic)."""
    N, D = 16, 32; c = K(dt)
    X, beta = P((N, D), "X", dt), P((D,), "beta", dt)
    if ideal:
        s = ew((N, D), lambda n, j: te.sigmoid(X[n, j] * beta[j]), "s")
        Y = ew((N, D), lambda n, j: X[n, j] * s[n, j], "Y"); fwd = [X, beta, Y, s]
    else:
        Y = ew((N, D), lambda n, j: X[n, j] * te.sigmoid(X[n, j] * beta[j]), "Y"); fwd = [X, beta, Y]
    Xb, bb, dY = P((N, D), "X", dt), P((D,), "beta", dt), P((N, D), "dY", dt)
    if ideal:
        sb = P((N, D), "s", dt); extra = [sb]; S_ = lambda n, j: sb[n, j]
    else:
        extra = []; S_ = lambda n, j: te.sigmoid(Xb[n, j] * bb[j])
    dX = ew((N, D), lambda n, j: dY[n, j] * (S_(n, j) + Xb[n, j] * (S_(n, j) * (c(1.0) - S_(n, j))) * bb[j]), "dX")
    r = RA(N, "n")
    dbeta = te.compute((D,), lambda j: te.sum(dY[r, j] * (Xb[r, j] * Xb[r, j]) * (S_(r, j) * (c(1.0) - S_(r, j))), axis=r), name="dbeta")
    return fwd, [Xb, bb, dY] + extra + [dX, dbeta], M(
        "Swish with a per-column trainable slope: Y = X * sigmoid(X * beta[j]) (T.sigmoid); dX = dY * (s + X * (s * (1 - s)) * beta), "
        "dbeta[j] = sum_n dY * (X * X) * (s * (1 - s)); the naive backward evaluates s = sigmoid(X * beta[j]) five times (3 in dX, 2 in dbeta's body).",
        "s = sigmoid(X * beta[j]) (2 ops over X and beta, inside Y; also inside the dbeta reduction body): new stash s", ["s"],
        {"dX": "X", "dbeta": "beta"}, {"dY": "Y"})


@case("activation", "positive")
def focal_sigmoid(dt, ideal):
    """Binary focal-style loss (gamma = 2) summed per row; p = sigmoid(X) materialised in the forward."""
    N, D = 16, 32; c = K(dt)
    X, T_ = P((N, D), "X", dt), P((N, D), "T", dt)
    p = ew((N, D), lambda n, j: te.sigmoid(X[n, j]), "p")
    j = RA(D, "j")
    if ideal:
        w = ew((N, D), lambda n, jj: (c(1.0) - p[n, jj]) * (c(1.0) - p[n, jj]), "w")
        lp = ew((N, D), lambda n, jj: te.log(p[n, jj]), "lp")
        loss = te.compute((N,), lambda n: te.sum(T_[n, j] * w[n, j] * lp[n, j], axis=j), name="loss")
        fwd = [X, T_, loss, p, w, lp]
    else:
        loss = te.compute((N,), lambda n: te.sum(T_[n, j] * ((c(1.0) - p[n, j]) * (c(1.0) - p[n, j])) * te.log(p[n, j]), axis=j), name="loss")
        fwd = [X, T_, loss]
    Xb, Tb, dl = P((N, D), "X", dt), P((N, D), "T", dt), P((N,), "dloss", dt)
    if ideal:
        pb, wb, lpb = P((N, D), "p", dt), P((N, D), "w", dt), P((N, D), "lp", dt); extra = [pb, wb, lpb]
        PP = lambda n, j: pb[n, j]; W_ = lambda n, j: wb[n, j]; LP = lambda n, j: lpb[n, j]
    else:
        extra = []
        PP = lambda n, j: te.sigmoid(Xb[n, j])
        W_ = lambda n, j: (c(1.0) - PP(n, j)) * (c(1.0) - PP(n, j)); LP = lambda n, j: te.log(PP(n, j))
    dX = ew((N, D), lambda n, j: dl[n] * Tb[n, j] * W_(n, j) * ((c(1.0) - PP(n, j)) - PP(n, j) * LP(n, j) * c(2.0)), "dX")
    dT = ew((N, D), lambda n, j: dl[n] * (W_(n, j) * LP(n, j)), "dT")
    return fwd, [Xb, Tb, dl] + extra + [dX, dT], M(
        "Focal-style loss (gamma = 2): p = sigmoid(X) (T.sigmoid, materialised), loss[n] = sum_j T * ((1 - p) * (1 - p)) * log(p); "
        "dX = dloss * T * w * ((1 - p) - p * log(p) * 2), dT = dloss * (w * log(p)), w = (1 - p) * (1 - p); the naive backward evaluates sigmoid(X) "
        "seven times per element and log twice.",
        "w = (1 - p) * (1 - p) (4 ops over X, inside the loss reduction's body), log(p) (2 calls over X, inside the body) and p = sigmoid(X) "
        "(forward intermediate, read in (1 - p) and p * log(p)): three new stashes; w * log(p) (in dT) is one op over two stashes (recompute)",
        ["p", "w", "lp"], {"dX": "X", "dT": "T"}, {"dloss": "loss"})


@case("activation", "positive")
def guarded_silu(dt, ideal):
    """SiLU cut off below -4 by T.if_then_else: the forward evaluates sigmoid only in the true branch."""
    N, D = 16, 32; c = K(dt)
    X = P((N, D), "X", dt)
    if ideal:
        s = ew((N, D), lambda n, j: te.sigmoid(X[n, j]), "s")
        Y = ew((N, D), lambda n, j: te.if_then_else(X[n, j] > c(-4.0), X[n, j] * s[n, j], c(0.0)), "Y"); fwd = [X, Y, s]
    else:
        Y = ew((N, D), lambda n, j: te.if_then_else(X[n, j] > c(-4.0), X[n, j] * te.sigmoid(X[n, j]), c(0.0)), "Y"); fwd = [X, Y]
    Xb, dY = P((N, D), "X", dt), P((N, D), "dY", dt)
    if ideal:
        sb = P((N, D), "s", dt); extra = [sb]; S_ = lambda n, j: sb[n, j]
    else:
        extra = []; S_ = lambda n, j: te.sigmoid(Xb[n, j])
    dX = ew((N, D), lambda n, j: te.if_then_else(Xb[n, j] > c(-4.0), dY[n, j] * (S_(n, j) + Xb[n, j] * (S_(n, j) * (c(1.0) - S_(n, j)))), c(0.0)), "dX")
    return fwd, [Xb, dY] + extra + [dX], M(
        "SiLU cut off below -4: Y = X > -4 ? X * sigmoid(X) : 0 (T.if_then_else, T.sigmoid); dX = X > -4 ? dY * (s + X * (s * (1 - s))) : 0; "
        "the naive backward evaluates sigmoid(X) three times (all under the guard).",
        "s = sigmoid(X) (a call over X inside the forward's true branch; the stash is computed for every element): new stash s; "
        "X > -4 is one op over X (recompute)", ["s"], {"dX": "X"}, {"dY": "Y"})


@case("activation", "positive", dtype="float16")
def swish_fp16(dt, ideal):
    """SiLU in float16 (T.sigmoid); the gradient check runs the float64 build."""
    N, D = 16, 32; c = K(dt)
    X = P((N, D), "X", dt)
    if ideal:
        s = ew((N, D), lambda n, j: te.sigmoid(X[n, j]), "s")
        Y = ew((N, D), lambda n, j: X[n, j] * s[n, j], "Y"); fwd = [X, Y, s]
    else:
        Y = ew((N, D), lambda n, j: X[n, j] * te.sigmoid(X[n, j]), "Y"); fwd = [X, Y]
    Xb, dY = P((N, D), "X", dt), P((N, D), "dY", dt)
    if ideal:
        sb, Yb = P((N, D), "s", dt), P((N, D), "Y", dt); extra = [sb, Yb]
        dX = ew((N, D), lambda n, j: dY[n, j] * (sb[n, j] + Yb[n, j] * (c(1.0) - sb[n, j])), "dX")
    else:
        extra = []; sg = lambda n, j: te.sigmoid(Xb[n, j])
        dX = ew((N, D), lambda n, j: dY[n, j] * (sg(n, j) + Xb[n, j] * sg(n, j) * (c(1.0) - sg(n, j))), "dX")
    return fwd, [Xb, dY] + extra + [dX], M(
        "SiLU in float16 (X 16x32, T.sigmoid): Y = X * sigmoid(X); dX = dY * (s + X * s * (1 - s)), s inline 3x; float16 constants T.float16(1.0).",
        "s = sigmoid(X) (new stash, float16) and X * s = the existing output Y", ["s", "Y"], {"dX": "X"}, {"dY": "Y"})


@case("activation", "positive")
def gated_tanh_unit(dt, ideal):
    """WaveNet gate Y = tanh(A) * sigmoid(B) with two inputs."""
    N, D = 16, 32; c = K(dt)
    A, B = P((N, D), "A", dt), P((N, D), "B", dt)
    if ideal:
        t = ew((N, D), lambda n, j: te.tanh(A[n, j]), "t")
        s = ew((N, D), lambda n, j: te.sigmoid(B[n, j]), "s")
        Y = ew((N, D), lambda n, j: t[n, j] * s[n, j], "Y"); fwd = [A, B, Y, t, s]
    else:
        Y = ew((N, D), lambda n, j: te.tanh(A[n, j]) * te.sigmoid(B[n, j]), "Y"); fwd = [A, B, Y]
    Ab, Bb, dY = P((N, D), "A", dt), P((N, D), "B", dt), P((N, D), "dY", dt)
    if ideal:
        tb, sb, Yb = P((N, D), "t", dt), P((N, D), "s", dt), P((N, D), "Y", dt); extra = [tb, sb, Yb]
        T_ = lambda n, j: tb[n, j]; S_ = lambda n, j: sb[n, j]; TS = lambda n, j: Yb[n, j]
    else:
        extra = []
        T_ = lambda n, j: te.tanh(Ab[n, j]); S_ = lambda n, j: te.sigmoid(Bb[n, j]); TS = lambda n, j: T_(n, j) * S_(n, j)
    dA = ew((N, D), lambda n, j: dY[n, j] * (S_(n, j) * (c(1.0) - T_(n, j) * T_(n, j))), "dA")
    dB = ew((N, D), lambda n, j: dY[n, j] * TS(n, j) * (c(1.0) - S_(n, j)), "dB")
    return fwd, [Ab, Bb, dY] + extra + [dA, dB], M(
        "Gated tanh unit: Y = tanh(A) * sigmoid(B) (two inputs, T.sigmoid); dA = dY * (s * (1 - t * t)), dB = dY * (t * s) * (1 - s); "
        "the naive backward evaluates tanh(A) three times and sigmoid(B) three times.",
        "t = tanh(A) and s = sigmoid(B) (one call each, over different inputs): two new stashes; t * s = the existing output Y (in dB)",
        ["t", "s", "Y"], {"dA": "A", "dB": "B"}, {"dY": "Y"})


@case("activation", "positive")
def tanhexp(dt, ideal):
    """TanhExp: Y = X * tanh(exp(X))."""
    N, D = 16, 32; c = K(dt)
    X = P((N, D), "X", dt)
    if ideal:
        e = ew((N, D), lambda n, j: te.exp(X[n, j]), "e")
        t = ew((N, D), lambda n, j: te.tanh(e[n, j]), "t")
        Y = ew((N, D), lambda n, j: X[n, j] * t[n, j], "Y"); fwd = [X, Y, e, t]
    else:
        Y = ew((N, D), lambda n, j: X[n, j] * te.tanh(te.exp(X[n, j])), "Y"); fwd = [X, Y]
    Xb, dY = P((N, D), "X", dt), P((N, D), "dY", dt)
    if ideal:
        eb, tb = P((N, D), "e", dt), P((N, D), "t", dt); extra = [eb, tb]; E_ = lambda n, j: eb[n, j]; T_ = lambda n, j: tb[n, j]
    else:
        extra = []; E_ = lambda n, j: te.exp(Xb[n, j]); T_ = lambda n, j: te.tanh(te.exp(Xb[n, j]))
    dX = ew((N, D), lambda n, j: dY[n, j] * (T_(n, j) + Xb[n, j] * (c(1.0) - T_(n, j) * T_(n, j)) * E_(n, j)), "dX")
    return fwd, [Xb, dY] + extra + [dX], M(
        "TanhExp: Y = X * tanh(exp(X)); dX = dY * (t + X * (1 - t * t) * e), t = tanh(exp(X)) inline 3x, e = exp(X) once more.",
        "t = tanh(exp(X)) (2 calls) and e = exp(X) (one call, also inside t): two new stashes", ["e", "t"], {"dX": "X"}, {"dY": "Y"})


@case("activation", "positive")
def tanh_of_mean(dt, ideal):
    """Y[n] = tanh(mean_j X): a forward reduction whose result the backward reuses only through Y."""
    N, D = 16, 32; c = K(dt)

    def mean_of(X):
        d = RA(D, "d")
        s = te.compute((N,), lambda n: te.sum(X[n, d], axis=d), name="x_sum")
        return ew((N,), lambda n: s[n] * c(1.0 / D), "mean")
    X = P((N, D), "X", dt)
    m = mean_of(X)
    Y = ew((N,), lambda n: te.tanh(m[n]), "Y")
    Xb, dY = P((N, D), "X", dt), P((N,), "dY", dt)
    if ideal:
        Yb = P((N,), "Y", dt); extra = [Yb]; T_ = lambda n: Yb[n]
    else:
        mb = mean_of(Xb); extra = []; T_ = lambda n: te.tanh(mb[n])
    dX = ew((N, D), lambda n, j: dY[n] * (c(1.0) - T_(n) * T_(n)) * c(1.0 / D), "dX")
    return [X, Y], [Xb, dY] + extra + [dX], M(
        "Y[n] = tanh(sum_j X[n, j] * (1/32)) (row mean then tanh); dX[n, j] = dY[n] * (1 - t * t) * (1/32) with t = tanh(mean) recomputed "
        "(the mean reduction materialised in the backward, tanh inline twice per element of dX).",
        "tanh(mean(X)) = the existing output Y (per row; contains the reduction)", ["Y"], {"dX": "X"}, {"dY": "Y"})


def fwd_list(*ts):
    return list(ts)


# ================================================================ normalization
@case("normalization", "positive")
def rmsnorm_rsqrt_3d(dt, ideal):
    """RMSNorm over the last axis of a (B, T, D) tensor with weight, written with T.rsqrt."""
    B, T, D = 4, 8, 32; c = K(dt)

    def rstd_of(X):
        d = RA(D, "d")
        ss = te.compute((B, T), lambda b, t: te.sum(X[b, t, d] * X[b, t, d], axis=d), name="ss")
        return ew((B, T), lambda b, t: te.rsqrt(ss[b, t] * c(1.0 / D) + c(EPS)), "r")
    X, g = P((B, T, D), "X", dt), P((D,), "gamma", dt)
    r = rstd_of(X)
    if ideal:
        xh = ew((B, T, D), lambda b, t, d: X[b, t, d] * r[b, t], "x_hat")
        Y = ew((B, T, D), lambda b, t, d: xh[b, t, d] * g[d], "Y"); fwd = [X, g, Y, xh, r]
    else:
        Y = ew((B, T, D), lambda b, t, d: X[b, t, d] * r[b, t] * g[d], "Y"); fwd = [X, g, Y]
    Xb, gb, dY = P((B, T, D), "X", dt), P((D,), "gamma", dt), P((B, T, D), "dY", dt)
    if ideal:
        xhb, rb = P((B, T, D), "x_hat", dt), P((B, T), "r", dt); extra = [xhb, rb]
        XH = lambda b, t, d: xhb[b, t, d]; R = lambda b, t: rb[b, t]
    else:
        extra = []; rr = rstd_of(Xb)
        XH = lambda b, t, d: Xb[b, t, d] * rr[b, t]; R = lambda b, t: rr[b, t]
    d = RA(D, "d")
    sgx = te.compute((B, T), lambda b, t: te.sum(dY[b, t, d] * gb[d] * XH(b, t, d), axis=d), name="sgx")
    dX = ew((B, T, D), lambda b, t, d: R(b, t) * (dY[b, t, d] * gb[d] - XH(b, t, d) * sgx[b, t] * c(1.0 / D)), "dX")
    b_, t_ = RA(B, "b"), RA(T, "t")
    dg = te.compute((D,), lambda d_: te.sum(dY[b_, t_, d_] * XH(b_, t_, d_), axis=[b_, t_]), name="dgamma")
    return fwd, [Xb, gb, dY] + extra + [dX, dg], M(
        "RMSNorm on (B=4, T=8, D=32) over D with weight, T.rsqrt form: r = rsqrt(sum_d X^2 * (1/D) + eps) per (b, t), Y = X * r * gamma; "
        "dX = r * (dY * gamma - x_hat * sum_d(dY * gamma * x_hat) * (1/D)), dgamma = sum_{b,t} dY * x_hat; the naive backward recomputes the "
        "sum of squares and r (materialised) and x_hat = X * r inline.",
        "r = rsqrt(mean(X^2) + eps) (per (b, t), contains the reduction; new stash) and x_hat = X * r (one op over r, but read in three places; "
        "the forward's inner term of Y = x_hat * gamma; new stash)", ["x_hat", "r"], {"dX": "X", "dgamma": "gamma"}, {"dY": "Y"})


@case("normalization", "positive")
def bn_per_position(dt, ideal):
    """Batch statistics over axis 0 only of a (N, C, L) tensor (per (c, l)), rstd by multiplication, gamma/beta per c."""
    N, C, L = 16, 4, 8; c = K(dt)

    def stats(X):
        n = RA(N, "n")
        s = te.compute((C, L), lambda cc, l: te.sum(X[n, cc, l], axis=n), name="x_sum")
        mean = ew((C, L), lambda cc, l: s[cc, l] * c(1.0 / N), "mean")
        n2 = RA(N, "n")
        sq = te.compute((C, L), lambda cc, l: te.sum((X[n2, cc, l] - mean[cc, l]) * (X[n2, cc, l] - mean[cc, l]), axis=n2), name="sq_sum")
        rstd = ew((C, L), lambda cc, l: c(1.0) / te.sqrt(sq[cc, l] * c(1.0 / N) + c(EPS)), "rstd")
        return mean, rstd
    X, g, bt = P((N, C, L), "X", dt), P((C,), "gamma", dt), P((C,), "beta", dt)
    mean, rstd = stats(X)
    if ideal:
        xh = ew((N, C, L), lambda n, cc, l: (X[n, cc, l] - mean[cc, l]) * rstd[cc, l], "x_hat")
        Y = ew((N, C, L), lambda n, cc, l: xh[n, cc, l] * g[cc] + bt[cc], "Y"); fwd = [X, g, bt, Y, xh, rstd]
    else:
        Y = ew((N, C, L), lambda n, cc, l: (X[n, cc, l] - mean[cc, l]) * rstd[cc, l] * g[cc] + bt[cc], "Y"); fwd = [X, g, bt, Y]
    Xb, gb, btb, dY = P((N, C, L), "X", dt), P((C,), "gamma", dt), P((C,), "beta", dt), P((N, C, L), "dY", dt)
    if ideal:
        xhb, rb = P((N, C, L), "x_hat", dt), P((C, L), "rstd", dt); extra = [xhb, rb]
        XH = lambda n, cc, l: xhb[n, cc, l]; R = lambda cc, l: rb[cc, l]
    else:
        extra = []; mb, rr = stats(Xb)
        XH = lambda n, cc, l: (Xb[n, cc, l] - mb[cc, l]) * rr[cc, l]; R = lambda cc, l: rr[cc, l]
    n = RA(N, "n")
    sdy = te.compute((C, L), lambda cc, l: te.sum(dY[n, cc, l], axis=n), name="sdy")
    n2 = RA(N, "n")
    sdx = te.compute((C, L), lambda cc, l: te.sum(dY[n2, cc, l] * XH(n2, cc, l), axis=n2), name="sdx")
    dX = ew((N, C, L), lambda n_, cc, l: gb[cc] * R(cc, l) * (dY[n_, cc, l] - sdy[cc, l] * c(1.0 / N) - XH(n_, cc, l) * sdx[cc, l] * c(1.0 / N)), "dX")
    n3, l3 = RA(N, "n"), RA(L, "l")
    dg = te.compute((C,), lambda cc: te.sum(dY[n3, cc, l3] * XH(n3, cc, l3), axis=[n3, l3]), name="dgamma")
    n4, l4 = RA(N, "n"), RA(L, "l")
    db = te.compute((C,), lambda cc: te.sum(dY[n4, cc, l4], axis=[n4, l4]), name="dbeta")
    return fwd, [Xb, gb, btb, dY] + extra + [dX, dg, db], M(
        "Batch statistics over axis 0 only of X (N=16, C=4, L=8): mean and rstd = 1 / sqrt(var + eps) per (c, l), gamma/beta per c (broadcast over l); "
        "Y = (X - mean) * rstd * gamma + beta; dX = gamma * rstd * (dY - sum_n dY / N - x_hat * sum_n(dY * x_hat) / N), dgamma / dbeta over (n, l).",
        "x_hat = (X - mean[c, l]) * rstd[c, l] (new stash) and rstd[c, l] (contains both reductions; new stash)", ["x_hat", "rstd"],
        {"dX": "X", "dgamma": "gamma", "dbeta": "beta"}, {"dY": "Y"})


@case("normalization", "positive")
def layernorm3d(dt, ideal):
    """LayerNorm over the last axis of (B, T, D), affine, dgamma / dbeta reduced over two axes."""
    B, T, D = 4, 8, 32; c = K(dt)

    def stats(X):
        d = RA(D, "d")
        s = te.compute((B, T), lambda b, t: te.sum(X[b, t, d], axis=d), name="x_sum")
        mean = ew((B, T), lambda b, t: s[b, t] / c(float(D)), "mean")
        d2 = RA(D, "d")
        sq = te.compute((B, T), lambda b, t: te.sum((X[b, t, d2] - mean[b, t]) * (X[b, t, d2] - mean[b, t]), axis=d2), name="sq_sum")
        std = ew((B, T), lambda b, t: te.sqrt(sq[b, t] / c(float(D)) + c(EPS)), "std")
        return mean, std
    X, g, bt = P((B, T, D), "X", dt), P((D,), "gamma", dt), P((D,), "beta", dt)
    mean, std = stats(X)
    if ideal:
        xh = ew((B, T, D), lambda b, t, d: (X[b, t, d] - mean[b, t]) / std[b, t], "x_hat")
        Y = ew((B, T, D), lambda b, t, d: xh[b, t, d] * g[d] + bt[d], "Y"); fwd = [X, g, bt, Y, xh, std]
    else:
        Y = ew((B, T, D), lambda b, t, d: (X[b, t, d] - mean[b, t]) / std[b, t] * g[d] + bt[d], "Y"); fwd = [X, g, bt, Y]
    Xb, gb, btb, dY = P((B, T, D), "X", dt), P((D,), "gamma", dt), P((D,), "beta", dt), P((B, T, D), "dY", dt)
    if ideal:
        xhb, sb = P((B, T, D), "x_hat", dt), P((B, T), "std", dt); extra = [xhb, sb]
        XH = lambda b, t, d: xhb[b, t, d]; SD = lambda b, t: sb[b, t]
    else:
        extra = []; mb, sdb = stats(Xb)
        XH = lambda b, t, d: (Xb[b, t, d] - mb[b, t]) / sdb[b, t]; SD = lambda b, t: sdb[b, t]
    d = RA(D, "d")
    sg = te.compute((B, T), lambda b, t: te.sum(dY[b, t, d] * gb[d], axis=d), name="sg")
    d2 = RA(D, "d")
    sgx = te.compute((B, T), lambda b, t: te.sum(dY[b, t, d2] * gb[d2] * XH(b, t, d2), axis=d2), name="sgx")
    dX = ew((B, T, D), lambda b, t, d_: (dY[b, t, d_] * gb[d_] - sg[b, t] / c(float(D)) - XH(b, t, d_) * sgx[b, t] / c(float(D))) / SD(b, t), "dX")
    b3, t3 = RA(B, "b"), RA(T, "t")
    dg = te.compute((D,), lambda d_: te.sum(dY[b3, t3, d_] * XH(b3, t3, d_), axis=[b3, t3]), name="dgamma")
    b4, t4 = RA(B, "b"), RA(T, "t")
    db = te.compute((D,), lambda d_: te.sum(dY[b4, t4, d_], axis=[b4, t4]), name="dbeta")
    return fwd, [Xb, gb, btb, dY] + extra + [dX, dg, db], M(
        "LayerNorm over D of X (B=4, T=8, D=32) with gamma/beta per d; dX = (g - sum_d g / D - x_hat * sum_d(g * x_hat) / D) / std, g = dY * gamma; "
        "dgamma = sum_{b,t} dY * x_hat, dbeta = sum_{b,t} dY; the naive backward recomputes mean and std (materialised) and x_hat inline.",
        "x_hat = (X - mean) / std (new stash) and std = sqrt(var + eps) (per (b, t), contains both reductions; new stash)", ["x_hat", "std"],
        {"dX": "X", "dgamma": "gamma", "dbeta": "beta"}, {"dY": "Y"})


@case("normalization", "positive")
def cosine_similarity(dt, ideal):
    """Row-wise cosine similarity of two inputs."""
    N, D = 16, 32; c = K(dt)

    def norms(A, B):
        d = RA(D, "d")
        dot = te.compute((N,), lambda n: te.sum(A[n, d] * B[n, d], axis=d), name="dot")
        d2 = RA(D, "d")
        sa = te.compute((N,), lambda n: te.sum(A[n, d2] * A[n, d2], axis=d2), name="sa")
        d3 = RA(D, "d")
        sb = te.compute((N,), lambda n: te.sum(B[n, d3] * B[n, d3], axis=d3), name="sb")
        na = ew((N,), lambda n: te.sqrt(sa[n] + c(EPS)), "na")
        nb = ew((N,), lambda n: te.sqrt(sb[n] + c(EPS)), "nb")
        return dot, na, nb
    A, B = P((N, D), "A", dt), P((N, D), "B", dt)
    dot, na, nb = norms(A, B)
    Y = ew((N,), lambda n: dot[n] / (na[n] * nb[n]), "Y")
    fwd = [A, B, Y] + ([na, nb] if ideal else [])
    Ab, Bb, dY = P((N, D), "A", dt), P((N, D), "B", dt), P((N,), "dY", dt)
    if ideal:
        nab, nbb, Yb = P((N,), "na", dt), P((N,), "nb", dt), P((N,), "Y", dt); extra = [nab, nbb, Yb]
        NA = lambda n: nab[n]; NB = lambda n: nbb[n]; YY = lambda n: Yb[n]
    else:
        extra = []; dotb, nab_, nbb_ = norms(Ab, Bb)
        yb = ew((N,), lambda n: dotb[n] / (nab_[n] * nbb_[n]), "y")
        NA = lambda n: nab_[n]; NB = lambda n: nbb_[n]; YY = lambda n: yb[n]
    dA = ew((N, D), lambda n, j: dY[n] * (Bb[n, j] / (NA(n) * NB(n)) - YY(n) * Ab[n, j] / (NA(n) * NA(n))), "dA")
    dB = ew((N, D), lambda n, j: dY[n] * (Ab[n, j] / (NA(n) * NB(n)) - YY(n) * Bb[n, j] / (NB(n) * NB(n))), "dB")
    return fwd, [Ab, Bb, dY] + extra + [dA, dB], M(
        "Row cosine similarity Y[n] = sum_d A * B / (na * nb), na = sqrt(sum A^2 + eps), nb = sqrt(sum B^2 + eps); "
        "dA = dY * (B / (na * nb) - Y * A / (na * na)), dB symmetric; the naive backward recomputes the three reductions, na, nb and y (materialised).",
        "the norms na and nb (per row, each a reduction and a sqrt; new stashes) and dot / (na * nb) = the existing output Y; "
        "na * nb is one op over two stashes (recompute)", ["na", "nb", "Y"], {"dA": "A", "dB": "B"}, {"dY": "Y"})


@case("normalization", "positive")
def energy_fraction(dt, ideal):
    """Y = X^2 / sum_j X^2 per row: a forward reduction the backward needs besides the output."""
    N, D = 16, 32; c = K(dt)

    def ssq(X):
        d = RA(D, "d")
        return te.compute((N,), lambda n: te.sum(X[n, d] * X[n, d], axis=d), name="S")
    X = P((N, D), "X", dt)
    S = ssq(X)
    Y = ew((N, D), lambda n, j: X[n, j] * X[n, j] / S[n], "Y")
    fwd = [X, Y] + ([S] if ideal else [])
    Xb, dY = P((N, D), "X", dt), P((N, D), "dY", dt)
    if ideal:
        Sb, Yb = P((N,), "S", dt), P((N, D), "Y", dt); extra = [Sb, Yb]; YY = lambda n, j: Yb[n, j]
    else:
        Sb = ssq(Xb); extra = []
        yb = ew((N, D), lambda n, j: Xb[n, j] * Xb[n, j] / Sb[n], "y"); YY = lambda n, j: yb[n, j]
    d = RA(D, "d")
    dot = te.compute((N,), lambda n: te.sum(dY[n, d] * YY(n, d), axis=d), name="dot")
    dX = ew((N, D), lambda n, j: Xb[n, j] * c(2.0) / Sb[n] * (dY[n, j] - dot[n]), "dX")
    return fwd, [Xb, dY] + extra + [dX], M(
        "Energy fraction per row: S[n] = sum_j X^2, Y = X * X / S; dX = X * 2 / S * (dY - sum_j dY * Y); the naive backward recomputes S and y = X * X / S (materialised).",
        "the forward reduction S (per row; new stash) and X * X / S = the existing output Y", ["S", "Y"], {"dX": "X"}, {"dY": "Y"})


# ================================================================ softmax
@case("softmax", "positive")
def softmax3d_scaled_bias(dt, ideal):
    """Batched attention-score softmax with a scale and an additive bias shared over the batch."""
    B, N, Mm = 2, 8, 16; c = K(dt); SC = 0.125

    def probs(X, Bi):
        j = RA(Mm, "j")
        m = te.compute((B, N), lambda b, i: te.max(X[b, i, j] * c(SC) + Bi[i, j], axis=j), name="s_max")
        e = ew((B, N, Mm), lambda b, i, jj: te.exp(X[b, i, jj] * c(SC) + Bi[i, jj] - m[b, i]), "e")
        j2 = RA(Mm, "j")
        s = te.compute((B, N), lambda b, i: te.sum(e[b, i, j2], axis=j2), name="e_sum")
        return ew((B, N, Mm), lambda b, i, jj: e[b, i, jj] / s[b, i], "Y")
    X, Bi = P((B, N, Mm), "X", dt), P((N, Mm), "bias", dt)
    Y = probs(X, Bi)
    Xb, Bib, dY = P((B, N, Mm), "X", dt), P((N, Mm), "bias", dt), P((B, N, Mm), "dY", dt)
    if ideal:
        Yb = P((B, N, Mm), "Y", dt); extra = [Yb]
    else:
        Yb = probs(Xb, Bib); extra = []
    j = RA(Mm, "j")
    dot = te.compute((B, N), lambda b, i: te.sum(dY[b, i, j] * Yb[b, i, j], axis=j), name="dot")
    dZ = ew((B, N, Mm), lambda b, i, jj: Yb[b, i, jj] * (dY[b, i, jj] - dot[b, i]), "dZ")
    dX = ew((B, N, Mm), lambda b, i, jj: dZ[b, i, jj] * c(SC), "dX")
    b_ = RA(B, "b")
    dBi = te.compute((N, Mm), lambda i, jj: te.sum(dZ[b_, i, jj], axis=b_), name="dbias")
    return [X, Bi, Y], [Xb, Bib, dY] + extra + [dX, dBi], M(
        "Batched score softmax (X 2x8x16) with scale 0.125 and an additive bias[i, j] shared over the batch: Y = softmax_j(X * 0.125 + bias) "
        "(max-subtracted, e materialised); dZ = Y * (dY - sum_j dY * Y), dX = dZ * 0.125, dbias = sum_b dZ; the naive backward recomputes max, e, sum and Y (materialised).",
        "softmax(X * 0.125 + bias) = the existing output Y (added as a backward input); the backward then has no reduction over X",
        ["Y"], {"dX": "X", "dbias": "bias"}, {"dY": "Y"})


@case("softmax", "positive")
def ce_onehot(dt, ideal):
    """Cross-entropy with a dense (one-hot or soft) float target T: loss[n] = sum_j T * (lse - X)."""
    N, D = 16, 32; c = K(dt)

    def parts(X):
        d = RA(D, "d")
        m = te.compute((N,), lambda n: te.max(X[n, d], axis=d), name="x_max")
        e = ew((N, D), lambda n, j: te.exp(X[n, j] - m[n]), "e")
        d2 = RA(D, "d")
        s = te.compute((N,), lambda n: te.sum(e[n, d2], axis=d2), name="e_sum")
        lse = ew((N,), lambda n: m[n] + te.log(s[n]), "lse")
        return e, s, lse
    X, T_ = P((N, D), "X", dt), P((N, D), "T", dt)
    e, s, lse = parts(X)
    j = RA(D, "j")
    loss = te.compute((N,), lambda n: te.sum(T_[n, j] * (lse[n] - X[n, j]), axis=j), name="loss")
    fwd = [X, T_, loss] + ([e, s, lse] if ideal else [])
    Xb, Tb, dl = P((N, D), "X", dt), P((N, D), "T", dt), P((N,), "dloss", dt)
    if ideal:
        eb, sb, lb = P((N, D), "e", dt), P((N,), "e_sum", dt), P((N,), "lse", dt); extra = [eb, sb, lb]
    else:
        eb, sb, lb = parts(Xb); extra = []
    j = RA(D, "j")
    st = te.compute((N,), lambda n: te.sum(Tb[n, j], axis=j), name="t_sum")
    dX = ew((N, D), lambda n, k: dl[n] * (eb[n, k] / sb[n] * st[n] - Tb[n, k]), "dX")
    dT = ew((N, D), lambda n, k: dl[n] * (lb[n] - Xb[n, k]), "dT")
    return fwd, [Xb, Tb, dl] + extra + [dX, dT], M(
        "Cross-entropy against a dense float target T (one-hot or smoothed): lse = max + log(sum exp(X - max)) (e materialised), loss[n] = sum_j T * (lse - X); "
        "dX = dloss * (e / sum(e) * sum_j T - T), dT = dloss * (lse - X); the naive backward recomputes max, e, sum and lse (materialised).",
        "e = exp(X - max) (forward intermediate), the sum e_sum and lse = max + log(e_sum) (per row): three new stashes; the max itself is then unused",
        ["e", "e_sum", "lse"], {"dX": "X", "dT": "T"}, {"dloss": "loss"})


# ================================================================ mlp / 3-d
@case("mlp", "positive")
def tanh_pool_3d(dt, ideal):
    """Weighted pooling over the last axis of tanh(X): the tanh sits inside the forward reduction's body."""
    B, T, D = 4, 8, 16; c = K(dt)
    X, w = P((B, T, D), "X", dt), P((D,), "w", dt)
    d = RA(D, "d")
    if ideal:
        th = ew((B, T, D), lambda b, t, dd: te.tanh(X[b, t, dd]), "th")
        Y = te.compute((B, T), lambda b, t: te.sum(th[b, t, d] * w[d], axis=d), name="Y"); fwd = [X, w, Y, th]
    else:
        Y = te.compute((B, T), lambda b, t: te.sum(te.tanh(X[b, t, d]) * w[d], axis=d), name="Y"); fwd = [X, w, Y]
    Xb, wb, dY = P((B, T, D), "X", dt), P((D,), "w", dt), P((B, T), "dY", dt)
    if ideal:
        thb = P((B, T, D), "th", dt); extra = [thb]; TH = lambda b, t, dd: thb[b, t, dd]
    else:
        extra = []; TH = lambda b, t, dd: te.tanh(Xb[b, t, dd])
    dX = ew((B, T, D), lambda b, t, dd: dY[b, t] * wb[dd] * (c(1.0) - TH(b, t, dd) * TH(b, t, dd)), "dX")
    b_, t_ = RA(B, "b"), RA(T, "t")
    dw = te.compute((D,), lambda dd: te.sum(dY[b_, t_] * TH(b_, t_, dd), axis=[b_, t_]), name="dw")
    return fwd, [Xb, wb, dY] + extra + [dX, dw], M(
        "Weighted pooling Y[b, t] = sum_d tanh(X[b, t, d]) * w[d] (X 4x8x16, tanh inline in the reduction body); dX = dY[b, t] * w * (1 - t * t), "
        "dw = sum_{b,t} dY * tanh(X); the naive backward evaluates tanh(X) three times per element.",
        "tanh(X) (a term of the forward reduction's body, indexed by the spatial and the reduction variable): new stash th", ["th"],
        {"dX": "X", "dw": "w"}, {"dY": "Y"})


@case("mlp", "positive")
def affine_tanh_3d(dt, ideal):
    """Y = tanh(X * g[d] + h[t]) on (B, T, D): parameters broadcast along two different axes."""
    B, T, D = 4, 8, 16; c = K(dt)
    X, g, h = P((B, T, D), "X", dt), P((D,), "g", dt), P((T,), "h", dt)
    Y = ew((B, T, D), lambda b, t, d: te.tanh(X[b, t, d] * g[d] + h[t]), "Y")
    Xb, gb, hb, dY = P((B, T, D), "X", dt), P((D,), "g", dt), P((T,), "h", dt), P((B, T, D), "dY", dt)
    if ideal:
        Yb = P((B, T, D), "Y", dt); extra = [Yb]; TT = lambda b, t, d: Yb[b, t, d]
    else:
        extra = []; TT = lambda b, t, d: te.tanh(Xb[b, t, d] * gb[d] + hb[t])
    dZ = ew((B, T, D), lambda b, t, d: dY[b, t, d] * (c(1.0) - TT(b, t, d) * TT(b, t, d)), "dZ")
    dX = ew((B, T, D), lambda b, t, d: dZ[b, t, d] * gb[d], "dX")
    b_, t_ = RA(B, "b"), RA(T, "t")
    dg = te.compute((D,), lambda d: te.sum(dZ[b_, t_, d] * Xb[b_, t_, d], axis=[b_, t_]), name="dg")
    b2, d2 = RA(B, "b"), RA(D, "d")
    dh = te.compute((T,), lambda t: te.sum(dZ[b2, t, d2], axis=[b2, d2]), name="dh")
    return [X, g, h, Y], [Xb, gb, hb, dY] + extra + [dX, dg, dh], M(
        "Y = tanh(X * g[d] + h[t]) on X (B=4, T=8, D=16), g broadcast over (b, t) and h over (b, d); dZ = dY * (1 - t * t) (tanh inline twice, "
        "dZ materialised), dX = dZ * g, dg = sum_{b,t} dZ * X, dh = sum_{b,d} dZ.",
        "tanh(X * g[d] + h[t]) = the existing output Y (added as a backward input)", ["Y"], {"dX": "X", "dg": "g", "dh": "h"}, {"dY": "Y"})


# ================================================================ negative
@case("negative", "negative")
def neg_poly3(dt, ideal):
    S = (16, 32); c = K(dt)
    X = P(S, "X", dt)
    Y = ew(S, lambda i, j: X[i, j] * X[i, j] * X[i, j] * c(0.1) + X[i, j] * X[i, j] * c(0.5) + X[i, j], "Y")
    Xb, dY = P(S, "X", dt), P(S, "dY", dt)
    dX = ew(S, lambda i, j: dY[i, j] * (X2(Xb, i, j) * c(0.3) + Xb[i, j] + c(1.0)), "dX")
    return [X, Y], [Xb, dY, dX], M(
        "Cubic polynomial activation Y = X*X*X*0.1 + X*X*0.5 + X; dX = dY * (X*X*0.3 + X + 1).",
        "none: X * X is common but one multiplication over X, which the backward loads anyway; X*X*0.3 is not a forward term (0.1 / 0.5 there)",
        [], {"dX": "X"}, {"dY": "Y"})


def X2(X, i, j):
    return X[i, j] * X[i, j]


@case("negative", "negative")
def neg_prelu(dt, ideal):
    N, D = 16, 32; c = K(dt)
    X, a = P((N, D), "X", dt), P((D,), "a", dt)
    Y = ew((N, D), lambda n, j: te.if_then_else(X[n, j] > c(0.0), X[n, j], X[n, j] * a[j]), "Y")
    Xb, ab, dY = P((N, D), "X", dt), P((D,), "a", dt), P((N, D), "dY", dt)
    dX = ew((N, D), lambda n, j: dY[n, j] * te.if_then_else(Xb[n, j] > c(0.0), c(1.0), ab[j]), "dX")
    r = RA(N, "n")
    da = te.compute((D,), lambda j: te.sum(te.if_then_else(Xb[r, j] > c(0.0), c(0.0), dY[r, j] * Xb[r, j]), axis=r), name="da")
    return [X, a, Y], [Xb, ab, dY, dX, da], M(
        "PReLU with a per-column slope via T.if_then_else: Y = X > 0 ? X : X * a[j]; dX = dY * (X > 0 ? 1 : a[j]), da = sum_n (X > 0 ? 0 : dY * X).",
        "none: the condition X > 0 is one comparison over X (loaded anyway); X * a[j] does not occur in the backward", [],
        {"dX": "X", "da": "a"}, {"dY": "Y"})


@case("negative", "negative")
def neg_linear(dt, ideal):
    N, I_, O = 8, 16, 12
    X, W, b = P((N, I_), "X", dt), P((I_, O), "W", dt), P((O,), "b", dt)
    i = RA(I_, "i")
    Z = te.compute((N, O), lambda n, o: te.sum(X[n, i] * W[i, o], axis=i), name="Z")
    Y = ew((N, O), lambda n, o: Z[n, o] + b[o], "Y")
    Xb, Wb, bb, dY = P((N, I_), "X", dt), P((I_, O), "W", dt), P((O,), "b", dt), P((N, O), "dY", dt)
    o = RA(O, "o")
    dX = te.compute((N, I_), lambda n, i_: te.sum(dY[n, o] * Wb[i_, o], axis=o), name="dX")
    n = RA(N, "n")
    dW = te.compute((I_, O), lambda i_, o_: te.sum(Xb[n, i_] * dY[n, o_], axis=n), name="dW")
    n2 = RA(N, "n")
    db = te.compute((O,), lambda o_: te.sum(dY[n2, o_], axis=n2), name="db")
    return [X, W, b, Y], [Xb, Wb, bb, dY, dX, dW, db], M(
        "Linear layer Y = X @ W + b; dX = dY @ W^T, dW = X^T @ dY, db = sum_n dY: the backward never evaluates a forward term.",
        "none: no forward term occurs in the backward (its contractions are over dY)", [],
        {"dX": "X", "dW": "W", "db": "b"}, {"dY": "Y"})


@case("negative", "negative")
def neg_sigmoid_formula(dt, ideal):
    N, D = 16, 32; c = K(dt)
    X = P((N, D), "X", dt)
    Y = ew((N, D), lambda n, j: X[n, j] * te.sigmoid(X[n, j]), "Y")
    Xb, dY = P((N, D), "X", dt), P((N, D), "dY", dt)
    s = ew((N, D), lambda n, j: c(1.0) / (c(1.0) + te.exp(Xb[n, j] * c(-1.0))), "s")
    dX = ew((N, D), lambda n, j: dY[n, j] * (s[n, j] + Xb[n, j] * s[n, j] * (c(1.0) - s[n, j])), "dX")
    return [X, Y], [Xb, dY, dX], M(
        "SiLU whose forward uses the T.sigmoid intrinsic while the backward materialises the formula s = 1 / (1 + exp(X * -1)): "
        "dX = dY * (s + X * s * (1 - s)).",
        "none: 1 / (1 + exp(-X)) is not the expression sigmoid(X) (equal only mathematically), so neither s nor X * s is a forward term", [],
        {"dX": "X"}, {"dY": "Y"})


# ================================================================ probes: index inversion, lower-rank and 0-d stashes, casts
@case("activation", "positive")
def flatten_tanh(dt, ideal):
    """The forward works on a flat view of X (k // 32, k % 32); the backward on X's own 2-d layout."""
    N, D = 16, 32; c = K(dt)
    X = P((N, D), "X", dt)
    Xf = ew((N * D,), lambda k: X[k // D, k % D], "Xf")
    Y = ew((N * D,), lambda k: te.tanh(Xf[k] * c(0.5) + c(0.25)), "Y")
    Xb, dY = P((N, D), "X", dt), P((N * D,), "dY", dt)
    if ideal:
        Yb = P((N * D,), "Y", dt); extra = [Yb]; T_ = lambda n, j: Yb[n * D + j]
    else:
        extra = []; T_ = lambda n, j: te.tanh(Xb[n, j] * c(0.5) + c(0.25))
    dX = ew((N, D), lambda n, j: dY[n * D + j] * (c(1.0) - T_(n, j) * T_(n, j)) * c(0.5), "dX")
    return [X, Y], [Xb, dY] + extra + [dX], M(
        "Flattening tanh: the forward reads X (16x32) through a flat view Xf[k] = X[k // 32, k % 32] and writes Y[k] = tanh(Xf[k] * 0.5 + 0.25) (512); "
        "the backward iterates X's 2-d layout: dX[n, j] = dY[n * 32 + j] * (1 - t * t) * 0.5, t = tanh(X[n, j] * 0.5 + 0.25) inline twice.",
        "tanh(X[n, j] * 0.5 + 0.25) = the existing output Y read at k = n * 32 + j (after inlining Xf, (n * 32 + j) // 32 = n and (n * 32 + j) % 32 = j)",
        ["Y"], {"dX": "X"}, {"dY": "Y"})


@case("activation", "positive")
def reshape_tanh_flat(dt, ideal):
    """X is flat (512), Y its 16x32 reshape through tanh; the backward iterates X's flat index."""
    N, D = 16, 32; c = K(dt)
    X = P((N * D,), "X", dt)
    Y = ew((N, D), lambda n, j: te.tanh(X[n * D + j] * c(0.5) + c(0.25)), "Y")
    Xb, dY = P((N * D,), "X", dt), P((N, D), "dY", dt)
    if ideal:
        Yb = P((N, D), "Y", dt); extra = [Yb]; T_ = lambda k: Yb[k // D, k % D]
    else:
        extra = []; T_ = lambda k: te.tanh(Xb[k] * c(0.5) + c(0.25))
    dX = ew((N * D,), lambda k: dY[k // D, k % D] * (c(1.0) - T_(k) * T_(k)) * c(0.5), "dX")
    return [X, Y], [Xb, dY] + extra + [dX], M(
        "Reshaping tanh: Y[n, j] = tanh(X[n * 32 + j] * 0.5 + 0.25) (X flat, 512); the backward iterates the flat index: dX[k] = dY[k // 32, k % 32] * (1 - t * t) * 0.5, "
        "t = tanh(X[k] * 0.5 + 0.25) inline twice.",
        "tanh(X[k] * 0.5 + 0.25) = the existing output Y read at [k // 32, k % 32] (the index n * 32 + j solved for n and j)", ["Y"], {"dX": "X"}, {"dY": "Y"})


@case("activation", "positive")
def roll_tanh(dt, ideal):
    """Circular shift by half a row: Y[n, j] = tanh(X[n, (j + 16) % 32])."""
    N, D = 16, 32; c = K(dt); H = D // 2
    X = P((N, D), "X", dt)
    Y = ew((N, D), lambda n, j: te.tanh(X[n, tir.floormod(j + H, D)] * c(0.5) + c(0.25)), "Y")
    Xb, dY = P((N, D), "X", dt), P((N, D), "dY", dt)
    if ideal:
        Yb = P((N, D), "Y", dt); extra = [Yb]; T_ = lambda n, k: Yb[n, tir.floormod(k + H, D)]
    else:
        extra = []; T_ = lambda n, k: te.tanh(Xb[n, k] * c(0.5) + c(0.25))
    dX = ew((N, D), lambda n, k: dY[n, tir.floormod(k + H, D)] * (c(1.0) - T_(n, k) * T_(n, k)) * c(0.5), "dX")
    return [X, Y], [Xb, dY] + extra + [dX], M(
        "Circular shift then tanh: Y[n, j] = tanh(X[n, (j + 16) % 32] * 0.5 + 0.25); dX[n, k] = dY[n, (k + 16) % 32] * (1 - t * t) * 0.5, "
        "t = tanh(X[n, k] * 0.5 + 0.25) inline twice.",
        "tanh(X[n, k] * 0.5 + 0.25) = the existing output Y read at [n, (k + 16) % 32] (the inverse of the forward's index map, which is its own inverse)",
        ["Y"], {"dX": "X"}, {"dY": "Y"})


@case("activation", "positive")
def symmetrize_tanh(dt, ideal):
    """Y = tanh(X + X^T); the backward evaluates the transposed term with its operands swapped."""
    N = 16; c = K(dt)
    X = P((N, N), "X", dt)
    Y = ew((N, N), lambda i, j: te.tanh(X[i, j] + X[j, i]), "Y")
    Xb, dY = P((N, N), "X", dt), P((N, N), "dY", dt)
    if ideal:
        Yb = P((N, N), "Y", dt); extra = [Yb]; T1 = lambda i, j: Yb[i, j]; T2 = lambda i, j: Yb[j, i]
    else:
        extra = []; T1 = lambda i, j: te.tanh(Xb[i, j] + Xb[j, i]); T2 = lambda i, j: te.tanh(Xb[j, i] + Xb[i, j])
    dX = ew((N, N), lambda i, j: dY[i, j] * (c(1.0) - T1(i, j) * T1(i, j)) + dY[j, i] * (c(1.0) - T2(i, j) * T2(i, j)), "dX")
    return [X, Y], [Xb, dY] + extra + [dX], M(
        "Symmetrised tanh Y[i, j] = tanh(X[i, j] + X[j, i]); dX[i, j] = dY[i, j] * (1 - t1^2) + dY[j, i] * (1 - t2^2), t1 = tanh(X[i, j] + X[j, i]), "
        "t2 = tanh(X[j, i] + X[i, j]) (each inline twice).",
        "t1 = Y[i, j] and t2 = Y[j, i] (the forward's term read transposed; also Y[i, j] by commutativity of +): the existing output Y", ["Y"],
        {"dX": "X"}, {"dY": "Y"})


@case("activation", "positive")
def column_gate(dt, ideal):
    """Y = X * sigmoid(b[j]): the gate reads only the column index, a (32,) stash the forward computes once per column."""
    N, D = 16, 32; c = K(dt)
    X, b = P((N, D), "X", dt), P((D,), "b", dt)
    if ideal:
        s = ew((D,), lambda j: te.sigmoid(b[j]), "s")
        Y = ew((N, D), lambda n, j: X[n, j] * s[j], "Y"); fwd = [X, b, Y, s]
    else:
        Y = ew((N, D), lambda n, j: X[n, j] * te.sigmoid(b[j]), "Y"); fwd = [X, b, Y]
    Xb, bb, dY = P((N, D), "X", dt), P((D,), "b", dt), P((N, D), "dY", dt)
    if ideal:
        sb = P((D,), "s", dt); extra = [sb]; S_ = lambda j: sb[j]
    else:
        extra = []; S_ = lambda j: te.sigmoid(bb[j])
    dX = ew((N, D), lambda n, j: dY[n, j] * S_(j), "dX")
    r = RA(N, "n")
    db = te.compute((D,), lambda j: te.sum(dY[r, j] * Xb[r, j] * (S_(j) * (c(1.0) - S_(j))), axis=r), name="db")
    return fwd, [Xb, bb, dY] + extra + [dX, db], M(
        "Per-column gate Y = X * sigmoid(b[j]) (T.sigmoid evaluated per element in the input forward); dX = dY * sigmoid(b[j]), "
        "db[j] = sum_n dY * X * (s * (1 - s)); the naive backward evaluates sigmoid(b[j]) three times per element.",
        "s = sigmoid(b[j]): a tensor over the column index only (32; the forward then computes it once per column instead of per element): new stash s",
        ["s"], {"dX": "X", "db": "b"}, {"dY": "Y"})


@case("mlp", "positive")
def tanh_weight_matvec(dt, ideal):
    """Y[n] = sum_d X[n, d] * tanh(W[d]): the tanh mentions only the reduction variable."""
    N, D = 16, 32; c = K(dt)
    X, W = P((N, D), "X", dt), P((D,), "W", dt)
    d = RA(D, "d")
    if ideal:
        tw = ew((D,), lambda dd: te.tanh(W[dd]), "tw")
        Y = te.compute((N,), lambda n: te.sum(X[n, d] * tw[d], axis=d), name="Y"); fwd = [X, W, Y, tw]
    else:
        Y = te.compute((N,), lambda n: te.sum(X[n, d] * te.tanh(W[d]), axis=d), name="Y"); fwd = [X, W, Y]
    Xb, Wb, dY = P((N, D), "X", dt), P((D,), "W", dt), P((N,), "dY", dt)
    if ideal:
        twb = P((D,), "tw", dt); extra = [twb]; TW = lambda dd: twb[dd]
    else:
        extra = []; TW = lambda dd: te.tanh(Wb[dd])
    dX = ew((N, D), lambda n, dd: dY[n] * TW(dd), "dX")
    r = RA(N, "n")
    dW = te.compute((D,), lambda dd: te.sum(dY[r] * Xb[r, dd] * (c(1.0) - TW(dd) * TW(dd)), axis=r), name="dW")
    return fwd, [Xb, Wb, dY] + extra + [dX, dW], M(
        "Mat-vec with a tanh-squashed weight: Y[n] = sum_d X[n, d] * tanh(W[d]) (tanh inline in the reduction body, evaluated N*D times); "
        "dX = dY[n] * tanh(W[d]), dW[d] = sum_n dY * X * (1 - t * t).",
        "tw = tanh(W[d]) (a term of the reduction body over the reduction variable only; 32 elements, the forward then computes it once per d): new stash tw",
        ["tw"], {"dX": "X", "dW": "W"}, {"dY": "Y"})


@case("normalization", "positive")
def global_l2norm_0d(dt, ideal):
    """Normalisation by the Frobenius norm of the whole tensor: 0-d reductions and a 0-d stash."""
    N, D = 16, 32; c = K(dt)

    def nrm_of(X):
        i, j = RA(N, "i"), RA(D, "j")
        ss = te.compute((), lambda: te.sum(X[i, j] * X[i, j], axis=[i, j]), name="ss")
        return ew((), lambda: te.sqrt(ss[()] + c(EPS)), "nrm")
    X = P((N, D), "X", dt)
    nrm = nrm_of(X)
    Y = ew((N, D), lambda n, j: X[n, j] / nrm[()], "Y")
    fwd = [X, Y] + ([nrm] if ideal else [])
    Xb, dY = P((N, D), "X", dt), P((N, D), "dY", dt)
    if ideal:
        nb, Yb = P((), "nrm", dt), P((N, D), "Y", dt); extra = [nb, Yb]; YY = lambda n, j: Yb[n, j]
    else:
        nb = nrm_of(Xb); extra = []
        yb = ew((N, D), lambda n, j: Xb[n, j] / nb[()], "y"); YY = lambda n, j: yb[n, j]
    i, j = RA(N, "i"), RA(D, "j")
    dot = te.compute((), lambda: te.sum(dY[i, j] * YY(i, j), axis=[i, j]), name="dot")
    dX = ew((N, D), lambda n, k: (dY[n, k] - YY(n, k) * dot[()]) / nb[()], "dX")
    return fwd, [Xb, dY] + extra + [dX], M(
        "Global L2 normalisation: nrm = sqrt(sum_{i,j} X^2 + eps) (a 0-d reduction and a 0-d sqrt), Y = X / nrm; dX = (dY - Y * sum(dY * Y)) / nrm; "
        "the naive backward recomputes the 0-d reduction, nrm and y = X / nrm (materialised).",
        "nrm (0-d, contains the reduction; new stash of shape ()) and X / nrm = the existing output Y", ["nrm", "Y"], {"dX": "X"}, {"dY": "Y"})


@case("softmax", "positive", dtype="float16")
def softmax_fp16_io(dt, ideal):
    """Mixed precision: float16 input / output, float32 statistics and probabilities inside."""
    N, D = 16, 32; io = dt; f = "float32" if dt == "float16" else dt; c = K(f)
    X = P((N, D), "X", io)

    def probs(X):
        d = RA(D, "d")
        m = te.compute((N,), lambda n: te.max(X[n, d].astype(f), axis=d), name="x_max")
        e = ew((N, D), lambda n, j: te.exp(X[n, j].astype(f) - m[n]), "e")
        d2 = RA(D, "d")
        s = te.compute((N,), lambda n: te.sum(e[n, d2], axis=d2), name="e_sum")
        return e, s
    e, s = probs(X)
    if ideal:
        p = ew((N, D), lambda n, j: e[n, j] / s[n], "p")
        Y = ew((N, D), lambda n, j: p[n, j].astype(io), "Y"); fwd = [X, Y, p]
    else:
        Y = ew((N, D), lambda n, j: (e[n, j] / s[n]).astype(io), "Y"); fwd = [X, Y]
    Xb, dY = P((N, D), "X", io), P((N, D), "dY", io)
    if ideal:
        pb = P((N, D), "p", f); extra = [pb]
    else:
        eb, sb = probs(Xb); extra = []
        pb = ew((N, D), lambda n, j: eb[n, j] / sb[n], "p")
    d = RA(D, "d")
    dot = te.compute((N,), lambda n: te.sum(dY[n, d].astype(f) * pb[n, d], axis=d), name="dot")
    dX = ew((N, D), lambda n, j: (pb[n, j] * (dY[n, j].astype(f) - dot[n])).astype(io), "dX")
    return fwd, [Xb, dY] + extra + [dX], M(
        "Mixed-precision row softmax: X, Y, dY, dX float16; max, e = exp(float32(X) - max), the sum and p = e / sum in float32, Y = float16(p); "
        "dX = float16(p * (float32(dY) - sum(float32(dY) * p))); the naive backward recomputes max, e, sum and p (materialised, float32).",
        "p = e / sum (float32, the forward's term inside the cast to Y): new float32 stash p. NOT the output Y: float16(p) rounds, so reading Y "
        "(cast back) would change dX", ["p"], {"dX": "X"}, {"dY": "Y"})


@case("softmax", "positive")
def window_logsumexp(dt, ideal):
    """Sliding-window logsumexp: exp(X[i + k] * 0.5) inside a windowed sum; the backward needs exp(X[j] * 0.5) outside any reduction."""
    L, W = 64, 3; LO = L - W + 1; c = K(dt)

    def wsum(X):
        k = RA(W, "k")
        return te.compute((LO,), lambda i: te.sum(te.exp(X[i + k] * c(0.5)), axis=k), name="S")
    X = P((L,), "X", dt)
    if ideal:
        ex = ew((L,), lambda j: te.exp(X[j] * c(0.5)), "ex")
        k = RA(W, "k")
        S = te.compute((LO,), lambda i: te.sum(ex[i + k], axis=k), name="S")
    else:
        S = wsum(X)
    Y = ew((LO,), lambda i: te.log(S[i]), "Y")
    fwd = [X, Y] + ([ex, S] if ideal else [])
    Xb, dY = P((L,), "X", dt), P((LO,), "dY", dt)
    if ideal:
        exb, Sb = P((L,), "ex", dt), P((LO,), "S", dt); extra = [exb, Sb]; EX = lambda j: exb[j]
    else:
        Sb = wsum(Xb); extra = []; EX = lambda j: te.exp(Xb[j] * c(0.5))
    k = RA(W, "k")
    g = te.compute((L,), lambda j: te.sum(te.if_then_else(tir.all(j - k >= 0, j - k < LO), dY[j - k] / Sb[j - k], c(0.0)), axis=k), name="g")
    dX = ew((L,), lambda j: EX(j) * c(0.5) * g[j], "dX")
    return fwd, [Xb, dY] + extra + [dX], M(
        "Sliding-window logsumexp Y[i] = log(sum_{k<3} exp(X[i + k] * 0.5)) (62 of 64, exp inline in the windowed sum); "
        "dX[j] = exp(X[j] * 0.5) * 0.5 * sum_k (0 <= j - k < 62 ? dY[j - k] / S[j - k] : 0); the naive backward recomputes the windowed sums S (materialised).",
        "the windowed sums S (forward reduction, read at j - k under the guard; new stash) and exp(X[j] * 0.5): the forward's body term exp(X[i + k] * 0.5) "
        "reads i and k only through i + k, so it is a tensor over i + k (64 elements; the forward then evaluates it once per element instead of 3x): new stash ex",
        ["ex", "S"], {"dX": "X"}, {"dY": "Y"})


@case("normalization", "positive")
def row_product(dt, ideal):
    """Product reduction (a custom comm_reducer: x * y, identity 1)."""
    N, D = 16, 8; c = K(dt)
    prod = te.comm_reducer(lambda x, y: x * y, lambda t: tir.const(1, dtype=t), name="prod")

    def pr(X):
        d = RA(D, "d")
        return te.compute((N,), lambda n: prod(X[n, d], axis=d), name="Y")
    X = P((N, D), "X", dt)
    Y = pr(X)
    Xb, dY = P((N, D), "X", dt), P((N,), "dY", dt)
    if ideal:
        Yb = P((N,), "Y", dt); extra = [Yb]
    else:
        Yb = pr(Xb); extra = []
    dX = ew((N, D), lambda n, j: dY[n] * Yb[n] / Xb[n, j], "dX")
    return [X, Y], [Xb, dY] + extra + [dX], M(
        "Row product Y[n] = prod_d X[n, d] (reducer x * y with identity 1); dX = dY * P / X with P recomputed (materialised) in the backward.",
        "the product reduction = the existing output Y", ["Y"], {"dX": "X"}, {"dY": "Y"})


@case("negative", "negative")
def neg_logsigmoid_pair(dt, ideal):
    N, D = 16, 32; c = K(dt)
    X = P((N, D), "X", dt)
    Y = ew((N, D), lambda n, j: te.sigmoid(X[n, j]), "Y")
    Q = ew((N, D), lambda n, j: te.log(c(1.0) - Y[n, j]), "Q")
    Xb, Yb, dY, dQ = P((N, D), "X", dt), P((N, D), "Y", dt), P((N, D), "dY", dt), P((N, D), "dQ", dt)
    dX = ew((N, D), lambda n, j: dY[n, j] * (Yb[n, j] * (c(1.0) - Yb[n, j])) - dQ[n, j] * Yb[n, j], "dX")
    return [X, Y, Q], [Xb, Yb, dY, dQ, dX], M(
        "Two outputs Y = sigmoid(X) and Q = log(1 - Y); the backward already reads the saved Y: dX = dY * (Y * (1 - Y)) - dQ * Y.",
        "none: 1 - Y is a forward term (inside Q) but one subtraction over Y, which the backward reads anyway (a store in the forward and a load "
        "in the backward to save one operation)", [], {"dX": "X"}, {"dY": "Y", "dQ": "Q"})


@case("negative", "negative")
def neg_tanh_act_reg(dt, ideal):
    N, D = 16, 32; c = K(dt)
    X = P((N, D), "X", dt)
    Y = ew((N, D), lambda n, j: te.tanh(X[n, j]), "Y")
    d = RA(D, "d")
    R = te.compute((N,), lambda n: te.sum(Y[n, d] * Y[n, d], axis=d), name="R")
    Xb, Yb, dY, dR = P((N, D), "X", dt), P((N, D), "Y", dt), P((N, D), "dY", dt), P((N,), "dR", dt)
    dX = ew((N, D), lambda n, j: (dY[n, j] + dR[n] * c(2.0) * Yb[n, j]) * (c(1.0) - Yb[n, j] * Yb[n, j]), "dX")
    return [X, Y, R], [Xb, Yb, dY, dR, dX], M(
        "tanh with an activation regulariser: outputs Y = tanh(X) and R[n] = sum_d Y * Y; the backward reads the saved Y: "
        "dX = (dY + dR * 2 * Y) * (1 - Y * Y).",
        "none: Y * Y is a forward term (the body of R) but one multiplication over Y, which the backward reads anyway", [],
        {"dX": "X"}, {"dY": "Y", "dR": "R"})


@case("mlp", "positive")
def conv1d_tanh_inlined_dz(dt, ideal):
    """conv1d + bias + tanh whose backward inlines dZ into the transposed convolution (as an AD pass emits it)."""
    N, C, L, O, KW = 2, 4, 16, 8, 3; LO = L - KW + 1; c = K(dt)
    X, W, b = P((N, C, L), "X", dt), P((O, C, KW), "W", dt), P((O,), "b", dt)

    def conv(X, W):
        cc, k = RA(C, "c"), RA(KW, "k")
        return te.compute((N, O, LO), lambda n, o, l: te.sum(X[n, cc, l + k] * W[o, cc, k], axis=[cc, k]), name="Z")
    Z = conv(X, W)
    Y = ew((N, O, LO), lambda n, o, l: te.tanh(Z[n, o, l] + b[o]), "Y")
    Xb, Wb, bb, dY = P((N, C, L), "X", dt), P((O, C, KW), "W", dt), P((O,), "b", dt), P((N, O, LO), "dY", dt)
    if ideal:
        Yb = P((N, O, LO), "Y", dt); extra = [Yb]; T_ = lambda n, o, l: Yb[n, o, l]
    else:
        Zb = conv(Xb, Wb); extra = []; T_ = lambda n, o, l: te.tanh(Zb[n, o, l] + bb[o])
    DZ = lambda n, o, l: dY[n, o, l] * (c(1.0) - T_(n, o, l) * T_(n, o, l))
    o, k = RA(O, "o"), RA(KW, "k")
    dX = te.compute((N, C, L), lambda n, cc, i: te.sum(te.if_then_else(
        tir.all(i - k >= 0, i - k < LO), DZ(n, o, i - k) * Wb[o, cc, k], c(0.0)), axis=[o, k]), name="dX")
    n2, l2 = RA(N, "n"), RA(LO, "l")
    dW = te.compute((O, C, KW), lambda o_, cc, k_: te.sum(DZ(n2, o_, l2) * Xb[n2, cc, l2 + k_], axis=[n2, l2]), name="dW")
    n3, l3 = RA(N, "n"), RA(LO, "l")
    db = te.compute((O,), lambda o_: te.sum(DZ(n3, o_, l3), axis=[n3, l3]), name="db")
    return [X, W, b, Y], [Xb, Wb, bb, dY] + extra + [dX, dW, db], M(
        "Valid conv1d (X 2x4x16, W 8x4x3) + bias + tanh, Y = tanh(conv(X, W) + b); the backward inlines dZ = dY * (1 - t * t) everywhere: into "
        "the guarded transposed convolution dX = sum_{o,k} (0 <= i - k < 14 ? dZ[n, o, i - k] * W[o, c, k] : 0) and into dW, db; the convolution Z is "
        "recomputed (materialised) and t = tanh(Z + b) inline.",
        "tanh(conv(X, W) + b) = the existing output Y, read at [n, o, i - k] under the guard 0 <= i - k < 14 in dX (an affine condition) and at "
        "[n, o, l] in dW, db; the backward then needs no convolution", ["Y"], {"dX": "X", "dW": "W", "db": "b"}, {"dY": "Y"})


# ================================================================ driver
def main():
    os.makedirs(OUT + "/cases", exist_ok=True)
    only = sys.argv[1:]
    path = os.path.join(OUT, "cases.json")
    old = json.load(open(path))["cases"] if os.path.exists(path) else []
    index = {c["id"]: c for c in old}
    for cid, (fam, kind, fn) in CASES.items():
        if only and cid not in only:
            continue
        dt = DTYPE[cid]
        fi, bi, meta = fn(dt, False)
        fd_, bd_, _ = fn(dt, True)
        mi, md = module(fi, bi), module(fd_, bd_)
        f64, b64, _ = fn("float64", False)
        gc = grad_check(module(f64, b64), meta)
        fd64, bd64, _ = fn("float64", True)
        gci = grad_check(module(fd64, bd64), meta)  # the ideal is a gradient too (its stashes filled by its forward)
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
             "dtype": dt, "gradients": meta["grads"], "incoming_gradients": meta["incoming"],
             "gradient_of_forward": True, "gradient_check": gc, "gradient_check_ideal": gci, "ideal_report": rep,
             "ideal_equal": eq, "weighted_ops": wo, "files": files}
        json.dump(m, open(os.path.join(OUT, files["meta"]), "w"), indent=1)
        index[cid] = {"id": cid, "family": fam, "kind": kind, "files": files}
        print(f"{cid:24} {dt} grad rel_err={gc['rel_err']:.2e} ideal {gci['rel_err']:.2e} ideal_eq={eq}  "
              f"fwd {wo['forward']['ops']}->{wo['ideal_forward']['ops']}  bwd {wo['backward']['ops']}->{wo['ideal_backward']['ops']}", flush=True)
    order = [c for c in CASES if c in index]
    json.dump({"cases": [index[c] for c in order]}, open(path, "w"), indent=1)


if __name__ == "__main__":
    main()
