"""A second corpus of real TIR from TVM 0.27, made here: TOPI operators (convolutions of every
layout and kind, pooling, dense and batched matmul, reductions, normalizations, softmax,
scans, gathers, resizes, layout changes; static and symbolic shapes), each lowered by TVM's
default llvm pipeline and captured right where TVM runs `tirx.CommonSubexprElim`, as the
shared corpus was. Most of them are also scheduled as the shared corpus's kernels are
(padding inlined, the innermost loop of each block split by 4 and unrolled where its extent
allows), which gives the index arithmetic of tiled code; and each is also scheduled for CUDA
by dlight's default GPU schedules and lowered by TVM's CUDA pipeline (`NAME_cuda`: captured
the same way; no CUDA toolkit is needed, the build stops at device code generation).

For each kernel it writes, into OUT (a kernel whose schedule TVM fails to apply is named on
standard error and left out):
- `NAME.input.tir.py`: the function as TVM's CSE receives it;
- `NAME.tvm_cse.tir.py`: TVM 0.27's `CommonSubexprElim` applied to it;
- `NAME.meta.json`: description, target, functions and `bindings` (values of the symbolic
  shape variables, for weighted op counts).
So `tir-eqsat bench OUT`, `scripts/compare_tvm.py OUT/*.input.tir.py` and
`scripts/runtime_bench.py OUT` read it as they read `../shared/corpus`.

Usage: python scripts/make_kernels.py OUT [--only NAME,...]
Needs the project's TVM venv (scripts/setup_tvm_venv.sh).
"""

import argparse
import json
import os
import sys

import tvm
from tvm import te, topi

F32 = "float32"


def ph(shape, name, dtype=F32):
    return te.placeholder(shape, name=name, dtype=dtype)


def dyn(*names):
    return [te.var(n) for n in names]


# Each kernel: name -> (description, builder, bindings, schedule it). A builder returns the
# function's tensor arguments (inputs, then outputs).
def kernels():
    n, m = dyn("n", "m")
    k = {}

    def op(name, desc, fn, *inputs, sched=True, bindings=None):
        """Kernel `name`: `fn` over placeholders of `inputs`, each `(shape, name)` or
        `(shape, name, dtype)`; `fn` returns one output tensor or several."""

        def build():
            args = [ph(*i) for i in inputs]
            out = fn(*args)
            return args + (list(out) if isinstance(out, (list, tuple)) else [out])

        k[name] = (desc, build, bindings or {}, sched)

    def conv(name, desc, fn, a_shape, w_shape):
        op(name, desc, fn, (a_shape, "A"), (w_shape, "W"))

    conv("conv2d_nchw_s2", "conv2d_nchw 1x16x28x28 * 32x16x3x3, stride 2, pad 1",
         lambda a, w: topi.nn.conv2d_nchw(a, w, 2, 1, 1), (1, 16, 28, 28), (32, 16, 3, 3))
    conv("conv2d_nchw_dil2", "conv2d_nchw 1x8x20x20 * 16x8x3x3, dilation 2, pad 2",
         lambda a, w: topi.nn.conv2d_nchw(a, w, 1, 2, 2), (1, 8, 20, 20), (16, 8, 3, 3))
    conv("conv2d_nhwc_s1", "conv2d_nhwc 1x14x14x16 * 3x3x16x32, pad 1",
         lambda a, w: topi.nn.conv2d_nhwc(a, w, 1, 1, 1), (1, 14, 14, 16), (3, 3, 16, 32))
    conv("group_conv2d_nchw", "group_conv2d_nchw 1x16x14x14 * 16x4x3x3, 4 groups, pad 1",
         lambda a, w: topi.nn.group_conv2d_nchw(a, w, 1, 1, 1, 4), (1, 16, 14, 14), (16, 4, 3, 3))
    conv("depthwise_conv2d_nchw", "depthwise_conv2d_nchw 1x16x28x28 * 16x1x3x3, pad 1",
         lambda a, w: topi.nn.depthwise_conv2d_nchw(a, w, 1, 1, 1), (1, 16, 28, 28), (16, 1, 3, 3))
    conv("conv1d_ncw", "conv1d_ncw 1x16x64 * 32x16x5, pad 2",
         lambda a, w: topi.nn.conv1d_ncw(a, w, 1, 2, 1), (1, 16, 64), (32, 16, 5))
    conv("conv3d_ncdhw", "conv3d_ncdhw 1x4x8x8x8 * 8x4x3x3x3, pad 1",
         lambda a, w: topi.nn.conv3d_ncdhw(a, w, 1, 1, 1, 1), (1, 4, 8, 8, 8), (8, 4, 3, 3, 3))
    conv("conv2d_transpose_nchw", "conv2d_transpose_nchw 1x8x14x14 * 8x16x4x4, stride 2, pad 1",
         lambda a, w: topi.nn.conv2d_transpose_nchw(a, w, (2, 2), (1, 1), F32, (0, 0)),
         (1, 8, 14, 14), (8, 16, 4, 4))

    def unary(name, desc, fn, shape, sched=True, bindings=None):
        op(name, desc, fn, (shape, "A"), sched=sched, bindings=bindings)

    unary("max_pool2d", "max_pool2d 1x16x28x28, 3x3 window, stride 2, pad 1",
          lambda a: topi.nn.pool2d(a, (3, 3), (2, 2), (1, 1), (1, 1, 1, 1), "max"), (1, 16, 28, 28))
    unary("avg_pool2d_nhwc", "avg_pool2d NHWC 1x28x28x16, 2x2 window, stride 2",
          lambda a: topi.nn.pool2d(a, (2, 2), (2, 2), (1, 1), (0, 0, 0, 0), "avg", layout="NHWC"),
          (1, 28, 28, 16))
    # Not adaptive pooling: its window loops' extents depend on the output loops' variables,
    # and the weighted op measure multiplies trip counts (`tir-eqsat cost` says so and stops).
    unary("global_max_pool", "global_pool 1x32x14x14, max",
          lambda a: topi.nn.global_pool(a, "max"), (1, 32, 14, 14))
    unary("max_pool1d", "pool1d 1x8x100, 4 window, stride 3, pad 1",
          lambda a: topi.nn.pool1d(a, (4,), (3,), (1,), (1, 1), "max"), (1, 8, 100))
    unary("sum_axis1", "sum over axis 1 of 32x100x8",
          lambda a: topi.sum(a, axis=1), (32, 100, 8))
    unary("max_axis_last", "max over the last axis of 64x300",
          lambda a: topi.max(a, axis=1), (64, 300))
    unary("argmax_last", "argmax over the last axis of 16x500",
          lambda a: topi.argmax(a, axis=1), (16, 500), sched=False)
    unary("global_avg_pool", "global_pool 1x32x14x14, avg",
          lambda a: topi.nn.global_pool(a, "avg"), (1, 32, 14, 14))
    unary("softmax_axis1", "softmax over axis 1 of 8x100x16",
          lambda a: topi.nn.softmax(a, axis=1), (8, 100, 16))
    unary("log_softmax", "log_softmax over the last axis of 32x1000",
          lambda a: topi.nn.log_softmax(a), (32, 1000))
    unary("softmax_dyn", "softmax over the last axis of a symbolic n x m",
          lambda a: topi.nn.softmax(a, axis=1), (n, m), bindings={"n": 64, "m": 1000})
    unary("relu_dyn_3d", "relu of a symbolic n x m x 16",
          lambda a: topi.nn.relu(a), (n, m, 16), bindings={"n": 8, "m": 128})
    unary("transpose_0213", "transpose (0, 2, 1, 3) of 4x32x16x8",
          lambda a: topi.transpose(a, (0, 2, 1, 3)), (4, 32, 16, 8))
    unary("reshape_transpose", "reshape 8x64x64 to 8x4096 then 4096x8",
          lambda a: topi.transpose(topi.reshape(a, (8, 4096))), (8, 64, 64))
    unary("pad_nchw", "pad 1x16x28x28 by 2 on each spatial side",
          lambda a: topi.nn.pad(a, (0, 0, 2, 2), (0, 0, 2, 2)), (1, 16, 28, 28))
    unary("resize2d_bilinear", "resize2d 1x8x16x16 to 32x32, linear",
          lambda a: topi.image.resize2d(a, (0.0, 0.0, 0.0, 0.0), (32, 32), method="linear"),
          (1, 8, 16, 16), sched=False)
    unary("upsampling_nearest", "upsampling 1x8x16x16 by 2, nearest",
          lambda a: topi.nn.upsampling(a, 2, 2), (1, 8, 16, 16))
    unary("strided_slice", "strided_slice of 16x64x64, step 2 on the last two axes",
          lambda a: topi.strided_slice(a, (0, 1, 1), (16, 63, 63), (1, 2, 2)), (16, 64, 64))
    unary("cumsum_axis1", "cumsum over axis 1 of 32x256",
          lambda a: topi.cumsum(a, axis=1), (32, 256), sched=False)
    unary("lrn", "local_response_norm 1x16x14x14, size 5",
          lambda a: topi.nn.lrn(a, 5, 1, 0.0001, 0.75, 2.0), (1, 16, 14, 14))
    unary("space_to_depth", "space_to_depth 1x8x16x16, block 2",
          lambda a: topi.nn.space_to_depth(a, 2), (1, 8, 16, 16))
    unary("concat_split", "concatenate of two halves of 16x64 split on axis 1",
          lambda a: topi.concatenate(topi.split(a, 2, axis=1)[::-1], axis=1), (16, 64))

    def norm(name, desc, fn, shape):
        op(name, desc, fn, (shape, "A"), ((shape[-1],), "gamma"), ((shape[-1],), "beta"))

    norm("layer_norm_3d", "layer_norm over the last axis of 4x64x256",
         lambda a, g, b: topi.nn.layer_norm(a, g, b, axis=[2]), (4, 64, 256))
    norm("group_norm", "group_norm 2x16x8x8, 4 groups",
         lambda a, g, b: topi.nn.group_norm(a, g, b, 4, 1, [2, 3]), (2, 16, 8, 16))

    op("rms_norm", "rms_norm over the last axis of 8x512",
       lambda a, w: topi.nn.rms_norm(a, w, axis=[1]), ((8, 512), "A"), ((512,), "weight"))

    def binary(name, desc, fn, a_shape, b_shape, bindings=None):
        op(name, desc, fn, (a_shape, "A"), (b_shape, "B"), bindings=bindings)

    binary("dense_128", "dense 64x128 * 96x128 (B transposed)",
           lambda a, b: topi.nn.dense(a, b), (64, 128), (96, 128))
    binary("matmul_nn", "matmul 64x96 * 96x80",
           lambda a, b: topi.matmul(a, b), (64, 96), (96, 80))
    binary("batch_matmul_nt", "batch_matmul 4x32x64 * 4x48x64 (B transposed)",
           lambda a, b: topi.nn.batch_matmul(a, b), (4, 32, 64), (4, 48, 64))
    binary("dense_dyn", "dense of a symbolic batch n x 256 * 128x256",
           lambda a, b: topi.nn.dense(a, b), (n, 256), (128, 256), bindings={"n": 32})
    binary("add_broadcast", "add 8x1x32x1 + 1x16x1x64 (broadcast to 8x16x32x64)",
           lambda a, b: topi.add(a, b), (8, 1, 32, 1), (1, 16, 1, 64))
    binary("add_dyn_broadcast", "add of a symbolic n x m and an m row",
           lambda a, b: topi.add(a, b), (n, m), (m,), bindings={"n": 64, "m": 512})

    op("take_rows", "take rows of 1000x64 by 32x8 indices (clipped)",
       lambda a, idx: topi.take(a, idx, axis=0, mode="clip"), ((1000, 64), "A"), ((32, 8), "indices", "int32"))
    return k


def schedule(func):
    """The shared corpus's schedule, where it applies: padding and other injective producers
    inlined, the innermost loop of each remaining block split by 4 and unrolled."""
    sch = tvm.s_tir.Schedule(tvm.IRModule({"main": func}))
    for b in sch.get_child_blocks(sch.get_sblock("root")):
        try:
            sch.compute_inline(b)
        except Exception:  # noqa: BLE001 - a block that cannot be inlined stays
            pass
    for b in sch.get_child_blocks(sch.get_sblock("root")):
        loops = sch.get_loops(b)
        if not loops:
            continue
        inner = loops[-1]
        extent = sch.get(inner).extent
        if isinstance(extent, tvm.tirx.IntImm) and extent.value % 4 == 0 and extent.value > 4:
            _, i = sch.split(inner, [None, 4])
            sch.unroll(i)
    return sch.mod["main"]


def gpu_schedule(func):
    """dlight's default GPU schedules (as Relax's `DefaultGPUSchedule` applies them): matmul,
    GEMV, reductions, then a fallback that binds every remaining loop nest to threads."""
    from tvm.s_tir import dlight as dl

    with CUDA:
        mod = dl.ApplyDefaultSchedule(
            dl.gpu.Matmul(), dl.gpu.GEMV(), dl.gpu.Reduction(), dl.gpu.GeneralReduction(), dl.gpu.Fallback()
        )(tvm.IRModule({"main": func}))
    return mod["main"]


CUDA = tvm.target.Target({"kind": "cuda", "arch": "sm_80"})


def capture(func, target="llvm"):
    """The module TVM's default pipeline for `target` hands to `CommonSubexprElim`, and its
    result (for CUDA, the build stops after it is captured: no CUDA toolkit is needed)."""
    seen = []
    original = tvm.tirx.transform.CommonSubexprElim

    def replacement(*args, **kwargs):
        real = original(*args, **kwargs)

        @tvm.transform.module_pass(opt_level=0, name="capture_before_cse")
        def capture_pass(mod, _ctx):
            after = real(mod)
            seen.append((mod, after))
            return after

        return capture_pass

    tvm.tirx.transform.CommonSubexprElim = replacement
    try:
        tvm.tirx.build(tvm.IRModule({"main": func}), target=CUDA if target == "cuda" else target)
    except Exception:  # noqa: BLE001 - device code generation may fail after the capture
        if not seen:
            raise
    finally:
        tvm.tirx.transform.CommonSubexprElim = original
    if not seen:
        raise RuntimeError("the pipeline ran no CommonSubexprElim")
    return seen[0]


SCHEDULED = " (padding inlined, innermost loop split by 4 and unrolled where its extent allows)"
DLIGHT = " (CUDA, dlight's default GPU schedule)"


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("out")
    ap.add_argument("--only", default="")
    a = ap.parse_args()
    os.makedirs(a.out, exist_ok=True)
    only = set(filter(None, a.only.split(",")))
    made, failed = 0, []
    variants = {"": ("llvm", None, ""), "_tiled": ("llvm", schedule, SCHEDULED), "_cuda": ("cuda", gpu_schedule, DLIGHT)}
    for name, (desc, build, bindings, sched) in kernels().items():
        for suffix, (target, scheduler, note) in variants.items():
            full = name + suffix
            if (suffix == "_tiled" and not sched) or (only and name not in only and full not in only):
                continue
            try:
                func = te.create_prim_func(build())
                if scheduler:
                    func = scheduler(func)
                before, after = capture(func, target)
            except Exception as e:  # noqa: BLE001 - reported, the others go on
                failed.append((full, str(e).splitlines()[0] if str(e) else type(e).__name__))
                continue
            with open(os.path.join(a.out, full + ".input.tir.py"), "w") as f:
                f.write(before.script())
            with open(os.path.join(a.out, full + ".tvm_cse.tir.py"), "w") as f:
                f.write(after.script())
            meta = {
                "name": full,
                "description": desc + note,
                "target": target,
                "functions": [str(g.name_hint) for g in before.get_global_vars()],
                "bindings": bindings,
            }
            with open(os.path.join(a.out, full + ".meta.json"), "w") as f:
                json.dump(meta, f, indent=1)
                f.write("\n")
            made += 1
    for name, why in failed:
        print(f"{name}: not made: {why}", file=sys.stderr)
    print(f"{made} kernels written to {a.out}, {len(failed)} failed")
    return 0 if made else 1


if __name__ == "__main__":
    sys.exit(main())
