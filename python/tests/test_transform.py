"""The passes of tir_eqsat.transform inside tvm.transform.Sequential, against the command line
on every corpus program, and the exactness of the TVMScript conversion."""

import warnings

import pytest
import tvm

import tir_eqsat
from tir_eqsat import transform
from conftest import corpus_names, corpus_text

ALL = corpus_names()


@pytest.mark.parametrize("name", ALL)
def test_conversion_is_exact(name):
    """TVM's parse of our printing of TVM's printing equals the original function."""
    mod = tvm.script.from_source(corpus_text(name))
    for _gv, func in mod.functions.items():
        back = tvm.script.from_source(tir_eqsat.fmt(func.script()))
        tvm.ir.assert_structural_equal(func, back)


@pytest.mark.parametrize("name", ALL)
def test_semantic_cse_in_sequential_equals_the_cli(name, cli):
    text = corpus_text(name)
    mod = tvm.script.from_source(text)
    ours = tvm.transform.Sequential([transform.SemanticCSE()])(mod)
    expected = tvm.script.from_source(cli("cse", "-", stdin=text))
    tvm.ir.assert_structural_equal(ours, expected)
    assert tvm.tirx.analysis.verify_well_formed(ours)


@pytest.mark.parametrize("name", ["hand_d_unrolled_index", "softmax_dynamic_llvm", "conv2d_nhwc_llvm"])
def test_simplify_then_cse_equals_cli_opt(name, cli):
    text = corpus_text(name)
    mod = tvm.script.from_source(text)
    ours = tvm.transform.Sequential([transform.Simplify(), transform.SemanticCSE()])(mod)
    expected = tvm.script.from_source(cli("opt", "-", "--passes", "simplify,cse", stdin=text))
    tvm.ir.assert_structural_equal(ours, expected)
    one = transform.Optimize(passes="simplify,cse")(mod)
    tvm.ir.assert_structural_equal(one, expected)


@pytest.mark.parametrize("name", ["hand_a_repeated_sum", "dense_tiled_llvm", "matmul_cuda"])
def test_syntactic_cse_equals_cli(name, cli):
    text = corpus_text(name)
    mod = tvm.script.from_source(text)
    ours = transform.SyntacticCSE()(mod)
    expected = tvm.script.from_source(cli("cse", "-", "--mode", "syntactic", stdin=text))
    tvm.ir.assert_structural_equal(ours, expected)


def test_options_reach_the_pass(cli):
    text = corpus_text("conv2d_nchw_llvm")
    mod = tvm.script.from_source(text)
    ours = transform.SemanticCSE(placement="lca", bind_predicates=False)(mod)
    expected = tvm.script.from_source(
        cli("cse", "-", "--placement", "lca", "--no-bind-predicates", stdin=text)
    )
    tvm.ir.assert_structural_equal(ours, expected)


def test_pass_objects_and_info():
    p = transform.SemanticCSE()
    assert isinstance(p, tvm.transform.Pass)
    assert p.info.name == "tir_eqsat.SemanticCSE"
    assert transform.Optimize("simplify,cse").info.name == "tir_eqsat.Optimize(simplify,cse)"
    mod = tvm.script.from_source(corpus_text("hand_b_commuted_sum"))
    with tvm.transform.PassContext(opt_level=3):
        tvm.transform.Sequential([transform.Simplify(), p])(mod)
    info = transform.last_info()
    assert info["stats"][0]["bindings"] == 2
    assert info["built"] + info["parsed"] == 1


def test_bad_pass_name_fails_at_construction():
    with pytest.raises(tir_eqsat.TirEqsatError, match="unknown pass"):
        transform.Optimize("cse,nope")
    with pytest.raises(tir_eqsat.TirEqsatError, match="on_error"):
        transform.SemanticCSE(on_error="ignore")


# A loop left early (`T.break_loop()`): read, but no pass transforms it; TVM builds it for llvm.
UNSUPPORTED = """
@T.prim_func
def main(A: T.Buffer((16,), "float32"), n: T.int32):
    for i in range(16):
        if i * 4 + n > 40:
            T.break_loop()
        A[i] = A[i] + T.Cast("float32", i * 4 + n)
"""


def test_a_function_the_library_rejects_raises_or_falls_back():
    mod = tvm.IRModule({"main": tvm.script.from_source(UNSUPPORTED)})
    with pytest.raises(tir_eqsat.TirEqsatError, match=r"<main>:\d+:\d+: error"):
        transform.SemanticCSE()(mod)
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        out = transform.SemanticCSE(on_error="fallback")(mod)
    assert any("main not optimized" in str(w.message) for w in caught)
    tvm.ir.assert_structural_equal(out, tvm.tirx.transform.CommonSubexprElim()(mod))


NOTHING_TO_DO = """
@T.prim_func
def main(A: T.Buffer((16,), "int32"), x: T.int32):
    for i in range(16):
        A[i] = x
"""


def test_an_unchanged_function_is_not_reparsed():
    mod = tvm.IRModule({"main": tvm.script.from_source(NOTHING_TO_DO)})
    out = transform.SemanticCSE()(mod)
    assert out["main"].same_as(mod["main"])
    info = transform.last_info()
    assert (info["built"], info["parsed"]) == (0, 0)
    assert info["parse_tvm_ms"] < 0.5  # no TVM parse (a parse takes milliseconds)
    out = transform.SemanticCSE()(tvm.script.from_source(corpus_text("hand_a_repeated_sum")))
    info = transform.last_info()
    assert info["built"] + info["parsed"] == 1
