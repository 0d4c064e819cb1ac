"""Third batch of tensor-cse cases (input + hand-written ideal) made with TE; gradients checked in float64,
ideal checked against the input on random data. Reuses the helpers of gen.py / gen2.py beside
it (imported, not copied). Writes beside this file."""
import json, os, sys
import numpy as np
import tvm
from tvm import te
import tvm.tirx as tir

FAM = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(FAM, "..", "..", "..", "..", "scripts"))
sys.path.insert(0, FAM)
from check_tensor_cse import count  # noqa
import gen as G1  # noqa
import gen2 as G2  # noqa

P, ew, M, module, report_of, EPS = G1.P, G1.ew, G1.M, G1.module, G1.report_of, G1.EPS
K, grad_check, ideal_equal = G2.K, G2.grad_check, G2.ideal_equal
OUT = os.path.dirname(os.path.abspath(__file__))
CASES = {}


def case(fam, kind):
    def deco(fn):
        CASES[fn.__name__] = (fam, kind, fn)
        return fn
    return deco


def RA(n, name):
    return te.reduce_axis((0, n), name)


# ================================================================ softmax: attention
NQ, NK, DH, SC = 8, 8, 16, 0.25


def _scores(Q, Kt, transposed=False):
    d = RA(DH, "d")
    if transposed:  # St[j, i] = sum_d K[j, d] * Q[i, d]
        return te.compute((NK, NQ), lambda j, i: te.sum(Kt[j, d] * Q[i, d], axis=d), name="St")
    return te.compute((NQ, NK), lambda i, j: te.sum(Q[i, d] * Kt[j, d], axis=d), name="S")


def _probs(S, dt):
    c = K(dt)
    j = RA(NK, "j")
    m = te.compute((NQ,), lambda i: te.max(S[i, j] * c(SC), axis=j), name="s_max")
    e = ew((NQ, NK), lambda i, jj: te.exp(S[i, jj] * c(SC) - m[i]), "e")
    j2 = RA(NK, "j")
    s = te.compute((NQ,), lambda i: te.sum(e[i, j2], axis=j2), name="e_sum")
    return ew((NQ, NK), lambda i, jj: e[i, jj] / s[i], "P")


def _attn_fwd(dt):
    Q, Kt, V = P((NQ, DH), "Q", dt), P((NK, DH), "K", dt), P((NK, DH), "V", dt)
    S = _scores(Q, Kt)
    Pr = _probs(S, dt)
    j = RA(NK, "j")
    O = te.compute((NQ, DH), lambda i, e_: te.sum(Pr[i, j] * V[j, e_], axis=j), name="O")
    return Q, Kt, V, S, Pr, O


def _attn_bwd_rest(dt, Qb, Kb, Vb, dO, PR):
    """PR(i, j): the probabilities as the backward reads them. Returns dQ, dK, dV."""
    c = K(dt)
    i = RA(NQ, "i")
    dV = te.compute((NK, DH), lambda j, e_: te.sum(PR(i, j) * dO[i, e_], axis=i), name="dV")
    e2 = RA(DH, "e")
    dP = te.compute((NQ, NK), lambda i_, j: te.sum(dO[i_, e2] * Vb[j, e2], axis=e2), name="dP")
    j2 = RA(NK, "j")
    dot = te.compute((NQ,), lambda i_: te.sum(dP[i_, j2] * PR(i_, j2), axis=j2), name="dot")
    dS = ew((NQ, NK), lambda i_, j: PR(i_, j) * (dP[i_, j] - dot[i_]) * c(SC), "dS")
    j3 = RA(NK, "j")
    dQ = te.compute((NQ, DH), lambda i_, d: te.sum(dS[i_, j3] * Kb[j3, d], axis=j3), name="dQ")
    i3 = RA(NQ, "i")
    dK = te.compute((NK, DH), lambda j, d: te.sum(dS[i3, j] * Qb[i3, d], axis=i3), name="dK")
    return dQ, dK, dV


@case("softmax", "positive")
def attention_head(dt, ideal):
    Q, Kt, V, S, Pr, O = _attn_fwd(dt)
    fwd = [Q, Kt, V, O] + ([Pr] if ideal else [])
    Qb, Kb, Vb, dO = P((NQ, DH), "Q", dt), P((NK, DH), "K", dt), P((NK, DH), "V", dt), P((NQ, DH), "dO", dt)
    if ideal:
        Pb = P((NQ, NK), "P", dt); extra = [Pb]
    else:
        Pb = _probs(_scores(Qb, Kb), dt); extra = []
    dQ, dK, dV = _attn_bwd_rest(dt, Qb, Kb, Vb, dO, lambda i, j: Pb[i, j])
    return fwd, [Qb, Kb, Vb, dO] + extra + [dQ, dK, dV], M(
        "Single attention head O = softmax(Q K^T * 0.25) V (Q, K, V 8x16; scores S, max, e = exp(S*0.25 - max), sum, P = e / sum all materialised); "
        "the naive backward recomputes S, the softmax and P for dV = P^T dO, dS = P * (dP - sum(dP * P)) * 0.25, dQ, dK.",
        "P = softmax(Q K^T * 0.25) (forward intermediate; contains the scores matmul and both row reductions): new stash P",
        ["P"], {"dQ": "Q", "dK": "K", "dV": "V"}, {"dO": "O"})


@case("softmax", "positive")
def attention_kq_transposed(dt, ideal):
    c = K(dt)
    Q, Kt, V, S, Pr, O = _attn_fwd(dt)
    fwd = [Q, Kt, V, O] + ([Pr] if ideal else [])
    Qb, Kb, Vb, dO = P((NQ, DH), "Q", dt), P((NK, DH), "K", dt), P((NK, DH), "V", dt), P((NQ, DH), "dO", dt)
    if ideal:
        Pb = P((NQ, NK), "P", dt); extra = [Pb]; PT = lambda j, i: Pb[i, j]
    else:
        extra = []
        St = _scores(Qb, Kb, transposed=True)
        j = RA(NK, "j")
        mt = te.compute((NQ,), lambda i: te.max(St[j, i] * c(SC), axis=j), name="s_max")
        et = ew((NK, NQ), lambda jj, i: te.exp(St[jj, i] * c(SC) - mt[i]), "et")
        j2 = RA(NK, "j")
        st = te.compute((NQ,), lambda i: te.sum(et[j2, i], axis=j2), name="e_sum")
        PTt = ew((NK, NQ), lambda jj, i: et[jj, i] / st[i], "PT")
        PT = lambda j, i: PTt[j, i]
    # everything in key-major layout [j, i]
    i = RA(NQ, "i")
    dV = te.compute((NK, DH), lambda j, e_: te.sum(PT(j, i) * dO[i, e_], axis=i), name="dV")
    e2 = RA(DH, "e")
    dPT = te.compute((NK, NQ), lambda j, i_: te.sum(Vb[j, e2] * dO[i_, e2], axis=e2), name="dPT")
    j2 = RA(NK, "j")
    dot = te.compute((NQ,), lambda i_: te.sum(dPT[j2, i_] * PT(j2, i_), axis=j2), name="dot")
    dST = ew((NK, NQ), lambda j, i_: PT(j, i_) * (dPT[j, i_] - dot[i_]) * c(SC), "dST")
    j3 = RA(NK, "j")
    dQ = te.compute((NQ, DH), lambda i_, d: te.sum(dST[j3, i_] * Kb[j3, d], axis=j3), name="dQ")
    i3 = RA(NQ, "i")
    dK = te.compute((NK, DH), lambda j, d: te.sum(dST[j, i3] * Qb[i3, d], axis=i3), name="dK")
    return fwd, [Qb, Kb, Vb, dO] + extra + [dQ, dK, dV], M(
        "Attention head (as attention_head) whose backward works key-major: it recomputes the transposed scores St[j, i] = sum_d K[j, d] * Q[i, d] "
        "(operands of * commuted), the softmax over the FIRST axis of St (max and sum over j per column i) and PT[j, i]; every later tensor is [j, i].",
        "PT[j, i] = P[i, j]: softmax(Q K^T * 0.25) read transposed (after inlining St, the reductions over j of St[j, i] equal the forward's row reductions); new stash P",
        ["P"], {"dQ": "Q", "dK": "K", "dV": "V"}, {"dO": "O"})


@case("softmax", "positive")
def attention_nomax_bwd(dt, ideal):
    c = K(dt)
    Q, Kt, V, S, Pr, O = _attn_fwd(dt)
    fwd = [Q, Kt, V, O] + ([S] if ideal else [])
    Qb, Kb, Vb, dO = P((NQ, DH), "Q", dt), P((NK, DH), "K", dt), P((NK, DH), "V", dt), P((NQ, DH), "dO", dt)
    if ideal:
        Sb = P((NQ, NK), "S", dt); extra = [Sb]
    else:
        Sb = _scores(Qb, Kb); extra = []
    e = ew((NQ, NK), lambda i, j: te.exp(Sb[i, j] * c(SC)), "e")
    j = RA(NK, "j")
    s = te.compute((NQ,), lambda i: te.sum(e[i, j], axis=j), name="e_sum")
    Pb = ew((NQ, NK), lambda i, j: e[i, j] / s[i], "P")
    dQ, dK, dV = _attn_bwd_rest(dt, Qb, Kb, Vb, dO, lambda i, j: Pb[i, j])
    return fwd, [Qb, Kb, Vb, dO] + extra + [dQ, dK, dV], M(
        "Attention head whose backward recomputes the scores S = Q K^T and then the softmax WITHOUT the max subtraction (exp(S*0.25) / sum exp(S*0.25)): "
        "mathematically P, but not the forward's expression exp(S*0.25 - max) / sum.",
        "only the scores matmul S = Q K^T (forward intermediate): new stash S; the backward's softmax must NOT be replaced by P (shift invariance is not an exact identity); "
        "S * 0.25 is one op over S (recompute)",
        ["S"], {"dQ": "Q", "dK": "K", "dV": "V"}, {"dO": "O"})


# ================================================================ mlp: convolutions
@case("mlp", "positive")
def conv1d_bias_tanh(dt, ideal):
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
    dZ = ew((N, O, LO), lambda n, o, l: dY[n, o, l] * (c(1.0) - T_(n, o, l) * T_(n, o, l)), "dZ")
    o, k = RA(O, "o"), RA(KW, "k")
    dX = te.compute((N, C, L), lambda n, cc, i: te.sum(te.if_then_else(
        tir.all(i - k >= 0, i - k < LO), dZ[n, o, i - k] * Wb[o, cc, k], c(0.0)), axis=[o, k]), name="dX")
    n2, l2 = RA(N, "n"), RA(LO, "l")
    dW = te.compute((O, C, KW), lambda o_, cc, k_: te.sum(dZ[n2, o_, l2] * Xb[n2, cc, l2 + k_], axis=[n2, l2]), name="dW")
    n3, l3 = RA(N, "n"), RA(LO, "l")
    db = te.compute((O,), lambda o_: te.sum(dZ[n3, o_, l3], axis=[n3, l3]), name="db")
    return [X, W, b, Y], [Xb, Wb, bb, dY] + extra + [dX, dW, db], M(
        "Valid conv1d (X 2x4x16, W 8x4x3) with bias and tanh: Y = tanh(conv(X, W) + b); the naive backward recomputes the convolution Z "
        "and tanh(Z + b) twice for dZ = dY * (1 - t*t); dX is the guarded transposed convolution, dW, db reductions.",
        "tanh(conv(X, W) + b) = the existing output Y (contains the convolution)", ["Y"],
        {"dX": "X", "dW": "W", "db": "b"}, {"dY": "Y"})


@case("mlp", "positive")
def conv2d_nhwc_silu(dt, ideal):
    N, H, Wd, C, O, KH = 1, 6, 6, 3, 4, 3; HO = H - KH + 1; c = K(dt)
    X, W, b = P((N, H, Wd, C), "X", dt), P((KH, KH, C, O), "W", dt), P((O,), "b", dt)

    def conv(X, W):
        kh, kw, cc = RA(KH, "kh"), RA(KH, "kw"), RA(C, "c")
        return te.compute((N, HO, HO, O), lambda n, h, w, o: te.sum(X[n, h + kh, w + kw, cc] * W[kh, kw, cc, o], axis=[kh, kw, cc]), name="Z")
    Z = conv(X, W)
    Hh = lambda Z, b: (lambda n, h, w, o: Z[n, h, w, o] + b[o])
    if ideal:
        s = ew((N, HO, HO, O), lambda n, h, w, o: te.sigmoid(Z[n, h, w, o] + b[o]), "s")
        Y = ew((N, HO, HO, O), lambda n, h, w, o: (Z[n, h, w, o] + b[o]) * s[n, h, w, o], "Y")
        fwd = [X, W, b, Y, s]
    else:
        Y = ew((N, HO, HO, O), lambda n, h, w, o: (Z[n, h, w, o] + b[o]) * te.sigmoid(Z[n, h, w, o] + b[o]), "Y")
        fwd = [X, W, b, Y]
    Xb, Wb, bb, dY = P((N, H, Wd, C), "X", dt), P((KH, KH, C, O), "W", dt), P((O,), "b", dt), P((N, HO, HO, O), "dY", dt)
    if ideal:
        sb, Yb = P((N, HO, HO, O), "s", dt), P((N, HO, HO, O), "Y", dt); extra = [sb, Yb]
        dH = ew((N, HO, HO, O), lambda n, h, w, o: dY[n, h, w, o] * (sb[n, h, w, o] + Yb[n, h, w, o] * (c(1.0) - sb[n, h, w, o])), "dH")
    else:
        Zb = conv(Xb, Wb); extra = []; hh = Hh(Zb, bb)
        sg = lambda n, h, w, o: te.sigmoid(hh(n, h, w, o))
        dH = ew((N, HO, HO, O), lambda n, h, w, o: dY[n, h, w, o] * (sg(n, h, w, o) + hh(n, h, w, o) * sg(n, h, w, o) * (c(1.0) - sg(n, h, w, o))), "dH")
    kh, kw, o = RA(KH, "kh"), RA(KH, "kw"), RA(O, "o")
    dX = te.compute((N, H, Wd, C), lambda n, h, w, cc: te.sum(te.if_then_else(
        tir.all(h - kh >= 0, h - kh < HO, w - kw >= 0, w - kw < HO), dH[n, h - kh, w - kw, o] * Wb[kh, kw, cc, o], c(0.0)), axis=[kh, kw, o]), name="dX")
    n2, h2, w2 = RA(N, "n"), RA(HO, "h"), RA(HO, "w")
    dW = te.compute((KH, KH, C, O), lambda kh_, kw_, cc, o_: te.sum(dH[n2, h2, w2, o_] * Xb[n2, h2 + kh_, w2 + kw_, cc], axis=[n2, h2, w2]), name="dW")
    n3, h3, w3 = RA(N, "n"), RA(HO, "h"), RA(HO, "w")
    db = te.compute((O,), lambda o_: te.sum(dH[n3, h3, w3, o_], axis=[n3, h3, w3]), name="db")
    return fwd, [Xb, Wb, bb, dY] + extra + [dX, dW, db], M(
        "Valid conv2d in NHWC / HWIO (X 1x6x6x3, W 3x3x3x4) with bias and SiLU (T.sigmoid): H = conv + b, Y = H * sigmoid(H); "
        "the naive backward recomputes the convolution and sigmoid(H) three times for dH = dY * (s + H * s * (1 - s)).",
        "s = sigmoid(conv + b) (new stash, contains the convolution) and H * s = the existing output Y", ["s", "Y"],
        {"dX": "X", "dW": "W", "db": "b"}, {"dY": "Y"})


# ================================================================ activation
@case("activation", "positive")
def gelu_nhwc_permuted(dt, ideal):
    B, C, H, W = 2, 8, 4, 4; c = K(dt)
    phi = lambda x: c(0.5) * (c(1.0) + te.erf(x * c(0.7071067811865476)))
    X = P((B, C, H, W), "X", dt)
    Xt = ew((B, H, W, C), lambda b, h, w, cc: X[b, cc, h, w], "Xt")
    if ideal:
        ph = ew((B, H, W, C), lambda b, h, w, cc: phi(Xt[b, h, w, cc]), "phi")
        Y = ew((B, H, W, C), lambda b, h, w, cc: Xt[b, h, w, cc] * ph[b, h, w, cc], "Y"); fwd = [X, Y, ph]
    else:
        Y = ew((B, H, W, C), lambda b, h, w, cc: Xt[b, h, w, cc] * phi(Xt[b, h, w, cc]), "Y"); fwd = [X, Y]
    Xb, dY = P((B, C, H, W), "X", dt), P((B, H, W, C), "dY", dt)
    if ideal:
        pb = P((B, H, W, C), "phi", dt); extra = [pb]; PH = lambda b, cc, h, w: pb[b, h, w, cc]
    else:
        extra = []; PH = lambda b, cc, h, w: phi(Xb[b, cc, h, w])
    dX = ew((B, C, H, W), lambda b, cc, h, w: dY[b, h, w, cc] * (PH(b, cc, h, w) + Xb[b, cc, h, w] * (
        te.exp(Xb[b, cc, h, w] * Xb[b, cc, h, w] * c(-0.5)) * c(0.3989422804014327))), "dX")
    return fwd, [Xb, dY] + extra + [dX], M(
        "erf-GELU applied after an NCHW -> NHWC transpose: Xt[b, h, w, c] = X[b, c, h, w], Y = Xt * Phi(Xt) (NHWC); the backward iterates dX[b, c, h, w] "
        "(NCHW) and reads dY[b, h, w, c], recomputing Phi(X[b, c, h, w]).",
        "Phi(X[b, c, h, w]) = 0.5 * (1 + erf(X * 0.7071)) = the forward's inner term phi[b, h, w, c] (NHWC stash read with permuted indices)",
        ["phi"], {"dX": "X"}, {"dY": "Y"})


@case("activation", "positive")
def complex_exp(dt, ideal):
    S = (16, 32)
    A, T = P(S, "A", dt), P(S, "T", dt)
    Re = ew(S, lambda i, j: te.exp(A[i, j]) * tir.cos(T[i, j]), "Re")
    Im = ew(S, lambda i, j: te.exp(A[i, j]) * tir.sin(T[i, j]), "Im")
    Ab, Tb, dRe, dIm = P(S, "A", dt), P(S, "T", dt), P(S, "dRe", dt), P(S, "dIm", dt)
    if ideal:
        Rb, Ib = P(S, "Re", dt), P(S, "Im", dt); extra = [Rb, Ib]
        R_ = lambda i, j: Rb[i, j]; I_ = lambda i, j: Ib[i, j]
    else:
        extra = []
        R_ = lambda i, j: te.exp(Ab[i, j]) * tir.cos(Tb[i, j]); I_ = lambda i, j: te.exp(Ab[i, j]) * tir.sin(Tb[i, j])
    dA = ew(S, lambda i, j: dRe[i, j] * R_(i, j) + dIm[i, j] * I_(i, j), "dA")
    dT = ew(S, lambda i, j: dIm[i, j] * R_(i, j) - dRe[i, j] * I_(i, j), "dT")
    return [A, T, Re, Im], [Ab, Tb, dRe, dIm] + extra + [dA, dT], M(
        "Complex exponential with two outputs: Re = exp(A) * cos(T), Im = exp(A) * sin(T); dA = dRe * Re + dIm * Im, dT = dIm * Re - dRe * Im, "
        "the naive backward recomputing exp(A) * cos(T) and exp(A) * sin(T) twice each.",
        "exp(A) * cos(T) and exp(A) * sin(T): the two existing outputs Re and Im, both added to the backward", ["Re", "Im"],
        {"dA": "A", "dT": "T"}, {"dRe": "Re", "dIm": "Im"})


@case("activation", "positive")
def reversed_tanh(dt, ideal):
    N, D = 8, 16; c = K(dt)
    X = P((N, D), "X", dt)
    Y = ew((N, D), lambda i, j: te.tanh(X[i, j] - X[i, D - 1 - j]), "Y")
    Xb, dY = P((N, D), "X", dt), P((N, D), "dY", dt)
    if ideal:
        Yb = P((N, D), "Y", dt); extra = [Yb]
        T1 = lambda i, k: Yb[i, k]; T2 = lambda i, k: Yb[i, D - 1 - k]
    else:
        extra = []
        T1 = lambda i, k: te.tanh(Xb[i, k] - Xb[i, D - 1 - k]); T2 = lambda i, k: te.tanh(Xb[i, D - 1 - k] - Xb[i, k])
    dX = ew((N, D), lambda i, k: dY[i, k] * (c(1.0) - T1(i, k) * T1(i, k)) - dY[i, D - 1 - k] * (c(1.0) - T2(i, k) * T2(i, k)), "dX")
    return [X, Y], [Xb, dY] + extra + [dX], M(
        "Mirror difference Y[i, j] = tanh(X[i, j] - X[i, 15 - j]); dX[i, k] = dY[i, k] * (1 - t1^2) - dY[i, 15 - k] * (1 - t2^2), "
        "t1 = tanh(X[i, k] - X[i, 15 - k]), t2 = tanh(X[i, 15 - k] - X[i, k]).",
        "t1 = Y[i, k] and t2 = Y[i, 15 - k] (the forward at j = 15 - k reads X[i, 15 - (15 - k)] = X[i, k]): the existing output Y read at a reversed index",
        ["Y"], {"dX": "X"}, {"dY": "Y"})


@case("activation", "positive")
def upsample_tanh(dt, ideal):
    N, L = 4, 8; c = K(dt)
    X, W = P((N, L), "X", dt), P((2 * L,), "W", dt)
    Y = ew((N, 2 * L), lambda n, i: te.tanh(X[n, i // 2] * W[i]), "Y")
    Xb, Wb, dY = P((N, L), "X", dt), P((2 * L,), "W", dt), P((N, 2 * L), "dY", dt)
    if ideal:
        Yb = P((N, 2 * L), "Y", dt); extra = [Yb]
        TX = lambda n, k, t: Yb[n, k * 2 + t]; TW = lambda n, i: Yb[n, i]
    else:
        extra = []
        TX = lambda n, k, t: te.tanh(Xb[n, k] * Wb[k * 2 + t]); TW = lambda n, i: te.tanh(Xb[n, i // 2] * Wb[i])
    t = RA(2, "t")
    dX = te.compute((N, L), lambda n, k: te.sum(dY[n, k * 2 + t] * Wb[k * 2 + t] * (c(1.0) - TX(n, k, t) * TX(n, k, t)), axis=t), name="dX")
    r = RA(N, "n")
    dW = te.compute((2 * L,), lambda i: te.sum(dY[r, i] * Xb[r, i // 2] * (c(1.0) - TW(r, i) * TW(r, i)), axis=r), name="dW")
    return [X, W, Y], [Xb, Wb, dY] + extra + [dX, dW], M(
        "Nearest upsampling by 2 with a per-position weight: Y[n, i] = tanh(X[n, i // 2] * W[i]); dX[n, k] = sum_{t<2} dY[n, 2k+t] * W[2k+t] * (1 - tanh(X[n, k] * W[2k+t])^2), "
        "dW[i] = sum_n dY * X[n, i // 2] * (1 - tanh(...)^2).",
        "tanh(X[n, k] * W[k*2 + t]) = Y[n, k*2 + t] (needs (k*2 + t) // 2 = k for 0 <= t < 2) and tanh(X[n, i // 2] * W[i]) = Y[n, i]: the existing output Y",
        ["Y"], {"dX": "X", "dW": "W"}, {"dY": "Y"})


@case("activation", "positive")
def strided_pairs(dt, ideal):
    N, L = 8, 16; c = K(dt)
    X = P((N, 2 * L), "X", dt)
    Y = ew((N, L), lambda n, i: te.exp(X[n, 2 * i]) / (te.exp(X[n, 2 * i]) + te.exp(X[n, 2 * i + 1])), "Y")
    Xb, dY = P((N, 2 * L), "X", dt), P((N, L), "dY", dt)
    if ideal:
        Yb = P((N, L), "Y", dt); extra = [Yb]; YY = lambda n, k: Yb[n, k // 2]
    else:
        extra = []
        YY = lambda n, k: te.exp(Xb[n, k // 2 * 2]) / (te.exp(Xb[n, k // 2 * 2]) + te.exp(Xb[n, k // 2 * 2 + 1]))
    dX = ew((N, 2 * L), lambda n, k: dY[n, k // 2] * (YY(n, k) * (c(1.0) - YY(n, k))) * te.if_then_else(k % 2 == 0, c(1.0), c(-1.0)), "dX")
    return [X, Y], [Xb, dY] + extra + [dX], M(
        "Stride-2 pair gate: Y[n, i] = exp(X[n, 2i]) / (exp(X[n, 2i]) + exp(X[n, 2i+1])); dX[n, k] = dY[n, k // 2] * (y * (1 - y)) * (k % 2 == 0 ? 1 : -1) "
        "with y recomputed from X[n, k // 2 * 2] and X[n, k // 2 * 2 + 1].",
        "y = Y[n, k // 2] (the forward at i = k // 2; 2 * i vs (k // 2) * 2): the existing output Y", ["Y"], {"dX": "X"}, {"dY": "Y"})


@case("activation", "positive")
def glu(dt, ideal):
    N, D = 8, 16; c = K(dt)
    sg = lambda x: c(1.0) / (c(1.0) + te.exp(x * c(-1.0)))
    X = P((N, 2 * D), "X", dt)
    if ideal:
        s = ew((N, D), lambda n, j: sg(X[n, j + D]), "s")
        Y = ew((N, D), lambda n, j: X[n, j] * s[n, j], "Y"); fwd = [X, Y, s]
    else:
        Y = ew((N, D), lambda n, j: X[n, j] * sg(X[n, j + D]), "Y"); fwd = [X, Y]
    Xb, dY = P((N, 2 * D), "X", dt), P((N, D), "dY", dt)
    if ideal:
        sb = P((N, D), "s", dt); extra = [sb]; S1 = lambda n, k: sb[n, k]; S2 = lambda n, k: sb[n, k - D]
    else:
        extra = []; S1 = lambda n, k: sg(Xb[n, k + D]); S2 = lambda n, k: sg(Xb[n, k])
    dX = ew((N, 2 * D), lambda n, k: te.if_then_else(k < D, dY[n, k] * S1(n, k),
                                                      dY[n, k - D] * Xb[n, k - D] * (S2(n, k) * (c(1.0) - S2(n, k)))), "dX")
    return fwd, [Xb, dY] + extra + [dX], M(
        "GLU over the last axis: Y[n, j] = X[n, j] * sigmoid(X[n, j + 16]) (sigmoid written 1 / (1 + exp(-x))); dX[n, k] = k < 16 ? dY[n, k] * sigmoid(X[n, k + 16]) "
        ": dY[n, k - 16] * X[n, k - 16] * (s * (1 - s)), s = sigmoid(X[n, k]).",
        "sigmoid(X[n, k + 16]) = s[n, k] and, in the else branch, sigmoid(X[n, k]) = s[n, k - 16] (the forward at j = k - 16): new stash s read at a shifted index",
        ["s"], {"dX": "X"}, {"dY": "Y"})


@case("activation", "positive")
def maxpool2x2(dt, ideal):
    N, C, H = 2, 2, 8; HO = H // 2; c = K(dt)
    X = P((N, C, H, H), "X", dt)
    di, dj = RA(2, "di"), RA(2, "dj")
    Y = te.compute((N, C, HO, HO), lambda n, cc, i, j: te.max(X[n, cc, i * 2 + di, j * 2 + dj], axis=[di, dj]), name="Y")
    Xb, dY = P((N, C, H, H), "X", dt), P((N, C, HO, HO), "dY", dt)
    if ideal:
        Yb = P((N, C, HO, HO), "Y", dt); extra = [Yb]; MX = lambda n, cc, h, w: Yb[n, cc, h // 2, w // 2]
    else:
        extra = []
        di2, dj2 = RA(2, "di"), RA(2, "dj")
        mx = te.compute((N, C, H, H), lambda n, cc, h, w: te.max(Xb[n, cc, h // 2 * 2 + di2, w // 2 * 2 + dj2], axis=[di2, dj2]), name="win_max")
        MX = lambda n, cc, h, w: mx[n, cc, h, w]
    dX = ew((N, C, H, H), lambda n, cc, h, w: te.if_then_else(Xb[n, cc, h, w] == MX(n, cc, h, w), dY[n, cc, h // 2, w // 2], c(0.0)), "dX")
    return [X, Y], [Xb, dY] + extra + [dX], M(
        "2x2 max-pool, stride 2 (X 2x2x8x8): Y = max over the window X[n, c, 2i + di, 2j + dj]; the naive backward recomputes, per input element, "
        "the max of its window win_max[n, c, h, w] = max X[n, c, h // 2 * 2 + di, w // 2 * 2 + dj] and routes dY[n, c, h // 2, w // 2] to the argmax.",
        "the window max reduction = the existing output Y read at [n, c, h // 2, w // 2] (a max-combiner reduction matched as a whole, at a floordiv index)",
        ["Y"], {"dX": "X"}, {"dY": "Y"})


# ================================================================ normalization
@case("normalization", "positive")
def bn_nhwc_saved_stats(dt, ideal):
    N, H, W, C = 2, 4, 4, 8; Mn = N * H * W; c = K(dt)
    X, gamma, beta = P((N, H, W, C), "X", dt), P((C,), "gamma", dt), P((C,), "beta", dt)
    n, h, w = RA(N, "n"), RA(H, "h"), RA(W, "w")
    xs = te.compute((C,), lambda cc: te.sum(X[n, h, w, cc], axis=[n, h, w]), name="x_sum")
    mean = ew((C,), lambda cc: xs[cc] / c(float(Mn)), "mean")
    n, h, w = RA(N, "n"), RA(H, "h"), RA(W, "w")
    sq = te.compute((C,), lambda cc: te.sum((X[n, h, w, cc] - mean[cc]) * (X[n, h, w, cc] - mean[cc]), axis=[n, h, w]), name="sq_sum")
    var = ew((C,), lambda cc: sq[cc] / c(float(Mn)), "var")
    S4 = (N, H, W, C)
    if ideal:
        std = ew((C,), lambda cc: te.sqrt(var[cc] + c(EPS)), "std")
        xh = ew(S4, lambda a, b, d, cc: (X[a, b, d, cc] - mean[cc]) / std[cc], "x_hat")
        Y = ew(S4, lambda a, b, d, cc: xh[a, b, d, cc] * gamma[cc] + beta[cc], "Y")
        fwd = [X, gamma, beta, Y, mean, var, xh, std]
    else:
        Y = ew(S4, lambda a, b, d, cc: (X[a, b, d, cc] - mean[cc]) / te.sqrt(var[cc] + c(EPS)) * gamma[cc] + beta[cc], "Y")
        fwd = [X, gamma, beta, Y, mean, var]
    Xb, gb, mb, vb, dY = P(S4, "X", dt), P((C,), "gamma", dt), P((C,), "mean", dt), P((C,), "var", dt), P(S4, "dY", dt)
    if ideal:
        xhb, sdb = P(S4, "x_hat", dt), P((C,), "std", dt); extra = [xhb, sdb]
        XH = lambda a, b, d, cc: xhb[a, b, d, cc]; SD = lambda cc: sdb[cc]
    else:
        extra = []
        XH = lambda a, b, d, cc: (Xb[a, b, d, cc] - mb[cc]) / te.sqrt(vb[cc] + c(EPS)); SD = lambda cc: te.sqrt(vb[cc] + c(EPS))
    n, h, w = RA(N, "n"), RA(H, "h"), RA(W, "w")
    dgamma = te.compute((C,), lambda cc: te.sum(dY[n, h, w, cc] * XH(n, h, w, cc), axis=[n, h, w]), name="dgamma")
    n, h, w = RA(N, "n"), RA(H, "h"), RA(W, "w")
    dbeta = te.compute((C,), lambda cc: te.sum(dY[n, h, w, cc], axis=[n, h, w]), name="dbeta")
    dX = ew(S4, lambda a, b, d, cc: gb[cc] / SD(cc) * (dY[a, b, d, cc] - dbeta[cc] / c(float(Mn)) - XH(a, b, d, cc) * dgamma[cc] / c(float(Mn))), "dX")
    return fwd, [Xb, gb, mb, vb, dY] + extra + [dX, dgamma, dbeta], M(
        "BatchNorm training in NHWC (X 2x4x4x8, stats per channel = last axis over (n, h, w)) with the statistics mean and var saved as forward outputs "
        "and read by the backward; the naive backward evaluates x_hat = (X - mean[c]) / sqrt(var[c] + eps) inline (in dgamma and dX) and sqrt(var[c] + eps) per element.",
        "x_hat (N x H x W x C, new stash) and std = sqrt(var[c] + eps) (2 ops over the saved var, per channel; new stash)", ["x_hat", "std"],
        {"dX": "X", "dgamma": "gamma", "dbeta": "beta"}, {"dY": "Y"})


@case("normalization", "positive")
def layernorm_eps_after_sqrt(dt, ideal):
    N, D = 16, 32; c = K(dt)
    X, gamma, beta = P((N, D), "X", dt), P((D,), "gamma", dt), P((D,), "beta", dt)
    mean, var = G1._moments(X, N, D, dt)
    sd = ew((N,), lambda n: te.sqrt(var[n]), "sd")
    den = ew((N,), lambda n: sd[n] + c(EPS), "den")
    if ideal:
        xh = ew((N, D), lambda n, j: (X[n, j] - mean[n]) / den[n], "x_hat")
        Y = ew((N, D), lambda n, j: xh[n, j] * gamma[j] + beta[j], "Y")
        fwd = [X, gamma, beta, Y, xh, sd]
    else:
        Y = ew((N, D), lambda n, j: (X[n, j] - mean[n]) / den[n] * gamma[j] + beta[j], "Y")
        fwd = [X, gamma, beta, Y]
    Xb, gb, dY = P((N, D), "X", dt), P((D,), "gamma", dt), P((N, D), "dY", dt)
    if ideal:
        xhb, sdb = P((N, D), "x_hat", dt), P((N,), "sd", dt); extra = [xhb, sdb]
        denb = ew((N,), lambda n: sdb[n] + c(EPS), "den")
        XH = lambda n, j: xhb[n, j]; SD = lambda n: sdb[n]
    else:
        extra = []
        mb, vb = G1._moments(Xb, N, D, dt)
        sdm = ew((N,), lambda n: te.sqrt(vb[n]), "sd")
        denb = ew((N,), lambda n: sdm[n] + c(EPS), "den")
        XH = lambda n, j: (Xb[n, j] - mb[n]) / denb[n]; SD = lambda n: sdm[n]
    d = RA(D, "d")
    sgs = te.compute((N,), lambda n: te.sum(dY[n, d] * gb[d], axis=d), name="sg")
    d2 = RA(D, "d")
    sgx = te.compute((N,), lambda n: te.sum(dY[n, d2] * gb[d2] * XH(n, d2), axis=d2), name="sgx")
    dX = ew((N, D), lambda n, j: (dY[n, j] * gb[j] - sgs[n] / c(float(D))) / denb[n] - XH(n, j) * sgx[n] / (c(float(D)) * SD(n)), "dX")
    r = RA(N, "n")
    dgamma = te.compute((D,), lambda j: te.sum(dY[r, j] * XH(r, j), axis=r), name="dgamma")
    r2 = RA(N, "n")
    dbeta = te.compute((D,), lambda j: te.sum(dY[r2, j], axis=r2), name="dbeta")
    return fwd, [Xb, gb, dY] + extra + [dX, dgamma, dbeta], M(
        "LayerNorm with eps added AFTER the square root: Y = (X - mean) / (sqrt(var) + eps) * gamma + beta (sd = sqrt(var), den = sd + eps per row); "
        "dX = (dY*gamma - sum(dY*gamma)/D) / den - x_hat * sum(dY*gamma*x_hat) / (D * sd); the naive backward recomputes mean, var, sd, den and x_hat.",
        "x_hat = (X - mean) / (sqrt(var) + eps) (new stash) and sd = sqrt(var) (per row, contains both reductions; new stash); den = sd + eps is one op over sd (recompute; stashing it too is fine)",
        ["x_hat", "sd"], {"dX": "X", "dgamma": "gamma", "dbeta": "beta"}, {"dY": "Y"})


@case("normalization", "positive")
def minmax_scale(dt, ideal):
    N, D = 16, 32; c = K(dt)

    def stats(X):
        d = RA(D, "d")
        mn = te.compute((N,), lambda n: te.min(X[n, d], axis=d), name="x_min")
        d2 = RA(D, "d")
        mx = te.compute((N,), lambda n: te.max(X[n, d2], axis=d2), name="x_max")
        r = ew((N,), lambda n: mx[n] - mn[n] + c(EPS), "rng")
        return mn, mx, r
    X = P((N, D), "X", dt)
    mn, mx, r = stats(X)
    Y = ew((N, D), lambda n, j: (X[n, j] - mn[n]) / r[n], "Y")
    fwd = [X, Y] + ([mn, mx, r] if ideal else [])
    Xb, dY = P((N, D), "X", dt), P((N, D), "dY", dt)
    if ideal:
        mnb, mxb, rb, Yb = P((N,), "x_min", dt), P((N,), "x_max", dt), P((N,), "rng", dt), P((N, D), "Y", dt)
        extra = [mnb, mxb, rb, Yb]; YY = lambda n, j: Yb[n, j]
    else:
        mnb, mxb, rb = stats(Xb); extra = []; YY = lambda n, j: (Xb[n, j] - mnb[n]) / rb[n]
    d = RA(D, "d")
    t = te.compute((N,), lambda n: te.sum(dY[n, d] * YY(n, d), axis=d), name="t")
    d2 = RA(D, "d")
    sdy = te.compute((N,), lambda n: te.sum(dY[n, d2], axis=d2), name="sdy")
    dX = ew((N, D), lambda n, j: dY[n, j] / rb[n] + te.if_then_else(Xb[n, j] == mnb[n], t[n] / rb[n] - sdy[n] / rb[n], c(0.0))
            - te.if_then_else(Xb[n, j] == mxb[n], t[n] / rb[n], c(0.0)), "dX")
    return fwd, [Xb, dY] + extra + [dX], M(
        "Min-max scaling per row: Y = (X - min) / (max - min + eps) with min and max reductions (min / max combiners) and rng materialised; "
        "dX = dY / rng + (X == min ? t / rng - sum(dY) / rng : 0) - (X == max ? t / rng : 0), t = sum(dY * (X - min) / rng); the naive backward recomputes min, max, rng.",
        "(X - min) / rng = the existing output Y (in t); the min reduction x_min, the max reduction x_max (compared with X) and rng = max - min + eps (2 ops over them, per row): three new stashes",
        ["x_min", "x_max", "rng", "Y"], {"dX": "X"}, {"dY": "Y"})


@case("normalization", "positive")
def l2norm_cols(dt, ideal):
    N, D = 32, 16; c = K(dt)

    def nrm_of(X):
        r = RA(N, "n")
        ss = te.compute((D,), lambda j: te.sum(X[r, j] * X[r, j], axis=r), name="ss")
        return ew((D,), lambda j: te.sqrt(ss[j] + c(EPS)), "nrm")
    X = P((N, D), "X", dt)
    nrm = nrm_of(X)
    Y = ew((N, D), lambda n, j: X[n, j] / nrm[j], "Y")
    fwd = [X, Y] + ([nrm] if ideal else [])
    Xb, dY = P((N, D), "X", dt), P((N, D), "dY", dt)
    if ideal:
        nb, Yb = P((D,), "nrm", dt), P((N, D), "Y", dt); extra = [nb, Yb]; YY = lambda n, j: Yb[n, j]
    else:
        nb = nrm_of(Xb); extra = []; YY = lambda n, j: Xb[n, j] / nb[j]
    r = RA(N, "n")
    dot = te.compute((D,), lambda j: te.sum(dY[r, j] * YY(r, j), axis=r), name="dot")
    dX = ew((N, D), lambda n, j: (dY[n, j] - YY(n, j) * dot[j]) / nb[j], "dX")
    return fwd, [Xb, dY] + extra + [dX], M(
        "Column L2 normalisation (X 32x16): nrm[j] = sqrt(sum_n X[n, j]^2 + eps) broadcast over rows, Y = X / nrm[j]; dX = (dY - Y * sum_n(dY * Y)) / nrm[j]; "
        "the naive backward recomputes the column reduction and Y.",
        "X / nrm[j] = the existing output Y and nrm[j] = sqrt(sum X^2 + eps) (per column, contains the reduction): new stash nrm", ["nrm", "Y"],
        {"dX": "X"}, {"dY": "Y"})


# ================================================================ negative
@case("negative", "negative")
def neg_split_domain_lse(dt, ideal):
    N, D = 16, 32; H = D // 2
    X = P((N, D), "X", dt)
    d = RA(D, "d")
    s = te.compute((N,), lambda n: te.sum(te.exp(X[n, d]), axis=d), name="e_sum")
    Y = ew((N,), lambda n: te.log(s[n]), "Y")
    Xb, dY = P((N, D), "X", dt), P((N,), "dY", dt)
    a = RA(H, "a")
    s_lo = te.compute((N,), lambda n: te.sum(te.exp(Xb[n, a]), axis=a), name="s_lo")
    b = RA(H, "b")
    s_hi = te.compute((N,), lambda n: te.sum(te.exp(Xb[n, b + H]), axis=b), name="s_hi")
    dX = ew((N, D), lambda n, k: dY[n] * te.exp(Xb[n, k]) / (s_lo[n] + s_hi[n]), "dX")
    return [X, Y], [Xb, dY, dX], M(
        "Logsumexp without max, Y[n] = log(sum_{d<32} exp(X[n, d])); the backward rebuilds the partition function from two half-row sums "
        "s_lo = sum_{d<16} exp(X[n, d]) and s_hi = sum_{d<16} exp(X[n, d + 16]): dX = dY * exp(X) / (s_lo + s_hi).",
        "none: neither half sum is the forward's reduction (different domain / offset), and s_lo + s_hi equals it only by reassociation; "
        "exp(X) is one call over X (not worth a stash)", [], {"dX": "X"}, {"dY": "Y"})


@case("activation", "positive")
def gate_first_column(dt, ideal):
    N, D = 16, 32; c = K(dt)
    X = P((N, D), "X", dt)
    G = ew((N, D), lambda n, j: te.exp(X[n, j] * c(2.0)), "G")
    Y = ew((N, D), lambda n, j: X[n, j] * G[n, 0], "Y")
    fwd = [X, Y] + ([G] if ideal else [])
    Xb, dY = P((N, D), "X", dt), P((N, D), "dY", dt)
    if ideal:
        Gb = P((N, D), "G", dt); extra = [Gb]
        g = ew((N,), lambda n: Gb[n, 0], "g")
    else:
        extra = []
        g = ew((N,), lambda n: te.exp(Xb[n, 0] * c(2.0)), "g")
    d = RA(D, "d")
    dot = te.compute((N,), lambda n: te.sum(dY[n, d] * Xb[n, d], axis=d), name="dot")
    dX = ew((N, D), lambda n, k: dY[n, k] * g[n] + te.if_then_else(k == 0, g[n] * c(2.0) * dot[n], c(0.0)), "dX")
    return fwd, [Xb, dY] + extra + [dX], M(
        "First-column gate: the forward materialises G = exp(X * 2) for the whole 16x32 tensor but reads only G[n, 0]: Y = X * G[n, 0]; "
        "the backward evaluates the gate per row, g[n] = exp(X[n, 0] * 2), and dX = dY * g + (k == 0 ? g * 2 * sum(dY * X) : 0).",
        "g[n] = exp(X[n, 0] * 2) = G[n, 0] (forward intermediate read at a constant index; materialised already, so the stash costs the forward nothing): new stash G. "
        "The gain is small (2 ops per row)", ["G"], {"dX": "X"}, {"dY": "Y"})


@case("negative", "negative")
def neg_var_onepass(dt, ideal):
    N, D = 16, 32; c = K(dt)
    X = P((N, D), "X", dt)
    d = RA(D, "d")
    xs = te.compute((N,), lambda n: te.sum(X[n, d], axis=d), name="x_sum")
    mean = ew((N,), lambda n: xs[n] / c(float(D)), "mean")
    d2 = RA(D, "d")
    sq = te.compute((N,), lambda n: te.sum((X[n, d2] - mean[n]) * (X[n, d2] - mean[n]), axis=d2), name="sq_sum")
    Y = ew((N, D), lambda n, j: (X[n, j] - mean[n]) / te.sqrt(sq[n] / c(float(D)) + c(EPS)), "Y")
    Xb, mb, dY = P((N, D), "X", dt), P((N,), "mean", dt), P((N, D), "dY", dt)
    d3 = RA(D, "d")
    s2 = te.compute((N,), lambda n: te.sum(Xb[n, d3] * Xb[n, d3], axis=d3), name="x_sq")
    rstd = ew((N,), lambda n: c(1.0) / te.sqrt(s2[n] / c(float(D)) - mb[n] * mb[n] + c(EPS)), "rstd")
    XH = lambda n, j: (Xb[n, j] - mb[n]) * rstd[n]
    d4 = RA(D, "d")
    sdy = te.compute((N,), lambda n: te.sum(dY[n, d4], axis=d4), name="sdy")
    d5 = RA(D, "d")
    sdx = te.compute((N,), lambda n: te.sum(dY[n, d5] * XH(n, d5), axis=d5), name="sdx")
    dX = ew((N, D), lambda n, j: (dY[n, j] - sdy[n] / c(float(D)) - XH(n, j) * sdx[n] / c(float(D))) * rstd[n], "dX")
    return [X, Y, mean], [Xb, mb, dY, dX], M(
        "LayerNorm (no affine) with the row mean saved as a forward output; the forward's variance is two-pass, sum((X - mean)^2) / D, while the backward "
        "uses the one-pass form sum(X*X) / D - mean*mean and multiplies by rstd = 1 / sqrt(var + eps) instead of dividing.",
        "none: the backward's variance is not the forward's (same domain, different body; equal only mathematically), so neither rstd nor (X - mean) * rstd "
        "is a forward term; X - mean[n] is one subtraction over values the backward loads anyway", [], {"dX": "X"}, {"dY": "Y"})


@case("negative", "negative")
def neg_lowrank_reassoc(dt, ideal):
    N, I_, R, O = 8, 16, 4, 16; c = K(dt)
    X, A, B = P((N, I_), "X", dt), P((I_, R), "A", dt), P((R, O), "B", dt)
    r = RA(R, "r")
    AB = te.compute((I_, O), lambda i, o: te.sum(A[i, r] * B[r, o], axis=r), name="AB")
    i = RA(I_, "i")
    Z = te.compute((N, O), lambda n, o: te.sum(X[n, i] * AB[i, o], axis=i), name="Z")
    Y = ew((N, O), lambda n, o: te.tanh(Z[n, o]), "Y")
    Xb, Ab, Bb, dY = P((N, I_), "X", dt), P((I_, R), "A", dt), P((R, O), "B", dt), P((N, O), "dY", dt)
    i = RA(I_, "i")
    XA = te.compute((N, R), lambda n, r_: te.sum(Xb[n, i] * Ab[i, r_], axis=i), name="XA")
    r = RA(R, "r")
    Zr = te.compute((N, O), lambda n, o: te.sum(XA[n, r] * Bb[r, o], axis=r), name="Zr")
    dZ = ew((N, O), lambda n, o: dY[n, o] * (c(1.0) - te.tanh(Zr[n, o]) * te.tanh(Zr[n, o])), "dZ")
    o = RA(O, "o")
    U = te.compute((N, R), lambda n, r_: te.sum(dZ[n, o] * Bb[r_, o], axis=o), name="U")
    r = RA(R, "r")
    dX = te.compute((N, I_), lambda n, i_: te.sum(U[n, r] * Ab[i_, r], axis=r), name="dX")
    n = RA(N, "n")
    dA = te.compute((I_, R), lambda i_, r_: te.sum(Xb[n, i_] * U[n, r_], axis=n), name="dA")
    n = RA(N, "n")
    dB = te.compute((R, O), lambda r_, o_: te.sum(XA[n, r_] * dZ[n, o_], axis=n), name="dB")
    return [X, A, B, Y], [Xb, Ab, Bb, dY, dX, dA, dB], M(
        "Low-rank layer Y = tanh(X @ (A @ B)) (the forward forms the weight product AB first); the backward works in the rank-4 space and recomputes "
        "tanh((X @ A) @ B): dZ = dY * (1 - t*t), U = dZ @ B^T, dX = U @ A^T, dA = X^T @ U, dB = (X @ A)^T @ dZ.",
        "none: tanh((X @ A) @ B) equals Y only by reassociating the two contractions (not an exact identity); X @ A and dZ @ B^T are not forward terms", [],
        {"dX": "X", "dA": "A", "dB": "B"}, {"dY": "Y"})


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
        index[cid] = {"id": cid, "family": fam, "kind": kind, "files": files}
        print(f"{cid:26} grad rel_err={gc['rel_err']:.2e} ideal_eq={eq}  fwd {wo['forward']['ops']}->{wo['ideal_forward']['ops']}  "
              f"bwd {wo['backward']['ops']}->{wo['ideal_backward']['ops']}", flush=True)
    order = [c for c in CASES if c in index]
    json.dump({"cases": [index[c] for c in order]}, open(path, "w"), indent=1)


if __name__ == "__main__":
    main()
