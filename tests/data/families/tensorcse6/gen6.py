"""Sixth batch of tensor-cse cases (input + hand-written ideal) made with TE: model kinds and shapes absent
from the first 121 (../tensorcse, ../tensorcse4, ../tensorcse5) and the shared 11 -- float16 and mixed
float16/float32 models, batched matmul with tanh-GELU, LayerNorm over two non-adjacent axes, mish with a
softplus threshold, log-softmax over a middle axis, cross-entropy with int64 labels and an ignore index,
conv2d with padding and stride, max pooling 3x3 stride 2 with padding, an embedding bag (data-dependent
gather), a cumulative sum, multi-head attention with an additive mask tensor, attention with a dropout mask,
an LSTM cell, rotary position embedding, int64 forward / int32 backward shapes, keepdims softmax with a
learned temperature, a hidden tensor read by three heads, a disjunctive guard, and negatives (a read whose
index costs more than the recomputation, a disjunctive guard wider than the forward's, a reduction over the
same axes in another order, a cast in another place).
Gradients checked in float64 (directional derivative vs central differences, input and ideal), each ideal
checked against its input on random data (TVM, llvm). Reuses the helpers of ../tensorcse/gen.py, gen2.py,
gen3.py and ../tensorcse5/gen5.py (imported). Writes beside this file.

Usage: .venv-tvm/bin/python tests/data/families/tensorcse6/gen6.py [CASE ...]
Judge:  .venv-tvm/bin/python scripts/check_tensor_cse.py --shared tests/data/families/tensorcse6
"""
import json, os, sys
import tvm
from tvm import te
import tvm.tirx as tir

HERE = os.path.dirname(os.path.abspath(__file__))
PREV = os.path.join(HERE, "..", "tensorcse")
sys.path.insert(0, os.path.join(HERE, "..", "..", "..", "..", "scripts"))
sys.path.insert(0, PREV)
sys.path.insert(0, os.path.join(HERE, "..", "tensorcse5"))
from check_tensor_cse import count  # noqa
import gen as G1  # noqa
import gen2 as G2  # noqa
import gen3 as G3  # noqa
import gen5 as G5  # noqa

P, ew, M, module, report_of, EPS = G1.P, G1.ew, G1.M, G1.module, G1.report_of, G1.EPS
K, grad_check, ideal_equal = G2.K, G2.grad_check, G2.ideal_equal
RA, I64, RA64 = G3.RA, G5.I64, G5.RA64
OUT = HERE
CASES = {}
DTYPE = {}  # case -> dtype of the written files (default float32; the gradient check always uses float64)
NOT_GRAD = {"neg_disjunct_guard_wider"}  # cases whose backward is not the gradient of the forward


def case(fam, kind, dtype="float32"):
    def deco(fn):
        CASES[fn.__name__] = (fam, kind, fn)
        DTYPE[fn.__name__] = dtype
        return fn
    return deco


def hi(dt):
    """the wide dtype of a mixed-precision case: float32 beside float16, float64 in the gradient check"""
    return "float64" if dt == "float64" else "float32"


def cast(e, dt):
    if hasattr(e, "asobject"):
        e = e.asobject()
    return e if str(e.ty) == dt else e.astype(dt)


# ================================================================ float16 / mixed precision
def _ln_stats(X, B, D, c):
    d = RA(D, "d")
    s = te.compute((B,), lambda b: te.sum(X[b, d], axis=d), name="x_sum")
    mean = ew((B,), lambda b: s[b] / c(float(D)), "mean")
    d2 = RA(D, "d")
    sq = te.compute((B,), lambda b: te.sum((X[b, d2] - mean[b]) * (X[b, d2] - mean[b]), axis=d2), name="sq_sum")
    return mean, sq


@case("normalization", "positive", dtype="float16")
def layernorm_fp16(dt, ideal):
    """LayerNorm over the last axis with gamma and beta, everything in float16 (sums accumulate in float16)."""
    B, D = 16, 64; c = K(dt)
    X, g, bt = P((B, D), "X", dt), P((D,), "gamma", dt), P((D,), "beta", dt)
    mean, sq = _ln_stats(X, B, D, c)
    SDf = lambda b: te.sqrt(sq[b] / c(float(D)) + c(1e-3))
    if ideal:
        std = ew((B,), lambda b: SDf(b), "std")
        xh = ew((B, D), lambda b, d: (X[b, d] - mean[b]) / std[b], "x_hat")
        Y = ew((B, D), lambda b, d: xh[b, d] * g[d] + bt[d], "Y"); fwd = [X, g, bt, Y, xh, std]
    else:
        Y = ew((B, D), lambda b, d: (X[b, d] - mean[b]) / SDf(b) * g[d] + bt[d], "Y"); fwd = [X, g, bt, Y]
    Xb, gb, btb, dY = P((B, D), "X", dt), P((D,), "gamma", dt), P((D,), "beta", dt), P((B, D), "dY", dt)
    if ideal:
        xhb, sdb = P((B, D), "x_hat", dt), P((B,), "std", dt); extra = [xhb, sdb]
        XH = lambda b, d: xhb[b, d]; SD = lambda b: sdb[b]
    else:
        extra = []; mb, sqb = _ln_stats(Xb, B, D, c)
        SD = lambda b: te.sqrt(sqb[b] / c(float(D)) + c(1e-3)); XH = lambda b, d: (Xb[b, d] - mb[b]) / SD(b)
    d = RA(D, "d")
    sg = te.compute((B,), lambda b: te.sum(dY[b, d] * gb[d], axis=d), name="sg")
    d2 = RA(D, "d")
    sgx = te.compute((B,), lambda b: te.sum(dY[b, d2] * gb[d2] * XH(b, d2), axis=d2), name="sgx")
    dX = ew((B, D), lambda b, d_: (dY[b, d_] * gb[d_] - sg[b] / c(float(D)) - XH(b, d_) * sgx[b] / c(float(D))) / SD(b), "dX")
    b3 = RA(B, "b")
    dg = te.compute((D,), lambda d_: te.sum(dY[b3, d_] * XH(b3, d_), axis=b3), name="dgamma")
    b4 = RA(B, "b")
    db = te.compute((D,), lambda d_: te.sum(dY[b4, d_], axis=b4), name="dbeta")
    return fwd, [Xb, gb, btb, dY] + extra + [dX, dg, db], M(
        "LayerNorm in float16 (X 16x64, gamma, beta 64, eps 1e-3; every buffer and the sums float16): mean and sq_sum materialised, std = "
        "sqrt(sq_sum / 64 + eps) inline, Y = (X - mean) / std * gamma + beta; the naive backward recomputes mean and sq_sum and inlines x_hat and std "
        "in sgx, dX and dgamma.",
        "x_hat = (X - mean) / sqrt(sq_sum / 64 + eps) (B x D) and std = sqrt(sq_sum / 64 + eps) (per row): two new float16 stashes (TVM's llvm "
        "build rounds every float16 operation and keeps float16 intermediates in float16, so a float16 stash is exact)",
        ["x_hat", "std"], {"dX": "X", "dgamma": "gamma", "dbeta": "beta"}, {"dY": "Y"})


@case("activation", "positive", dtype="float16")
def mish_fp16(dt, ideal):
    """Mish in float16: Y = X * tanh(log(1 + exp(X)))."""
    N, D = 16, 32; c = K(dt)
    X = P((N, D), "X", dt)
    if ideal:
        e = ew((N, D), lambda n, j: te.exp(X[n, j]), "e")
        t = ew((N, D), lambda n, j: te.tanh(te.log(c(1.0) + e[n, j])), "t")
        Y = ew((N, D), lambda n, j: X[n, j] * t[n, j], "Y"); fwd = [X, Y, e, t]
    else:
        Y = ew((N, D), lambda n, j: X[n, j] * te.tanh(te.log(c(1.0) + te.exp(X[n, j]))), "Y"); fwd = [X, Y]
    Xb, dY = P((N, D), "X", dt), P((N, D), "dY", dt)
    if ideal:
        eb, tb = P((N, D), "e", dt), P((N, D), "t", dt); extra = [eb, tb]; E_ = lambda n, j: eb[n, j]; T_ = lambda n, j: tb[n, j]
    else:
        extra = []; E_ = lambda n, j: te.exp(Xb[n, j]); T_ = lambda n, j: te.tanh(te.log(c(1.0) + te.exp(Xb[n, j])))
    dX = ew((N, D), lambda n, j: dY[n, j] * (T_(n, j) + Xb[n, j] * (c(1.0) - T_(n, j) * T_(n, j)) * (E_(n, j) / (c(1.0) + E_(n, j)))), "dX")
    return fwd, [Xb, dY] + extra + [dX], M(
        "Mish in float16 (X 16x32): Y = X * tanh(log(1 + exp(X))); dX = dY * (t + X * (1 - t * t) * (e / (1 + e))), t = tanh(log(1 + exp(X))) inline "
        "twice, e = exp(X) four times (twice inside t).",
        "t = tanh(log(1 + exp(X))) (4 ops) and e = exp(X) (for e / (1 + e)): two new float16 stashes; 1 + e is one op over e (recompute)",
        ["e", "t"], {"dX": "X"}, {"dY": "Y"})


@case("normalization", "positive", dtype="float16")
def rmsnorm_fp16_mixed(dt, ideal):
    """Mixed-precision RMSNorm: float16 tensors, statistics and x_hat in float32 (casts), output cast back to float16."""
    N, D = 16, 64; c = K(dt); h = hi(dt); ch = K(h)
    f = lambda e: cast(e, h)

    def ss_of(X):
        d = RA(D, "d")
        return te.compute((N,), lambda n: te.sum(f(X[n, d]) * f(X[n, d]), axis=d), name="ss")
    X, g = P((N, D), "X", dt), P((D,), "gamma", dt)
    ss = ss_of(X)
    r = ew((N,), lambda n: te.rsqrt(ss[n] * ch(1.0 / D) + ch(EPS)), "r")
    if ideal:
        xh = ew((N, D), lambda n, d: f(X[n, d]) * r[n], "x_hat")
        Y = ew((N, D), lambda n, d: cast(xh[n, d] * f(g[d]), dt), "Y"); fwd = [X, g, Y, r, xh]
    else:
        Y = ew((N, D), lambda n, d: cast(f(X[n, d]) * r[n] * f(g[d]), dt), "Y"); fwd = [X, g, Y]
    Xb, gb, dY = P((N, D), "X", dt), P((D,), "gamma", dt), P((N, D), "dY", dt)
    if ideal:
        rb, xhb = P((N,), "r", h), P((N, D), "x_hat", h); extra = [rb, xhb]
        R = lambda n: rb[n]; XH = lambda n, d: xhb[n, d]
    else:
        ssb = ss_of(Xb); extra = []
        R = lambda n: te.rsqrt(ssb[n] * ch(1.0 / D) + ch(EPS)); XH = lambda n, d: f(Xb[n, d]) * R(n)
    G = lambda n, d: f(dY[n, d]) * f(gb[d])
    d = RA(D, "d")
    sgx = te.compute((N,), lambda n: te.sum(G(n, d) * XH(n, d), axis=d), name="sgx")
    dX = ew((N, D), lambda n, d_: cast(R(n) * (G(n, d_) - XH(n, d_) * sgx[n] * ch(1.0 / D)), dt), "dX")
    n = RA(N, "n")
    dg = te.compute((D,), lambda d_: te.sum(f(dY[n, d_]) * XH(n, d_), axis=n), name="dgamma_acc")
    dgo = ew((D,), lambda d_: cast(dg[d_], dt), "dgamma")
    return fwd, [Xb, gb, dY] + extra + [dX, dgo], M(
        "Mixed-precision RMSNorm (X 16x64 and gamma 64 float16): ss = sum_d float32(X)^2, r = rsqrt(ss / 64 + eps) (float32, materialised), Y = "
        "float16(float32(X) * r * float32(gamma)); dX = float16(r * (g - x_hat * sgx / 64)), g = float32(dY) * float32(gamma), sgx = sum_d g * x_hat, "
        "dgamma = float16(sum_n float32(dY) * x_hat) (accumulated in float32); the naive backward recomputes ss and inlines r and x_hat = float32(X) * r.",
        "r (float32, per row; contains the reduction) and x_hat = float32(X) * r (float32, the forward's subterm before the gamma product and the cast): "
        "two new float32 stashes in a float16 model (a float16 stash would round them)",
        ["r", "x_hat"], {"dX": "X", "dgamma": "gamma"}, {"dY": "Y"})


@case("negative", "negative", dtype="float16")
def neg_cast_position(dt, ideal):
    N, D = 16, 32; c = K(dt); h = hi(dt); ch = K(h)
    X = P((N, D), "X", dt)
    Y = ew((N, D), lambda n, j: cast(te.tanh(X[n, j]), h), "Y")
    Xb, dY = P((N, D), "X", dt), P((N, D), "dY", h)
    t = lambda n, j: te.tanh(cast(Xb[n, j], h))
    dX = ew((N, D), lambda n, j: cast(dY[n, j] * (ch(1.0) - t(n, j) * t(n, j)), dt), "dX")
    return [X, Y], [Xb, dY, dX], M(
        "float16 input, float32 output: Y = float32(tanh(X)) (tanh evaluated in float16, then widened); the backward evaluates the derivative in "
        "float32: dX = float16(dY * (1 - t * t)), t = tanh(float32(X)).",
        "none: tanh(float32(X)) (float32) is not float32(tanh(X)) (a float16 tanh widened): the cast stands in another place, and casts are free in "
        "the measure but not in the values; Y may not replace t", [], {"dX": "X"}, {"dY": "Y"})


@case("negative", "negative", dtype="float32")
def neg_sum_axis_order(dt, ideal):
    N, H, W = 4, 8, 8; c = K(dt)
    X = P((N, H, W), "X", dt)
    h, w = RA(H, "h"), RA(W, "w")
    s = te.compute((N,), lambda n: te.sum(X[n, h, w], axis=[h, w]), name="x_sum")
    Y = ew((N,), lambda n: te.tanh(s[n] * c(1.0 / (H * W))), "Y")
    Xb, dY = P((N, H, W), "X", dt), P((N,), "dY", dt)
    h2, w2 = RA(H, "h"), RA(W, "w")
    sb = te.compute((N,), lambda n: te.sum(Xb[n, h2, w2], axis=[w2, h2]), name="x_sum")
    t = lambda n: te.tanh(sb[n] * c(1.0 / (H * W)))
    dX = ew((N, H, W), lambda n, hh, ww: dY[n] * (c(1.0) - t(n) * t(n)) * c(1.0 / (H * W)), "dX")
    return [X, Y], [Xb, dY, dX], M(
        "Y[n] = tanh(sum_{h,w} X[n, h, w] / 64) with the sum's loops h outer, w inner; the backward recomputes the sum over the same elements with the "
        "loops w outer, h inner (te.sum(axis=[w, h])): dX = dY * (1 - t * t) / 64.",
        "none: float sums in another order are not equal (reassociation), so the backward's sum is not the forward's x_sum and tanh(...) is not Y; "
        "the outputs would differ in the last bits", [], {"dX": "X"}, {"dY": "Y"})


# ================================================================ activation
@case("activation", "positive")
def mish_softplus_threshold(dt, ideal):
    """Mish with a thresholded softplus (sp = X > 0.75 ? X : log(1 + exp(X))), a select inside the shared term."""
    N, D, TH = 16, 32, 0.75; c = K(dt)
    SP = lambda Xt, n, j: te.if_then_else(Xt[n, j] > c(TH), Xt[n, j], te.log(c(1.0) + te.exp(Xt[n, j])))
    X = P((N, D), "X", dt)
    if ideal:
        t = ew((N, D), lambda n, j: te.tanh(SP(X, n, j)), "t")
        Y = ew((N, D), lambda n, j: X[n, j] * t[n, j], "Y"); fwd = [X, Y, t]
    else:
        Y = ew((N, D), lambda n, j: X[n, j] * te.tanh(SP(X, n, j)), "Y"); fwd = [X, Y]
    Xb, dY = P((N, D), "X", dt), P((N, D), "dY", dt)
    if ideal:
        tb = P((N, D), "t", dt); extra = [tb]; T_ = lambda n, j: tb[n, j]
    else:
        extra = []; T_ = lambda n, j: te.tanh(SP(Xb, n, j))
    dX = ew((N, D), lambda n, j: dY[n, j] * (T_(n, j) + Xb[n, j] * (c(1.0) - T_(n, j) * T_(n, j))
                                             * te.if_then_else(Xb[n, j] > c(TH), c(1.0), te.sigmoid(Xb[n, j]))), "dX")
    return fwd, [Xb, dY] + extra + [dX], M(
        "Mish with a thresholded softplus (X 16x32): sp = X > 0.75 ? X : log(1 + exp(X)) (T.if_then_else), Y = X * tanh(sp); dX = dY * (t + X * (1 - t * t) "
        "* (X > 0.75 ? 1 : sigmoid(X))), t = tanh(sp) inline twice.",
        "t = tanh(X > 0.75 ? X : log(1 + exp(X))) (a call over a select with a data condition, 5 ops counting both branches): new stash t; the condition "
        "X > 0.75 is one op (recompute); sigmoid(X) is backward-only", ["t"], {"dX": "X"}, {"dY": "Y"})


@case("activation", "positive")
def gelu_int64_fwd_int32_bwd(dt, ideal):
    """GELU (erf) whose forward has int64 shapes and loop variables and whose backward has int32 ones."""
    N, D = 16, 32; c = K(dt)
    S64 = (I64(N), I64(D))
    PH = lambda Xt, n, j: c(0.5) * (c(1.0) + te.erf(Xt[n, j] * c(0.7071067811865476)))
    X = P(S64, "X", dt)
    if ideal:
        ph = ew(S64, lambda n, j: PH(X, n, j), "phi")
        Y = ew(S64, lambda n, j: X[n, j] * ph[n, j], "Y"); fwd = [X, Y, ph]
    else:
        Y = ew(S64, lambda n, j: X[n, j] * PH(X, n, j), "Y"); fwd = [X, Y]
    Xb, dY = P((N, D), "X", dt), P((N, D), "dY", dt)
    if ideal:
        phb = P((N, D), "phi", dt); extra = [phb]; F_ = lambda n, j: phb[n, j]
    else:
        extra = []; F_ = lambda n, j: PH(Xb, n, j)
    dX = ew((N, D), lambda n, j: dY[n, j] * (F_(n, j) + Xb[n, j] * te.exp(Xb[n, j] * Xb[n, j] * c(-0.5)) * c(0.3989422804014327)), "dX")
    return fwd, [Xb, dY] + extra + [dX], M(
        "GELU, erf form, with the forward in int64 (shapes T.int64(16) x T.int64(32), int64 block variables) and the backward in int32 (shapes 16 x 32): "
        "Y = X * (0.5 * (1 + erf(X * 0.70710678))); dX = dY * (phi + X * exp(X * X * -0.5) * 0.39894228), phi inline. The backward's X is the forward's "
        "X (same shape, index type aside).",
        "phi = 0.5 * (1 + erf(X * 0.70710678)) (4 ops): new stash (the backward parameter may carry either index type)", ["phi"], {"dX": "X"}, {"dY": "Y"})


@case("activation", "positive")
def disjunct_guard_tanh(dt, ideal):
    """tanh on the first and last 4 columns only (a disjunctive index guard), a scale elsewhere."""
    N, D = 16, 32; c = K(dt)
    G = lambda j: tir.any(j < 4, j >= D - 4)
    X = P((N, D), "X", dt)
    if ideal:
        gm = ew((D,), lambda j: G(j), "edge"); GF = lambda j: gm[j]
    else:
        GF = G
    Y = ew((N, D), lambda n, j: te.if_then_else(GF(j), te.tanh(X[n, j]), X[n, j] * c(0.5)), "Y")
    Xb, dY = P((N, D), "X", dt), P((N, D), "dY", dt)
    if ideal:
        Yb, gmb = P((N, D), "Y", dt), P((D,), "edge", "bool"); extra = [Yb, gmb]; T_ = lambda n, j: Yb[n, j]; GB = lambda j: gmb[j]
    else:
        extra = []; T_ = lambda n, j: te.tanh(Xb[n, j]); GB = G
    dX = ew((N, D), lambda n, j: te.if_then_else(GB(j), dY[n, j] * (c(1.0) - T_(n, j) * T_(n, j)), dY[n, j] * c(0.5)), "dX")
    return [X, Y] + ([gm] if ideal else []), [Xb, dY] + extra + [dX], M(
        "Edge activation (X 16x32): Y = (j < 4 or j >= 28) ? tanh(X) : X * 0.5 (T.if_then_else with a disjunction of index comparisons); "
        "dX = (j < 4 or j >= 28) ? dY * (1 - t * t) : dY * 0.5, t = tanh(X) inline twice under the same guard.",
        "t = tanh(X[n, j]) = the existing output Y[n, j] where the guard holds (the backward reads it only there): Y becomes a backward input; and "
        "the guard j < 4 or j >= 28 (two comparisons of the index alone) is a boolean tensor over j (32 elements; the forward then evaluates it once "
        "per column): new stash edge. (A new stash of tanh(X) over the whole domain instead of Y is also correct and costs the backward the same.)",
        ["Y", "edge"], {"dX": "X"}, {"dY": "Y"})


@case("negative", "negative")
def neg_disjunct_guard_wider(dt, ideal):
    N, D = 16, 32; c = K(dt)
    X = P((N, D), "X", dt)
    Y = ew((N, D), lambda n, j: te.if_then_else(tir.any(j < 4, j >= D - 4), te.tanh(X[n, j]), X[n, j] * c(0.5)), "Y")
    Xb, dY = P((N, D), "X", dt), P((N, D), "dY", dt)
    t = lambda n, j: te.tanh(Xb[n, j])
    dX = ew((N, D), lambda n, j: te.if_then_else(tir.any(j < 4, j >= D - 8), dY[n, j] * (c(1.0) - t(n, j) * t(n, j)), dY[n, j] * c(0.5)), "dX")
    return [X, Y], [Xb, dY, dX], M(
        "NOT a gradient (the backward's guard is wider than the forward's): Y = (j < 4 or j >= 28) ? tanh(X) : X * 0.5; dX = (j < 4 or j >= 24) ? "
        "dY * (1 - t * t) : dY * 0.5, t = tanh(X).",
        "none from Y: t = tanh(X[n, j]) equals Y[n, j] only for j < 4 or j >= 28, and the backward evaluates it also for 24 <= j < 28 (there Y = X * 0.5): "
        "reading Y changes dX in four columns. A new stash of tanh(X) over the whole domain would be correct (its forward loads are in bounds "
        "everywhere) and does not cost more in all", [], {"dX": "X"}, {"dY": "Y"})


@case("negative", "negative")
def neg_flat_output_index_cost(dt, ideal):
    N, D = 16, 32; c = K(dt)
    X = P((N, D), "X", dt)
    Y = ew((N * D,), lambda k: te.tanh(X[k // D, k % D]), "Y")
    Xb, dY = P((N, D), "X", dt), P((N * D,), "dY", dt)
    t = lambda n, j: te.tanh(Xb[n, j])
    dX = ew((N, D), lambda n, j: dY[n * D + j] * (c(1.0) - t(n, j) * t(n, j)), "dX")
    return [X, Y], [Xb, dY, dX], M(
        "Flattening tanh: Y[k] = tanh(X[k // 32, k % 32]) (Y 512, X 16x32); dX[n, j] = dY[32 n + j] * (1 - t * t), t = tanh(X[n, j]) twice.",
        "none worth it: t equals Y[32 n + j], but each such read costs two index operations (a multiplication and an addition) to save one call, "
        "twice per element: the backward would go from 7 to 9 ops per element with the same loads", [], {"dX": "X"}, {"dY": "Y"})


@case("activation", "positive")
def rope_rotary(dt, ideal):
    """Rotary position embedding: pairs (2i, 2i + 1) rotated by pos[n] * freq[i]; cos and sin read through j // 2."""
    N, D = 8, 16; Hf = D // 2; c = K(dt)
    X, pos, fr = P((N, D), "X", dt), P((N,), "pos", dt), P((Hf,), "freq", dt)
    CS = lambda p, f_, n, i: te.cos(p[n] * f_[i]); SN = lambda p, f_, n, i: te.sin(p[n] * f_[i])
    if ideal:
        cs = ew((N, Hf), lambda n, i: CS(pos, fr, n, i), "cos_t"); sn = ew((N, Hf), lambda n, i: SN(pos, fr, n, i), "sin_t")
        C_ = lambda n, i: cs[n, i]; S_ = lambda n, i: sn[n, i]
    else:
        C_ = lambda n, i: CS(pos, fr, n, i); S_ = lambda n, i: SN(pos, fr, n, i)
    Y = ew((N, D), lambda n, j: te.if_then_else(j % 2 == 0, X[n, j] * C_(n, j // 2) - X[n, j + 1] * S_(n, j // 2),
                                                X[n, j - 1] * S_(n, j // 2) + X[n, j] * C_(n, j // 2)), "Y")
    fwd = [X, pos, fr, Y] + ([cs, sn] if ideal else [])
    Xb, pb, fb, dY = P((N, D), "X", dt), P((N,), "pos", dt), P((Hf,), "freq", dt), P((N, D), "dY", dt)
    if ideal:
        csb, snb = P((N, Hf), "cos_t", dt), P((N, Hf), "sin_t", dt); extra = [csb, snb]
        CB = lambda n, i: csb[n, i]; SB = lambda n, i: snb[n, i]
    else:
        extra = []; CB = lambda n, i: CS(pb, fb, n, i); SB = lambda n, i: SN(pb, fb, n, i)
    dX = ew((N, D), lambda n, j: te.if_then_else(j % 2 == 0, dY[n, j] * CB(n, j // 2) + dY[n, j + 1] * SB(n, j // 2),
                                                 dY[n, j] * CB(n, j // 2) - dY[n, j - 1] * SB(n, j // 2)), "dX")
    return fwd, [Xb, pb, fb, dY] + extra + [dX], M(
        "Rotary position embedding (X 8x16, pos 8, freq 8): Y[n, j] = j % 2 == 0 ? X[n, j] * cos(th) - X[n, j + 1] * sin(th) : X[n, j - 1] * sin(th) "
        "+ X[n, j] * cos(th), th = pos[n] * freq[j // 2]; dX[n, j] = j % 2 == 0 ? dY[n, j] * cos + dY[n, j + 1] * sin : dY[n, j] * cos - dY[n, j - 1] * sin "
        "(the inverse rotation; pos and freq are not differentiated).",
        "cos(pos[n] * freq[i]) and sin(pos[n] * freq[i]): the forward's terms read j only through j // 2, so they are tensors over (n, j // 2) (8x8 each, "
        "computed once per pair instead of twice per element): two new stashes read at [n, j // 2]", ["cos_t", "sin_t"], {"dX": "X"}, {"dY": "Y"})


@case("activation", "positive")
def cumsum_tanh(dt, ideal):
    """Y = tanh(cumsum(X)) along the row; the backward recomputes the prefix sum with the guard written mirrored (i >= k)."""
    N, L = 8, 32; c = K(dt)
    X = P((N, L), "X", dt)
    k = RA(L, "k")
    C = te.compute((N, L), lambda n, i: te.sum(te.if_then_else(k <= i, X[n, k], c(0.0)), axis=k), name="C")
    Y = ew((N, L), lambda n, i: te.tanh(C[n, i]), "Y")
    Xb, dY = P((N, L), "X", dt), P((N, L), "dY", dt)
    if ideal:
        Yb = P((N, L), "Y", dt); extra = [Yb]; T_ = lambda n, i: Yb[n, i]
    else:
        k2 = RA(L, "k")
        Cb = te.compute((N, L), lambda n, i: te.sum(te.if_then_else(i >= k2, Xb[n, k2], c(0.0)), axis=k2), name="C")
        extra = []; T_ = lambda n, i: te.tanh(Cb[n, i])
    dC = ew((N, L), lambda n, i: dY[n, i] * (c(1.0) - T_(n, i) * T_(n, i)), "dC")
    i3 = RA(L, "i")
    dX = te.compute((N, L), lambda n, kk: te.sum(te.if_then_else(i3 >= kk, dC[n, i3], c(0.0)), axis=i3), name="dX")
    return [X, Y], [Xb, dY] + extra + [dX], M(
        "Cumulative sum then tanh (X 8x32): C[n, i] = sum_k (k <= i ? X[n, k] : 0), Y = tanh(C); the naive backward recomputes the prefix sum with the "
        "guard written i >= k (the same comparison mirrored), dC = dY * (1 - t * t), dX[n, k] = sum_i (i >= k ? dC[n, i] : 0) (the reversed cumsum).",
        "tanh(C) = the existing output Y: the backward's reduction is the forward's C once v_i >= k is read as k <= v_i (an integer comparison "
        "mirrored, exact)", ["Y"], {"dX": "X"}, {"dY": "Y"})


# ================================================================ normalization
@case("normalization", "positive")
def layernorm_axes_c_w(dt, ideal):
    """LayerNorm of an NCHW tensor over the non-adjacent axes C and W (statistics per (n, h)), gamma per channel."""
    N, C, H, W = 2, 4, 4, 8; Mx = C * W; c = K(dt); S4 = (N, C, H, W)

    def stats(X):
        cc, w = RA(C, "c"), RA(W, "w")
        s = te.compute((N, H), lambda n, h: te.sum(X[n, cc, h, w], axis=[cc, w]), name="x_sum")
        mean = ew((N, H), lambda n, h: s[n, h] / c(float(Mx)), "mean")
        cc, w = RA(C, "c"), RA(W, "w")
        sq = te.compute((N, H), lambda n, h: te.sum((X[n, cc, h, w] - mean[n, h]) * (X[n, cc, h, w] - mean[n, h]), axis=[cc, w]), name="sq_sum")
        return mean, sq
    X, g = P(S4, "X", dt), P((C,), "gamma", dt)
    mean, sq = stats(X)
    SDf = lambda sq_, n, h: te.sqrt(sq_[n, h] / c(float(Mx)) + c(EPS))
    if ideal:
        std = ew((N, H), lambda n, h: SDf(sq, n, h), "std")
        xh = ew(S4, lambda n, ch, h, w: (X[n, ch, h, w] - mean[n, h]) / std[n, h], "x_hat")
        Y = ew(S4, lambda n, ch, h, w: xh[n, ch, h, w] * g[ch], "Y"); fwd = [X, g, Y, xh, std]
    else:
        Y = ew(S4, lambda n, ch, h, w: (X[n, ch, h, w] - mean[n, h]) / SDf(sq, n, h) * g[ch], "Y"); fwd = [X, g, Y]
    Xb, gb, dY = P(S4, "X", dt), P((C,), "gamma", dt), P(S4, "dY", dt)
    if ideal:
        xhb, sdb = P(S4, "x_hat", dt), P((N, H), "std", dt); extra = [xhb, sdb]
        XH = lambda n, ch, h, w: xhb[n, ch, h, w]; SD = lambda n, h: sdb[n, h]
    else:
        mb, sqb = stats(Xb); extra = []
        SD = lambda n, h: SDf(sqb, n, h); XH = lambda n, ch, h, w: (Xb[n, ch, h, w] - mb[n, h]) / SD(n, h)
    cc, w = RA(C, "c"), RA(W, "w")
    sg = te.compute((N, H), lambda n, h: te.sum(dY[n, cc, h, w] * gb[cc], axis=[cc, w]), name="sg")
    cc, w = RA(C, "c"), RA(W, "w")
    sgx = te.compute((N, H), lambda n, h: te.sum(dY[n, cc, h, w] * gb[cc] * XH(n, cc, h, w), axis=[cc, w]), name="sgx")
    dX = ew(S4, lambda n, ch, h, w_: (dY[n, ch, h, w_] * gb[ch] - sg[n, h] / c(float(Mx)) - XH(n, ch, h, w_) * sgx[n, h] / c(float(Mx))) / SD(n, h), "dX")
    n3, h3, w3 = RA(N, "n"), RA(H, "h"), RA(W, "w")
    dg = te.compute((C,), lambda ch: te.sum(dY[n3, ch, h3, w3] * XH(n3, ch, h3, w3), axis=[n3, h3, w3]), name="dgamma")
    return fwd, [Xb, gb, dY] + extra + [dX, dg], M(
        "LayerNorm of X (N=2, C=4, H=4, W=8, NCHW) over the non-adjacent axes C and W (statistics per (n, h), 32 elements each), gamma per channel, "
        "no beta: Y = (X - mean[n, h]) / sqrt(var[n, h] + eps) * gamma[c]; dX = (g - sum_{c,w} g / 32 - x_hat * sum_{c,w}(g * x_hat) / 32) / std, "
        "g = dY * gamma; dgamma[c] = sum_{n,h,w} dY * x_hat; the naive backward recomputes mean and sq_sum (materialised) and x_hat, std inline.",
        "x_hat = (X - mean) / sqrt(sq_sum / 32 + eps) (new stash) and std = sqrt(sq_sum[n, h] / 32 + eps) (a tensor over (n, h), skipping c; new stash)",
        ["x_hat", "std"], {"dX": "X", "dgamma": "gamma"}, {"dY": "Y"})


# ================================================================ softmax / losses
@case("softmax", "positive")
def log_softmax_mid_axis(dt, ideal):
    """log-softmax over the middle axis of (B, C, L)."""
    B, C, L = 2, 8, 16; c = K(dt); S3 = (B, C, L)

    def stats(X):
        cc = RA(C, "c")
        m = te.compute((B, L), lambda b, l: te.max(X[b, cc, l], axis=cc), name="x_max")
        cc2 = RA(C, "c")
        s = te.compute((B, L), lambda b, l: te.sum(te.exp(X[b, cc2, l] - m[b, l]), axis=cc2), name="e_sum")
        return m, s
    X = P(S3, "X", dt)
    m, s = stats(X)
    Y = ew(S3, lambda b, ch, l: X[b, ch, l] - m[b, l] - te.log(s[b, l]), "Y")
    Xb, dY = P(S3, "X", dt), P(S3, "dY", dt)
    if ideal:
        Yb = P(S3, "Y", dt); extra = [Yb]; YY = lambda b, ch, l: Yb[b, ch, l]
    else:
        mb, sb = stats(Xb); extra = []; YY = lambda b, ch, l: Xb[b, ch, l] - mb[b, l] - te.log(sb[b, l])
    cc = RA(C, "c")
    sdy = te.compute((B, L), lambda b, l: te.sum(dY[b, cc, l], axis=cc), name="sdy")
    dX = ew(S3, lambda b, ch, l: dY[b, ch, l] - te.exp(YY(b, ch, l)) * sdy[b, l], "dX")
    return [X, Y], [Xb, dY] + extra + [dX], M(
        "log-softmax over the middle axis of X (B=2, C=8, L=16): x_max[b, l] = max_c X, e_sum[b, l] = sum_c exp(X - x_max), Y = X - x_max - log(e_sum); "
        "dX = dY - exp(X - x_max - log(e_sum)) * sum_c dY, the naive backward recomputing both reductions (materialised) and the log-probability inline.",
        "X - x_max - log(e_sum) = the existing output Y (contains both reductions over the middle axis): dX = dY - exp(Y) * sdy", ["Y"],
        {"dX": "X"}, {"dY": "Y"})


@case("softmax", "positive")
def ce_int64_ignore_index(dt, ideal):
    """Cross-entropy with int64 labels and an ignore index (-1): a gather X[n, label[n]] with an int64 index and a select on the label."""
    N, D = 8, 16; c = K(dt)

    def stats(X):
        j = RA(D, "j")
        m = te.compute((N,), lambda n: te.max(X[n, j], axis=j), name="x_max")
        if ideal:
            return m, None
        j2 = RA(D, "j")
        s = te.compute((N,), lambda n: te.sum(te.exp(X[n, j2] - m[n]), axis=j2), name="e_sum")
        return m, s
    X, L = P((N, D), "X", dt), P((N,), "label", "int64")
    m, s = stats(X)
    if ideal:
        e = ew((N, D), lambda n, j: te.exp(X[n, j] - m[n]), "e")
        j2 = RA(D, "j")
        s = te.compute((N,), lambda n: te.sum(e[n, j2], axis=j2), name="e_sum")
    valid = lambda Lt, n: Lt[n] != tir.const(-1, "int64")
    loss = ew((N,), lambda n: te.if_then_else(valid(L, n), m[n] + te.log(s[n]) - X[n, L[n]], c(0.0)), "loss")
    fwd = [X, L, loss] + ([e, s] if ideal else [])
    Xb, Lb, dl = P((N, D), "X", dt), P((N,), "label", "int64"), P((N,), "dloss", dt)
    if ideal:
        eb, sbb = P((N, D), "e", dt), P((N,), "e_sum", dt); extra = [eb, sbb]
        E_ = lambda n, j: eb[n, j]; S_ = lambda n: sbb[n]
    else:
        mb, sbb = stats(Xb); extra = []
        E_ = lambda n, j: te.exp(Xb[n, j] - mb[n]); S_ = lambda n: sbb[n]
    dX = ew((N, D), lambda n, j: te.if_then_else(valid(Lb, n), dl[n] * (E_(n, j) / S_(n) - te.if_then_else(tir.Cast("int64", j) == Lb[n], c(1.0), c(0.0))),
                                                 c(0.0)), "dX")
    return fwd, [Xb, Lb, dl] + extra + [dX], M(
        "Cross-entropy with int64 labels and ignore index -1 (X 8x16, label int64 8): x_max, e_sum = sum_j exp(X - x_max) (exp inline in the sum's body), "
        "loss[n] = label[n] != -1 ? x_max + log(e_sum) - X[n, label[n]] : 0 (a gather through an int64 index beside int32 ones); dX = label != -1 ? "
        "dloss * (exp(X - x_max) / e_sum - (int64(j) == label ? 1 : 0)) : 0; the naive backward recomputes x_max and e_sum (materialised).",
        "e = exp(X[n, j] - x_max[n]) (a term of e_sum's reduction body, a tensor over (n, j)) and e_sum (per row): two new stashes; x_max is then not "
        "needed by the backward", ["e", "e_sum"], {"dX": "X"}, {"dloss": "loss"})


@case("softmax", "positive")
def softmax_temp_keepdims(dt, ideal):
    """Row softmax with a learned inverse temperature itau[0] and keepdims statistics of shape (N, 1)."""
    N, D = 16, 32; c = K(dt)

    def probs(X, it, name):
        z = lambda n, j: X[n, j] * it[0]
        j = RA(D, "j")
        m = te.compute((N, 1), lambda n, o: te.max(z(n, j), axis=j), name="z_max")
        e = ew((N, D), lambda n, jj: te.exp(z(n, jj) - m[n, 0]), "e")
        j2 = RA(D, "j")
        s = te.compute((N, 1), lambda n, o: te.sum(e[n, j2], axis=j2), name="e_sum")
        return ew((N, D), lambda n, jj: e[n, jj] / s[n, 0], name)
    X, it = P((N, D), "X", dt), P((1,), "itau", dt)
    Y = probs(X, it, "Y")
    Xb, itb, dY = P((N, D), "X", dt), P((1,), "itau", dt), P((N, D), "dY", dt)
    if ideal:
        Yb = P((N, D), "Y", dt); extra = [Yb]
    else:
        Yb = probs(Xb, itb, "y"); extra = []
    j = RA(D, "j")
    dot = te.compute((N, 1), lambda n, o: te.sum(dY[n, j] * Yb[n, j], axis=j), name="dot")
    dz = ew((N, D), lambda n, jj: Yb[n, jj] * (dY[n, jj] - dot[n, 0]), "dz")
    dX = ew((N, D), lambda n, jj: dz[n, jj] * itb[0], "dX")
    n, j = RA(N, "n"), RA(D, "j")
    dit = te.compute((1,), lambda o: te.sum(dz[n, j] * Xb[n, j], axis=[n, j]), name="ditau")
    return [X, it, Y], [Xb, itb, dY] + extra + [dX, dit], M(
        "Softmax with a learned inverse temperature (X 16x32, itau 1): z = X * itau[0], z_max and e_sum keepdims (16x1, read at [n, 0]), e = exp(z - z_max) "
        "and Y = e / e_sum materialised; dz = y * (dY - dot[n, 0]) with dot keepdims, dX = dz * itau[0], ditau[0] = sum_{n,j} dz * X; the naive backward "
        "recomputes z_max, e, e_sum and y (materialised).",
        "y = the existing output Y (the backward's y block equals the forward's Y after inlining e; keepdims reductions read at [n, 0])", ["Y"],
        {"dX": "X", "ditau": "itau"}, {"dY": "Y"})


def _mha_probs(Q, Kt, Mk, Hh, N, D, dt, name="P"):
    c = K(dt)
    d = RA(D, "d")
    S = te.compute((Hh, N, N), lambda h, i, j: te.sum(Q[h, i, d] * Kt[h, j, d], axis=d), name="S")
    z = lambda h, i, j: S[h, i, j] * c(0.25) + Mk[i, j]
    j = RA(N, "j")
    m = te.compute((Hh, N), lambda h, i: te.max(z(h, i, j), axis=j), name="s_max")
    e = ew((Hh, N, N), lambda h, i, jj: te.exp(z(h, i, jj) - m[h, i]), "e")
    j2 = RA(N, "j")
    s = te.compute((Hh, N), lambda h, i: te.sum(e[h, i, j2], axis=j2), name="e_sum")
    return ew((Hh, N, N), lambda h, i, jj: e[h, i, jj] / s[h, i], name)


@case("softmax", "positive")
def mha_mask_tensor(dt, ideal):
    """Two-head attention with an additive mask tensor Mask[i, j] shared by the heads."""
    Hh, N, D = 2, 8, 16; c = K(dt); S3 = (Hh, N, D)
    Q, Kt, V, Mk = P(S3, "Q", dt), P(S3, "K", dt), P(S3, "V", dt), P((N, N), "Mask", dt)
    Pr = _mha_probs(Q, Kt, Mk, Hh, N, D, dt)
    j = RA(N, "j")
    O = te.compute(S3, lambda h, i, e_: te.sum(Pr[h, i, j] * V[h, j, e_], axis=j), name="O")
    fwd = [Q, Kt, V, Mk, O] + ([Pr] if ideal else [])
    Qb, Kb, Vb, Mb, dO = P(S3, "Q", dt), P(S3, "K", dt), P(S3, "V", dt), P((N, N), "Mask", dt), P(S3, "dO", dt)
    if ideal:
        Pb = P((Hh, N, N), "P", dt); extra = [Pb]
    else:
        Pb = _mha_probs(Qb, Kb, Mb, Hh, N, D, dt); extra = []
    i = RA(N, "i")
    dV = te.compute(S3, lambda h, j_, e_: te.sum(Pb[h, i, j_] * dO[h, i, e_], axis=i), name="dV")
    e2 = RA(D, "e")
    dP = te.compute((Hh, N, N), lambda h, i_, j_: te.sum(dO[h, i_, e2] * Vb[h, j_, e2], axis=e2), name="dP")
    j2 = RA(N, "j")
    dot = te.compute((Hh, N), lambda h, i_: te.sum(dP[h, i_, j2] * Pb[h, i_, j2], axis=j2), name="dot")
    dS = ew((Hh, N, N), lambda h, i_, j_: Pb[h, i_, j_] * (dP[h, i_, j_] - dot[h, i_]) * c(0.25), "dS")
    j3 = RA(N, "j")
    dQ = te.compute(S3, lambda h, i_, d: te.sum(dS[h, i_, j3] * Kb[h, j3, d], axis=j3), name="dQ")
    i3 = RA(N, "i")
    dK = te.compute(S3, lambda h, j_, d: te.sum(dS[h, i3, j_] * Qb[h, i3, d], axis=i3), name="dK")
    return fwd, [Qb, Kb, Vb, Mb, dO] + extra + [dQ, dK, dV], M(
        "Two-head attention (Q, K, V 2x8x16) with an additive mask tensor Mask (8x8, shared by the heads, read at [i, j] inside the max's body and in e): "
        "z = S * 0.25 + Mask, P = softmax_j(z) (max-subtracted, all materialised), O = P V; the naive backward recomputes S, the max, e, the sum and P "
        "for dV = P^T dO, dS = P * (dP - sum(dP * P)) * 0.25, dQ, dK (the mask is not differentiated).",
        "P = the masked softmax (forward intermediate, 2x8x8; contains the scores matmul, the masked max and the sum): new stash P", ["P"],
        {"dQ": "Q", "dK": "K", "dV": "V"}, {"dO": "O"})


@case("softmax", "positive")
def attention_dropout(dt, ideal):
    """Attention with a dropout mask tensor after the softmax: Pd = P * Drop * 1.25, O = Pd V."""
    N, D = 8, 16; c = K(dt)

    def probs(Q, Kt):
        d = RA(D, "d")
        S = te.compute((N, N), lambda i, j: te.sum(Q[i, d] * Kt[j, d], axis=d), name="S")
        j = RA(N, "j")
        m = te.compute((N,), lambda i: te.max(S[i, j] * c(0.25), axis=j), name="s_max")
        e = ew((N, N), lambda i, jj: te.exp(S[i, jj] * c(0.25) - m[i]), "e")
        j2 = RA(N, "j")
        s = te.compute((N,), lambda i: te.sum(e[i, j2], axis=j2), name="e_sum")
        return ew((N, N), lambda i, jj: e[i, jj] / s[i], "P")
    Q, Kt, V, Dr = P((N, D), "Q", dt), P((N, D), "K", dt), P((N, D), "V", dt), P((N, N), "Drop", dt)
    Pr = probs(Q, Kt)
    Pd = ew((N, N), lambda i, j: Pr[i, j] * Dr[i, j] * c(1.25), "Pd")
    j = RA(N, "j")
    O = te.compute((N, D), lambda i, e_: te.sum(Pd[i, j] * V[j, e_], axis=j), name="O")
    fwd = [Q, Kt, V, Dr, O] + ([Pr, Pd] if ideal else [])
    Qb, Kb, Vb, Db, dO = P((N, D), "Q", dt), P((N, D), "K", dt), P((N, D), "V", dt), P((N, N), "Drop", dt), P((N, D), "dO", dt)
    if ideal:
        Pb, Pdb = P((N, N), "P", dt), P((N, N), "Pd", dt); extra = [Pb, Pdb]
    else:
        Pb = probs(Qb, Kb); extra = []
        Pdb = ew((N, N), lambda i, j: Pb[i, j] * Db[i, j] * c(1.25), "Pd")
    i = RA(N, "i")
    dV = te.compute((N, D), lambda j_, e_: te.sum(Pdb[i, j_] * dO[i, e_], axis=i), name="dV")
    e2 = RA(D, "e")
    dPd = te.compute((N, N), lambda i_, j_: te.sum(dO[i_, e2] * Vb[j_, e2], axis=e2), name="dPd")
    dP = ew((N, N), lambda i_, j_: dPd[i_, j_] * Db[i_, j_] * c(1.25), "dP")
    j2 = RA(N, "j")
    dot = te.compute((N,), lambda i_: te.sum(dP[i_, j2] * Pb[i_, j2], axis=j2), name="dot")
    dS = ew((N, N), lambda i_, j_: Pb[i_, j_] * (dP[i_, j_] - dot[i_]) * c(0.25), "dS")
    j3 = RA(N, "j")
    dQ = te.compute((N, D), lambda i_, d: te.sum(dS[i_, j3] * Kb[j3, d], axis=j3), name="dQ")
    i3 = RA(N, "i")
    dK = te.compute((N, D), lambda j_, d: te.sum(dS[i3, j_] * Qb[i3, d], axis=i3), name="dK")
    return fwd, [Qb, Kb, Vb, Db, dO] + extra + [dQ, dK, dV], M(
        "Attention head with dropout on the probabilities (Q, K, V 8x16, Drop 8x8 a given mask tensor): P = softmax_j(Q K^T * 0.25), Pd = P * Drop * 1.25, "
        "O = Pd V (P and Pd materialised); the naive backward recomputes S, the max, e, the sum, P and Pd for dV = Pd^T dO, dP = (dO V^T) * Drop * 1.25, "
        "dS = P * (dP - sum(dP * P)) * 0.25, dQ, dK.",
        "P (forward intermediate, for dot and dS) and Pd = P * Drop * 1.25 (forward intermediate, for dV; two ops over the stash P, the largest term "
        "there): two new stashes. Recomputing Pd from the stash P costs 128 ops more (within 5%)", ["P", "Pd"],
        {"dQ": "Q", "dK": "K", "dV": "V"}, {"dO": "O"})


# ================================================================ mlp, convolution, pooling, embedding
@case("mlp", "positive")
def bmm_bias_gelu_tanh(dt, ideal):
    """Batched matmul + bias + GELU (tanh approximation)."""
    B, N, Kd, Mo = 2, 8, 16, 8; c = K(dt); S3 = (B, N, Mo)
    C0, C1 = 0.7978845608028654, 0.044715

    def bmm(A, Bm):
        k = RA(Kd, "k")
        return te.compute(S3, lambda b, n, m: te.sum(A[b, n, k] * Bm[b, k, m], axis=k), name="Z")
    TH = lambda H_: te.tanh(c(C0) * (H_ + c(C1) * H_ * H_ * H_))
    A, Bm, bias = P((B, N, Kd), "A", dt), P((B, Kd, Mo), "Bm", dt), P((Mo,), "bias", dt)
    Z = bmm(A, Bm)
    if ideal:
        H = ew(S3, lambda b, n, m: Z[b, n, m] + bias[m], "H")
        t = ew(S3, lambda b, n, m: TH(H[b, n, m]), "t")
        Y = ew(S3, lambda b, n, m: c(0.5) * H[b, n, m] * (c(1.0) + t[b, n, m]), "Y"); fwd = [A, Bm, bias, Y, H, t]
    else:
        HH = lambda b, n, m: Z[b, n, m] + bias[m]
        Y = ew(S3, lambda b, n, m: c(0.5) * HH(b, n, m) * (c(1.0) + TH(HH(b, n, m))), "Y"); fwd = [A, Bm, bias, Y]
    Ab, Bb, biasb, dY = P((B, N, Kd), "A", dt), P((B, Kd, Mo), "Bm", dt), P((Mo,), "bias", dt), P(S3, "dY", dt)
    if ideal:
        Hb, tb = P(S3, "H", dt), P(S3, "t", dt); extra = [Hb, tb]; H_ = lambda b, n, m: Hb[b, n, m]; T_ = lambda b, n, m: tb[b, n, m]
    else:
        Zb = bmm(Ab, Bb); extra = []
        H_ = lambda b, n, m: Zb[b, n, m] + biasb[m]; T_ = lambda b, n, m: TH(H_(b, n, m))
    dH = ew(S3, lambda b, n, m: dY[b, n, m] * (c(0.5) * (c(1.0) + T_(b, n, m)) + c(0.5) * H_(b, n, m) * ((c(1.0) - T_(b, n, m) * T_(b, n, m))
                                                * (c(C0) * (c(1.0) + c(3 * C1) * H_(b, n, m) * H_(b, n, m))))), "dH")
    m = RA(Mo, "m")
    dA = te.compute((B, N, Kd), lambda b, n, k: te.sum(dH[b, n, m] * Bb[b, k, m], axis=m), name="dA")
    n = RA(N, "n")
    dB = te.compute((B, Kd, Mo), lambda b, k, m_: te.sum(Ab[b, n, k] * dH[b, n, m_], axis=n), name="dBm")
    b2, n2 = RA(B, "b"), RA(N, "n")
    dbias = te.compute((Mo,), lambda m_: te.sum(dH[b2, n2, m_], axis=[b2, n2]), name="dbias")
    return fwd, [Ab, Bb, biasb, dY] + extra + [dA, dB, dbias], M(
        "Batched matmul (A 2x8x16, Bm 2x16x8) + bias (8) + GELU, tanh form: H = Z + bias, t = tanh(0.79788 * (H + 0.044715 * H * H * H)), "
        "Y = 0.5 * H * (1 + t); the naive backward recomputes the batched matmul (materialised) and inlines H and t in dH = dY * (0.5 * (1 + t) + "
        "0.5 * H * ((1 - t * t) * (0.79788 * (1 + 0.134145 * H * H)))), then dA, dBm, dbias.",
        "H = Z + bias (contains the batched matmul; its three occurrences in dH) and t = tanh(...) (twice): two new stashes; H * H is one op over H "
        "(recompute). Stashing Z instead of H (recomputing Z + bias three times) is within 5%", ["H", "t"],
        {"dA": "A", "dBm": "Bm", "dbias": "bias"}, {"dY": "Y"})


@case("mlp", "positive")
def tanh_hidden_three_heads(dt, ideal):
    """A hidden tanh(X @ W) read by three heads (two linear, one energy); inline in every head of the input forward."""
    N, I, Hd, O = 8, 16, 32, 8; c = K(dt)

    def mm(X, W):
        i = RA(I, "i")
        return te.compute((N, Hd), lambda n, h: te.sum(X[n, i] * W[i, h], axis=i), name="A")
    X, W, U1, U2 = P((N, I), "X", dt), P((I, Hd), "W", dt), P((Hd, O), "U1", dt), P((Hd, O), "U2", dt)
    A = mm(X, W)
    if ideal:
        Ht = ew((N, Hd), lambda n, h: te.tanh(A[n, h]), "H"); HF = lambda n, h: Ht[n, h]
    else:
        HF = lambda n, h: te.tanh(A[n, h])
    h = RA(Hd, "h")
    Y1 = te.compute((N, O), lambda n, o: te.sum(HF(n, h) * U1[h, o], axis=h), name="Y1")
    h = RA(Hd, "h")
    Y2 = te.compute((N, O), lambda n, o: te.sum(HF(n, h) * U2[h, o], axis=h), name="Y2")
    h = RA(Hd, "h")
    Y3 = te.compute((N,), lambda n: te.sum(HF(n, h) * HF(n, h), axis=h), name="Y3")
    fwd = [X, W, U1, U2, Y1, Y2, Y3] + ([Ht] if ideal else [])
    Xb, Wb, U1b, U2b = P((N, I), "X", dt), P((I, Hd), "W", dt), P((Hd, O), "U1", dt), P((Hd, O), "U2", dt)
    d1, d2, d3 = P((N, O), "dY1", dt), P((N, O), "dY2", dt), P((N,), "dY3", dt)
    if ideal:
        Hb = P((N, Hd), "H", dt); extra = [Hb]; HB = lambda n, h: Hb[n, h]
    else:
        Ab = mm(Xb, Wb); extra = []; HB = lambda n, h: te.tanh(Ab[n, h])
    n = RA(N, "n")
    dU1 = te.compute((Hd, O), lambda h_, o: te.sum(HB(n, h_) * d1[n, o], axis=n), name="dU1")
    n = RA(N, "n")
    dU2 = te.compute((Hd, O), lambda h_, o: te.sum(HB(n, h_) * d2[n, o], axis=n), name="dU2")
    o = RA(O, "o")
    dH = te.compute((N, Hd), lambda n_, h_: te.sum(d1[n_, o] * U1b[h_, o] + d2[n_, o] * U2b[h_, o], axis=o), name="dH")
    dA = ew((N, Hd), lambda n_, h_: (dH[n_, h_] + d3[n_] * c(2.0) * HB(n_, h_)) * (c(1.0) - HB(n_, h_) * HB(n_, h_)), "dA")
    h = RA(Hd, "h")
    dX = te.compute((N, I), lambda n_, i_: te.sum(dA[n_, h] * Wb[i_, h], axis=h), name="dX")
    n = RA(N, "n")
    dW = te.compute((I, Hd), lambda i_, h_: te.sum(Xb[n, i_] * dA[n, h_], axis=n), name="dW")
    return fwd, [Xb, Wb, U1b, U2b, d1, d2, d3] + extra + [dX, dW, dU1, dU2], M(
        "A hidden H = tanh(X @ W) (X 8x16, W 16x32) read by three heads: Y1 = H U1, Y2 = H U2 (U 32x8), Y3[n] = sum_h H * H; the input forward "
        "materialises only the matmul A and evaluates tanh(A) inside each head's reduction body (4 times per (n, h, o)); the naive backward recomputes A "
        "and evaluates tanh(A) in dU1, dU2 and three times in dA = (dH + dY3 * 2 * H) * (1 - H * H).",
        "H = tanh(A[n, h]): a term of three forward reduction bodies that reads neither o nor the head: a tensor over (n, h) (8x32), new stash H, "
        "read five times in the backward; the forward then evaluates tanh once per (n, h)", ["H"],
        {"dX": "X", "dW": "W", "dU1": "U1", "dU2": "U2"}, {"dY1": "Y1", "dY2": "Y2", "dY3": "Y3"})


@case("mlp", "positive")
def lstm_cell(dt, ideal):
    """One LSTM cell step from the input only (no recurrent matmul): four gate matmuls, the new cell C and the hidden Hn = o * tanh(C)."""
    N, I, Hd = 4, 8, 8; c = K(dt); S2 = (N, Hd)

    def mm(X, W, name):
        k = RA(I, "k")
        return te.compute(S2, lambda n, h: te.sum(X[n, k] * W[k, h], axis=k), name=name)
    X, Cp = P((N, I), "X", dt), P(S2, "Cp", dt)
    Wi, Wf, Wg, Wo = (P((I, Hd), nm, dt) for nm in ("Wi", "Wf", "Wg", "Wo"))
    zi, zf, zg, zo = mm(X, Wi, "zi"), mm(X, Wf, "zf"), mm(X, Wg, "zg"), mm(X, Wo, "zo")
    if ideal:
        gi = ew(S2, lambda n, h: te.sigmoid(zi[n, h]), "i"); gf = ew(S2, lambda n, h: te.sigmoid(zf[n, h]), "f")
        gg = ew(S2, lambda n, h: te.tanh(zg[n, h]), "g"); go = ew(S2, lambda n, h: te.sigmoid(zo[n, h]), "o")
        Cn = ew(S2, lambda n, h: gf[n, h] * Cp[n, h] + gi[n, h] * gg[n, h], "C")
        tc = ew(S2, lambda n, h: te.tanh(Cn[n, h]), "tc")
        Hn = ew(S2, lambda n, h: go[n, h] * tc[n, h], "Hn")
        fwd = [X, Cp, Wi, Wf, Wg, Wo, Cn, Hn, gi, gf, gg, go, tc]
    else:
        Cn = ew(S2, lambda n, h: te.sigmoid(zf[n, h]) * Cp[n, h] + te.sigmoid(zi[n, h]) * te.tanh(zg[n, h]), "C")
        Hn = ew(S2, lambda n, h: te.sigmoid(zo[n, h]) * te.tanh(Cn[n, h]), "Hn")
        fwd = [X, Cp, Wi, Wf, Wg, Wo, Cn, Hn]
    Xb, Cpb = P((N, I), "X", dt), P(S2, "Cp", dt)
    Wib, Wfb, Wgb, Wob = (P((I, Hd), nm, dt) for nm in ("Wi", "Wf", "Wg", "Wo"))
    dC, dH = P(S2, "dC", dt), P(S2, "dHn", dt)
    if ideal:
        ib, fb, gb, ob, tcb = (P(S2, nm, dt) for nm in ("i", "f", "g", "o", "tc")); extra = [ib, fb, gb, ob, tcb]
        I_ = lambda n, h: ib[n, h]; F_ = lambda n, h: fb[n, h]; G_ = lambda n, h: gb[n, h]; O_ = lambda n, h: ob[n, h]; TC = lambda n, h: tcb[n, h]
    else:
        zib, zfb, zgb, zob = mm(Xb, Wib, "zi"), mm(Xb, Wfb, "zf"), mm(Xb, Wgb, "zg"), mm(Xb, Wob, "zo"); extra = []
        I_ = lambda n, h: te.sigmoid(zib[n, h]); F_ = lambda n, h: te.sigmoid(zfb[n, h]); G_ = lambda n, h: te.tanh(zgb[n, h])
        O_ = lambda n, h: te.sigmoid(zob[n, h])
        TC = lambda n, h: te.tanh(F_(n, h) * Cpb[n, h] + I_(n, h) * G_(n, h))
    dCt = ew(S2, lambda n, h: dC[n, h] + dH[n, h] * O_(n, h) * (c(1.0) - TC(n, h) * TC(n, h)), "dCt")
    dzo = ew(S2, lambda n, h: dH[n, h] * TC(n, h) * (O_(n, h) * (c(1.0) - O_(n, h))), "dzo")
    dzi = ew(S2, lambda n, h: dCt[n, h] * G_(n, h) * (I_(n, h) * (c(1.0) - I_(n, h))), "dzi")
    dzf = ew(S2, lambda n, h: dCt[n, h] * Cpb[n, h] * (F_(n, h) * (c(1.0) - F_(n, h))), "dzf")
    dzg = ew(S2, lambda n, h: dCt[n, h] * I_(n, h) * (c(1.0) - G_(n, h) * G_(n, h)), "dzg")
    dCp = ew(S2, lambda n, h: dCt[n, h] * F_(n, h), "dCp")
    h = RA(Hd, "h")
    dX = te.compute((N, I), lambda n, k: te.sum(dzi[n, h] * Wib[k, h] + dzf[n, h] * Wfb[k, h] + dzg[n, h] * Wgb[k, h] + dzo[n, h] * Wob[k, h], axis=h),
                    name="dX")
    def dw(dz, nm):
        n = RA(N, "n")
        return te.compute((I, Hd), lambda k, h_: te.sum(Xb[n, k] * dz[n, h_], axis=n), name=nm)
    dWs = [dw(dzi, "dWi"), dw(dzf, "dWf"), dw(dzg, "dWg"), dw(dzo, "dWo")]
    return fwd, [Xb, Cpb, Wib, Wfb, Wgb, Wob, dC, dH] + extra + [dX, dCp] + dWs, M(
        "LSTM cell from the input (X 4x8, Cp 4x8, four gate weights 8x8): z* = X @ W* (materialised), C = sigmoid(zf) * Cp + sigmoid(zi) * tanh(zg), "
        "Hn = sigmoid(zo) * tanh(C) (C and Hn outputs); the naive backward recomputes the four matmuls and inlines the gates and tanh(C) (C itself "
        "recomputed inline) in dCt = dC + dHn * o * (1 - tc * tc), dzo, dzi, dzf, dzg, dCp, then dX and the four dW.",
        "the gates i = sigmoid(zi), f = sigmoid(zf), g = tanh(zg), o = sigmoid(zo) (each contains a matmul) and tc = tanh(C) (C is a forward output; "
        "tanh(C) a forward subterm of Hn): five new stashes, each read two or three times; the backward then has no matmul but dX and the dW",
        ["i", "f", "g", "o", "tc"], {"dX": "X", "dCp": "Cp", "dWi": "Wi", "dWf": "Wf", "dWg": "Wg", "dWo": "Wo"}, {"dC": "C", "dHn": "Hn"})


@case("mlp", "positive")
def conv2d_pad_stride_tanh(dt, ideal):
    """NCHW conv2d, 3x3, padding 1, stride 2, bias, tanh; the padded input a materialised injective block."""
    N, C, H, O, KH, PD, ST = 1, 3, 8, 4, 3, 1, 2; HP = H + 2 * PD; HO = (HP - KH) // ST + 1; c = K(dt)

    def pad(X):
        return ew((N, C, HP, HP), lambda n, ch, i, j: te.if_then_else(tir.all(i >= PD, i < H + PD, j >= PD, j < H + PD), X[n, ch, i - PD, j - PD], c(0.0)),
                  "Xp")

    def conv(Xp, W):
        cc, kh, kw = RA(C, "c"), RA(KH, "kh"), RA(KH, "kw")
        return te.compute((N, O, HO, HO), lambda n, o, h, w: te.sum(Xp[n, cc, h * ST + kh, w * ST + kw] * W[o, cc, kh, kw], axis=[cc, kh, kw]), name="Z")
    X, W, b = P((N, C, H, H), "X", dt), P((O, C, KH, KH), "W", dt), P((O,), "b", dt)
    Xp = pad(X)
    Z = conv(Xp, W)
    Y = ew((N, O, HO, HO), lambda n, o, h, w: te.tanh(Z[n, o, h, w] + b[o]), "Y")
    fwd = [X, W, b, Y] + ([Xp] if ideal else [])
    Xb, Wb, bb, dY = P((N, C, H, H), "X", dt), P((O, C, KH, KH), "W", dt), P((O,), "b", dt), P((N, O, HO, HO), "dY", dt)
    if ideal:
        Yb, Xpb = P((N, O, HO, HO), "Y", dt), P((N, C, HP, HP), "Xp", dt); extra = [Yb, Xpb]; T_ = lambda n, o, h, w: Yb[n, o, h, w]
    else:
        Xpb = pad(Xb); Zb = conv(Xpb, Wb); extra = []; T_ = lambda n, o, h, w: te.tanh(Zb[n, o, h, w] + bb[o])
    dZ = ew((N, O, HO, HO), lambda n, o, h, w: dY[n, o, h, w] * (c(1.0) - T_(n, o, h, w) * T_(n, o, h, w)), "dZ")
    n2, h2, w2 = RA(N, "n"), RA(HO, "h"), RA(HO, "w")
    dW = te.compute((O, C, KH, KH), lambda o, ch, kh, kw: te.sum(dZ[n2, o, h2, w2] * Xpb[n2, ch, h2 * ST + kh, w2 * ST + kw], axis=[n2, h2, w2]), name="dW")
    n3, h3, w3 = RA(N, "n"), RA(HO, "h"), RA(HO, "w")
    db = te.compute((O,), lambda o: te.sum(dZ[n3, o, h3, w3], axis=[n3, h3, w3]), name="db")
    o, kh, kw = RA(O, "o"), RA(KH, "kh"), RA(KH, "kw")
    dX = te.compute((N, C, H, H), lambda n, ch, i, j: te.sum(te.if_then_else(
        tir.all((i + PD - kh) % ST == 0, (j + PD - kw) % ST == 0, i + PD - kh >= 0, j + PD - kw >= 0, (i + PD - kh) // ST < HO, (j + PD - kw) // ST < HO),
        dZ[n, o, (i + PD - kh) // ST, (j + PD - kw) // ST] * Wb[o, ch, kh, kw], c(0.0)), axis=[o, kh, kw]), name="dX")
    return fwd, [Xb, Wb, bb, dY] + extra + [dX, dW, db], M(
        "NCHW conv2d (X 1x3x8x8, W 4x3x3x3), padding 1 (Xp, a materialised T.if_then_else block), stride 2 (HO = 4), bias and tanh: Y = tanh(Z + b); "
        "the naive backward recomputes Xp and Z, dZ = dY * (1 - t * t) (materialised), dW = sum dZ * Xp[n, c, 2h + kh, 2w + kw], db, and the transposed "
        "convolution dX (remainder and range guards) reading dZ.",
        "tanh(Z + b) = the existing output Y (dZ then needs no convolution) and the padded input Xp (a forward intermediate of 6 index ops per "
        "element, which dW reads): new stash Xp", ["Y", "Xp"], {"dX": "X", "dW": "W", "db": "b"}, {"dY": "Y"})


@case("mlp", "positive")
def maxpool3s2_pad(dt, ideal):
    """Max pooling 3x3, stride 2, padding 1 (overlapping windows, padding by the dtype's minimum); the backward routes through a reduction over the windows."""
    N, C, H, KW, ST, PD = 2, 2, 8, 3, 2, 1; HO = (H + 2 * PD - KW) // ST + 1; c = K(dt)
    lo = tir.min_value(dt)

    def pool(X, name):
        kh, kw = RA(KW, "kh"), RA(KW, "kw")
        return te.compute((N, C, HO, HO), lambda n, ch, oh, ow: te.max(te.if_then_else(
            tir.all(oh * ST + kh >= PD, oh * ST + kh < H + PD, ow * ST + kw >= PD, ow * ST + kw < H + PD),
            X[n, ch, oh * ST + kh - PD, ow * ST + kw - PD], lo), axis=[kh, kw]), name=name)
    X = P((N, C, H, H), "X", dt)
    Y = pool(X, "Y")
    Xb, dY = P((N, C, H, H), "X", dt), P((N, C, HO, HO), "dY", dt)
    if ideal:
        Mx = P((N, C, HO, HO), "Y", dt); extra = [Mx]
    else:
        Mx = pool(Xb, "win_max"); extra = []
    oh, ow = RA(HO, "oh"), RA(HO, "ow")
    dX = te.compute((N, C, H, H), lambda n, ch, h, w: te.sum(te.if_then_else(
        tir.all(h + PD - oh * ST >= 0, h + PD - oh * ST < KW, w + PD - ow * ST >= 0, w + PD - ow * ST < KW, Xb[n, ch, h, w] == Mx[n, ch, oh, ow]),
        dY[n, ch, oh, ow], c(0.0)), axis=[oh, ow]), name="dX")
    return [X, Y], [Xb, dY] + extra + [dX], M(
        "Max pooling 3x3, stride 2, padding 1 (X 2x2x8x8, Y 2x2x4x4; out-of-bounds taps are the dtype's minimum through T.if_then_else); the naive "
        "backward recomputes the pooled maxima (materialised win_max) and routes dX[n, c, h, w] = sum_{oh, ow} (h + 1 - 2 oh in 0..2 and w + 1 - 2 ow in "
        "0..2 and X[n, c, h, w] == win_max[n, c, oh, ow] ? dY[n, c, oh, ow] : 0) (overlapping windows add).",
        "the guarded max reduction = the existing output Y (a max reduction with a T.if_then_else body, matched as a whole)", ["Y"], {"dX": "X"}, {"dY": "Y"})


@case("mlp", "positive")
def embedding_bag_tanh(dt, ideal):
    """Embedding bag: Y[b, d] = sum_t tanh(E[idx[b, t], d]) (a data-dependent gather); dE scatters through a select on idx[b, t] == v."""
    V, D, B, T = 16, 8, 4, 6; c = K(dt)
    E, idx = P((V, D), "E", dt), P((B, T), "idx", "int32")
    if ideal:
        th = ew((B, T, D), lambda b, t, d: te.tanh(E[idx[b, t], d]), "th")
        TF = lambda b, t, d: th[b, t, d]
    else:
        TF = lambda b, t, d: te.tanh(E[idx[b, t], d])
    t = RA(T, "t")
    Y = te.compute((B, D), lambda b, d: te.sum(TF(b, t, d), axis=t), name="Y")
    fwd = [E, idx, Y] + ([th] if ideal else [])
    Eb, idxb, dY = P((V, D), "E", dt), P((B, T), "idx", "int32"), P((B, D), "dY", dt)
    if ideal:
        thb = P((B, T, D), "th", dt); extra = [thb]; TB = lambda b, t, d: thb[b, t, d]
    else:
        extra = []; TB = lambda b, t, d: te.tanh(Eb[idxb[b, t], d])
    b, t = RA(B, "b"), RA(T, "t")
    dE = te.compute((V, D), lambda v, d: te.sum(te.if_then_else(idxb[b, t] == v, dY[b, d] * (c(1.0) - TB(b, t, d) * TB(b, t, d)), c(0.0)), axis=[b, t]),
                    name="dE")
    return fwd, [Eb, idxb, dY] + extra + [dE], M(
        "Embedding bag with tanh (E 16x8, idx int32 4x6): Y[b, d] = sum_t tanh(E[idx[b, t], d]); dE[v, d] = sum_{b,t} (idx[b, t] == v ? dY[b, d] * "
        "(1 - t * t) : 0) with t = tanh(E[idx[b, t], d]) (the forward's gather, as an AD pass emits it) twice in the body (16 x 4 x 6 x 8 iterations).",
        "th = tanh(E[idx[b, t], d]) (a term of the forward's reduction body over (b, d, t), read through a data-dependent index): new stash th "
        "(4x6x8), read at [b, t, d] in dE's body", ["th"], {"dE": "E"}, {"dY": "Y"})


# ================================================================ driver
def write_cases(CASES, DTYPE, NOT_GRAD, OUT, only):
    """Writes the input, ideal and meta.json of each case of `CASES` (all when `only` is empty)
    into `OUT`, and the index `cases.json`; shared by the later batches' generators."""
    os.makedirs(OUT + "/cases", exist_ok=True)
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
             "gradient_of_forward": cid not in NOT_GRAD, "gradient_check": gc, "gradient_check_ideal": gci, "ideal_report": rep,
             "ideal_equal": eq, "weighted_ops": wo, "files": files}
        json.dump(m, open(os.path.join(OUT, files["meta"]), "w"), indent=1)
        index[cid] = {"id": cid, "family": fam, "kind": kind, "files": files}
        print(f"{cid:28} {dt} grad rel_err={gc['rel_err']:.2e} ideal {gci['rel_err']:.2e} ideal_eq={eq}  "
              f"fwd {wo['forward']['ops']}->{wo['ideal_forward']['ops']}  bwd {wo['backward']['ops']}->{wo['ideal_backward']['ops']}", flush=True)
    order = [c for c in CASES if c in index]
    json.dump({"cases": [index[c] for c in order]}, open(path, "w"), indent=1)



def main():
    write_cases(CASES, DTYPE, NOT_GRAD, OUT, sys.argv[1:])

if __name__ == "__main__":
    main()
