"""The TIR pipeline "tir_eqsat": TVM's default pipeline with our CSE, through tvm.tirx.build
and tvm.compile; compiled programs compute what TVM's default build computes."""

import warnings

import numpy as np
import pytest
import tvm

import tir_eqsat  # noqa: F401  (registers the pipeline)
from tir_eqsat import pipeline, testing
from conftest import corpus_meta, corpus_names, corpus_text

LLVM = corpus_names("llvm")


@pytest.mark.parametrize("name", [pipeline.NAME, pipeline.SIMPLIFY_NAME])
def test_registered(name):
    assert name in tvm.tirx.compilation_pipeline.PIPELINE_MAP
    passes = tvm.tirx.get_tir_pipeline(name)
    assert len(passes) == 3


@pytest.mark.parametrize("which", [pipeline.NAME, pipeline.SIMPLIFY_NAME])
@pytest.mark.parametrize("name", LLVM)
def test_llvm_build_computes_what_the_default_build_computes(name, which):
    mod = tvm.script.from_source(corpus_text(name))
    reference = tvm.tirx.build(mod, target="llvm")
    with warnings.catch_warnings():
        warnings.simplefilter("error")  # no function may fall back to TVM's CSE
        ours = tvm.tirx.build(mod, target="llvm", pipeline=which)
    run = pipeline.last_run()
    assert run["cse_replaced"] == 1 and "llvm" in run["target"] and run["fallbacks"] == []
    bindings = testing.bindings_of(corpus_meta(name))
    for gv, func in mod.functions.items():
        for seed in (0, 1):
            args = testing.random_arguments(func, bindings, seed=seed)
            expected = testing.run(reference, gv.name_hint, args)
            got = testing.run(ours, gv.name_hint, args)
            assert testing.same_outputs(expected, got), f"{name}: {gv.name_hint} differs (seed {seed})"
            assert not testing.same_outputs(args, expected), "the kernel wrote nothing"


@pytest.mark.parametrize("n, m", [(1, 1), (3, 2), (5, 7), (2, 1001)])
def test_bound_checks_removed_by_simplify_hold_for_every_shape(n, m):
    """softmax_dynamic's guards `k_0 * 4 < m` (k_0 below (m + 3) // 4) are dropped by the
    simplify pipeline: the build must compute the same for shapes the corpus does not bind,
    a last tile of 1, 2 or 3 elements and a single element included."""
    name = "softmax_dynamic_llvm"
    mod = tvm.script.from_source(corpus_text(name))
    reference = tvm.tirx.build(mod, target="llvm")
    ours = tvm.tirx.build(mod, target="llvm", pipeline=pipeline.SIMPLIFY_NAME)
    for gv, func in mod.functions.items():
        args = testing.random_arguments(func, {"n": n, "m": m}, seed=3)
        expected = testing.run(reference, gv.name_hint, args)
        assert testing.same_outputs(expected, testing.run(ours, gv.name_hint, args)), (n, m)


def test_a_function_the_library_rejects_gets_tvms_cse_in_the_pipeline():
    from test_transform import UNSUPPORTED

    mod = tvm.IRModule({"main": tvm.script.from_source(UNSUPPORTED)})
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        tvm.tirx.build(mod, target="llvm", pipeline="tir_eqsat")
    run = pipeline.last_run()
    assert run["cse_replaced"] == 1 and run["fallbacks"] == ["main"]
    assert any("main not optimized" in str(w.message) for w in caught)


def test_disable_cse_config_is_honoured():
    mod = tvm.script.from_source(corpus_text("reduce_sum_llvm"))
    with tvm.transform.PassContext(config={"tirx.disable_cse_tir": True}):
        tvm.tirx.build(mod, target="llvm", pipeline="tir_eqsat")
    assert pipeline.last_run()["cse_replaced"] == 0
    tvm.tirx.build(mod, target="llvm", pipeline="tir_eqsat")
    assert pipeline.last_run()["cse_replaced"] == 1
    # TVM's own CommonSubexprElim is back after the pipeline ran.
    assert tvm.tirx.transform.CommonSubexprElim().info.name == "tirx.CommonSubexprElim"


def test_tvm_compile_with_tir_pipeline():
    name = "softmax_static_llvm"
    mod = tvm.script.from_source(corpus_text(name))
    ex = tvm.compile(mod, target="llvm", tir_pipeline="tir_eqsat")
    reference = tvm.compile(mod, target="llvm")
    func = mod["main"]
    args = testing.random_arguments(func, {}, seed=3)
    assert testing.same_outputs(testing.run(reference, "main", args), testing.run(ex, "main", args))


def test_relax_compile_with_tir_pipeline():
    from tvm import relax
    from tvm.script import ir as I
    from tvm.script import relax as R

    @I.ir_module
    class Model:
        @R.function
        def main(x: R.Tensor((4, 8), "float32"), y: R.Tensor((8, 16), "float32")):
            z = R.matmul(x, y)
            w = R.nn.softmax(z, axis=-1)
            return w

    ours = tvm.compile(Model, target="llvm", tir_pipeline="tir_eqsat")
    run = pipeline.last_run()
    assert run["cse_replaced"] == 1 and run["fallbacks"] == []
    reference = tvm.compile(Model, target="llvm")
    rng = np.random.default_rng(0)
    x = tvm.runtime.tensor(rng.uniform(-1, 1, (4, 8)).astype("float32"))
    y = tvm.runtime.tensor(rng.uniform(-1, 1, (8, 16)).astype("float32"))
    got = relax.VirtualMachine(ours, tvm.cpu())["main"](x, y).numpy()
    expected = relax.VirtualMachine(reference, tvm.cpu())["main"](x, y).numpy()
    assert np.array_equal(got, expected)


def test_registered_variant():
    pipeline.register("tir_eqsat_simplify_test", passes="simplify,cse", device_passes=None)
    mod = tvm.script.from_source(corpus_text("softmax_dynamic_llvm"))
    lib = tvm.tirx.build(mod, target="llvm", pipeline="tir_eqsat_simplify_test")
    assert pipeline.last_run()["pipeline"] == "tir_eqsat_simplify_test"
    args = testing.random_arguments(mod["main"], {"n": 3, "m": 10}, seed=0)
    reference = tvm.tirx.build(mod, target="llvm")
    assert testing.same_outputs(testing.run(reference, "main", args), testing.run(lib, "main", args))


def test_gpu_pipeline_replaces_cse_and_runs_the_device_step():
    """CUDA: the pipeline and the device finalization run without a GPU (no code is launched),
    and the device step reads and optimizes every finalized kernel (pointer parameters, shifts,
    annotated shared allocations): no kernel falls back to TVM's form."""
    from tvm.tirx.build import split_host_device_mods

    main, _host, device = tvm.tirx.get_tir_pipeline("tir_eqsat")
    for name in corpus_names("cuda"):
        mod = tvm.script.from_source(corpus_text(name))
        target = tvm.target.Target("cuda", host="llvm")
        mod = tvm.tirx.transform.BindTarget(target)(mod)
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always")
            lowered = main(mod)
            run = pipeline.last_run()
            assert run["cse_replaced"] == 1 and run["fallbacks"] == [], name
            _host_mod, device_mods = split_host_device_mods(lowered)
            assert device_mods
            for _t, dev in device_mods.items():
                device()(dev)
        run = pipeline.last_run()
        assert run["device_cse_runs"] == len(device_mods)
        assert run["device_fallbacks"] == [], name
        ours = [w for w in caught if "tir_eqsat" in str(w.message)]
        assert len(ours) <= 1, [str(w.message) for w in ours]
        assert "cse_v" in lowered.script()


def test_another_threads_default_build_keeps_tvms_cse():
    # While one thread builds with our pipeline, `CommonSubexprElim()` in another thread is
    # TVM's own pass.
    import threading

    seen = []
    inside = threading.Event()
    release = threading.Event()

    def building():
        with pipeline._CseReplaced(object()):
            inside.set()
            release.wait(30)

    t = threading.Thread(target=building)
    t.start()
    assert inside.wait(30)
    try:
        seen.append(tvm.tirx.transform.CommonSubexprElim())
    finally:
        release.set()
        t.join()
    assert isinstance(seen[0], tvm.transform.Pass)


def test_registering_over_a_tvm_pipeline_is_refused():
    with pytest.raises(ValueError, match="TVM's own"):
        pipeline.register("s_tir")
