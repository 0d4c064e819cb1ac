"""tir_eqsat.optimize and the helpers: kinds in and out, options, errors."""


import pytest
import tvm

import tir_eqsat
from conftest import REPO, corpus_text

HAND_B = corpus_text("hand_b_commuted_sum")


def test_import_registers_the_pipeline_and_ships_the_rules():
    assert "tir_eqsat" in tvm.tirx.compilation_pipeline.PIPELINE_MAP
    files = tir_eqsat.shipped_rule_files()
    assert "arith.rules" in files and len(files) >= 6
    assert isinstance(tir_eqsat.__version__, str)


def test_text_in_text_out():
    out = tir_eqsat.optimize(HAND_B)
    assert isinstance(out, str)
    assert "cse_v1: T.let[T.int32] = x + y" in out
    assert tir_eqsat.weighted_ops(out)["weighted_ops"] == 2
    assert tir_eqsat.weighted_ops(HAND_B)["weighted_ops"] == 7


def test_module_in_module_out_and_primfunc_in_primfunc_out():
    mod = tvm.script.from_source(HAND_B)
    out = tir_eqsat.optimize(mod)
    assert isinstance(out, tvm.IRModule)
    expected = tvm.script.from_source(tir_eqsat.optimize(HAND_B))
    tvm.ir.assert_structural_equal(out, expected)
    func = mod["main"]
    out_func = tir_eqsat.optimize(func)
    assert isinstance(out_func, tvm.tirx.PrimFunc)
    tvm.ir.assert_structural_equal(out_func, expected["main"])
    # The input is not modified.
    tvm.ir.assert_structural_equal(mod, tvm.script.from_source(HAND_B))


def test_return_info_has_stats_and_times():
    out, info = tir_eqsat.optimize(tvm.script.from_source(HAND_B), return_info=True, bind={"n": 4})
    (row,) = info["stats"]
    assert row["function"] == "main" and row["pass"] == "cse" and row["bindings"] == 2
    assert row["weighted_ops_before"] == 7 and row["weighted_ops_after"] == 2
    for key in ("print_tvm_ms", "parse_tvm_ms", "parse_ms", "passes_ms", "print_ms", "convert_ms", "total_ms"):
        assert info[key] >= 0.0
    _, info = tir_eqsat.optimize(HAND_B, passes="simplify,cse", return_info=True)
    assert [r["pass"] for r in info["stats"]] == ["simplify", "cse"]


def test_modes_and_passes():
    syntactic = tir_eqsat.optimize(HAND_B, mode="syntactic")
    assert syntactic == tir_eqsat.optimize(HAND_B, passes="syntactic-cse")
    assert tir_eqsat.weighted_ops(syntactic)["weighted_ops"] == 5  # TVM's figure
    src = corpus_text("conv2d_nchw_llvm")
    assert tir_eqsat.optimize(src, placement="lca") != tir_eqsat.optimize(src)
    with_preds = tir_eqsat.optimize(src)
    without = tir_eqsat.optimize(src, bind_predicates=False)
    assert "T.let[T.bool]" in with_preds and "T.let[T.bool]" not in without


def test_rules_directory(tmp_path):
    assert tir_eqsat.optimize(HAND_B, rules=REPO / "rules") == tir_eqsat.optimize(HAND_B)
    with pytest.raises(tir_eqsat.TirEqsatError, match="no \\*.rules files"):
        tir_eqsat.optimize(HAND_B, rules=tmp_path)
    (tmp_path / "bad.rules").write_text("this is not a rule\n")
    with pytest.raises(tir_eqsat.TirEqsatError, match="bad.rules:1"):
        tir_eqsat.optimize(HAND_B, rules=tmp_path)


def test_syntax_error_carries_file_line_col():
    with pytest.raises(tir_eqsat.TirEqsatError) as e:
        tir_eqsat.optimize("@T.prim_func\ndef f(:\n    pass\n", filename="k.py")
    assert str(e.value).startswith("k.py:2:7: error:")
    assert issubclass(tir_eqsat.TirEqsatError, Exception)


def test_unsupported_construct_is_an_error_not_a_crash():
    src = HAND_B.replace("buffer[i1] = x + y + z", "buffer[i1] = frobnicate(x)")
    assert src != HAND_B
    with pytest.raises(tir_eqsat.TirEqsatError, match=r"<string>:\d+:\d+"):
        tir_eqsat.optimize(src)


@pytest.mark.parametrize(
    "kwargs, message",
    [
        ({"passes": "cse,bogus"}, "unknown pass `bogus`"),
        ({"mode": "fancy"}, "mode"),
        ({"placement": "middle"}, "placement"),
        ({"speculate_traps": True}, "syntactic\" only"),
        ({"bind": "n"}, "bind"),
        ({"colour": "blue"}, "unknown option"),
        ({"bind": {"n": "abc"}}, "expected an int"),
        ({"bind": 5}, "expected a dict"),
        ({"bind": {"n": 2**70}}, "within int64"),
        ({"bind_predicates": "false"}, "expected True or False"),
        ({"mode": None}, "expected a string"),
    ],
)
def test_bad_options_raise(kwargs, message):
    with pytest.raises(tir_eqsat.TirEqsatError, match=message):
        tir_eqsat.optimize(HAND_B, **kwargs)


def test_wrong_object_kind():
    with pytest.raises(tir_eqsat.TirEqsatError, match="TVMScript text"):
        tir_eqsat.optimize(42)


def test_no_panic_crosses_the_boundary():
    with pytest.raises(tir_eqsat.TirEqsatError, match="internal error.*deliberate panic"):
        tir_eqsat._native._panic_for_test()
    # The extension still works afterwards.
    assert tir_eqsat.fmt(HAND_B) == tir_eqsat.fmt(tir_eqsat.fmt(HAND_B))


def test_fmt_round_trip_is_a_fixed_point():
    text = corpus_text("softmax_dynamic_llvm")
    once = tir_eqsat.fmt(text)
    assert tir_eqsat.fmt(once) == once


def test_random_arguments_of_a_compound_symbolic_extent():
    func = tvm.script.from_source(
        """
@T.prim_func
def f(a: T.handle, n: T.int32, m: T.int32):
    A = T.match_buffer(a, (n * m,), "float32")
    A[0] = T.float32(1)
"""
    )
    from tir_eqsat import testing

    array, n, m = testing.random_arguments(func, {"n": 2, "m": 3})
    assert array.shape == (6,) and (n, m) == (2, 3)
