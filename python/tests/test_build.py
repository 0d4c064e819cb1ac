"""The TVM objects built from the library's description of its output equal TVM's parse of the
printed text, and the passes fall back to that parse where the builder cannot reproduce it."""

import json

import pytest
import tvm

import tir_eqsat
from tir_eqsat import _build, _convert, _native, transform
from conftest import corpus_meta, corpus_names, corpus_text

CONFIGS = [
    ("cse", {}),
    ("cse", {"mode": "syntactic"}),
    ("cse", {"placement": "lca", "bind_predicates": False}),
    ("simplify,cse", {}),
    ("simplify", {}),
]


def main_of(name):
    """The module of corpus program `name` and its one function."""
    mod = tvm.script.from_source(corpus_text(name))
    if not isinstance(mod, tvm.IRModule):
        return tvm.IRModule({"main": mod}), mod
    [func] = mod.functions.values()
    return mod, func


def tvm_parse(text):
    parsed = _convert.from_text(text)
    if isinstance(parsed, tvm.IRModule):
        [parsed] = parsed.functions.values()
    return parsed


def built_and_parsed(func, passes, options):
    """The built function (`func` itself when the passes left it unchanged: nothing is
    described then), TVM's parse of the text, and the description."""
    text, info = _native.optimize(func.script(), passes=passes, **options)
    if not info["changed"]:
        assert json.loads(info["objects"]) == []
        return func, tvm_parse(text), None
    [objects] = json.loads(info["objects"])
    return _build.build_func(func, objects), tvm_parse(text), objects


@pytest.mark.parametrize("name", corpus_names())
def test_built_function_equals_tvms_parse_of_the_text(name):
    mod = tvm.script.from_source(corpus_text(name))
    built_count = 0
    for _gv, func in mod.functions.items():
        for passes, options in CONFIGS:
            built, parsed, objects = built_and_parsed(func, passes, options)
            if built is None:
                continue
            tvm.ir.assert_structural_equal(built, parsed)
            built_count += 1
    if (corpus_meta(name).get("target") == "llvm" and name != "softmax_dynamic_llvm") or name == "matmul_cuda":
        # Every llvm kernel at the CSE point is built, and so is the GPU matmul with its
        # thread launches.
        assert built_count == len(CONFIGS)


def test_what_the_builder_does_not_cover_is_parsed():
    # The softmax GPU kernel holds a `T.attr` (its reduction), which the description does not
    # cover.
    mod, func = main_of("softmax_static_cuda")
    built, _parsed, objects = built_and_parsed(func, "cse", {})
    assert built is None and objects == {"unsupported": "T.attr"}
    out = transform.SemanticCSE()(mod)
    info = transform.last_info()
    assert (info["built"], info["parsed"]) == (0, 1)
    assert info["parse_tvm_ms"] > 0.0
    [out_func] = out.functions.values()
    tvm.ir.assert_structural_equal(out_func, tvm_parse(_native.optimize(func.script())[0]))


def test_a_buffer_declaration_a_pass_rewrote_is_not_reused():
    # CSE binds `n * m` and declares `T_softmax_exp` with the bound variable as its shape: the
    # original declaration (shape `n * m`) would be wrong there, so the text is parsed.
    mod, func = main_of("softmax_dynamic_llvm")
    text, info = _native.optimize(func.script())
    assert "T.alloc_buffer((cse_v" in text
    [objects] = json.loads(info["objects"])
    assert "unsupported" not in objects
    assert _build.build_func(func, objects) is None
    out = transform.SemanticCSE()(mod)
    assert (transform.last_info()["built"], transform.last_info()["parsed"]) == (0, 1)
    [out_func] = out.functions.values()
    tvm.ir.assert_structural_equal(out_func, tvm_parse(text))


DECLS_AFTER_A_REMOVED_BRANCH = """
@T.prim_func
def f(A: T.Buffer((64,), "float32"), B: T.Buffer((8,), "float32")):
    for i in range(8):
        if i >= 8:
            X = T.decl_buffer((8,), "float32", data=A.data, elem_offset=8)
            S = T.alloc_buffer((8,), "float32", scope="shared")
            R = T.decl_buffer((2, 4), "float32", data=A.data, strides=(16, 1))
            S[i] = X[i]
            B[i] = S[i] + R[1, i % 4]
        else:
            X = T.decl_buffer((8,), "float32", data=A.data)
            S = T.alloc_buffer((8,), "float32", scope="local")
            R = T.decl_buffer((2, 4), "float32", data=A.data)
            S[i] = X[i]
            B[i] = S[i] + R[1, i % 4]
"""


def test_a_declaration_left_behind_by_a_removed_branch_is_not_reused():
    # `simplify` drops the first branch: the output's k-th declaration is then not the
    # original's k-th, whose element offset, scope and strides differ.
    func = tvm_parse(DECLS_AFTER_A_REMOVED_BRANCH)
    out = tir_eqsat.optimize(func, passes="simplify")
    expected = tvm_parse(tir_eqsat.optimize_text(func.script(), passes="simplify")[0])
    tvm.ir.assert_structural_equal(out, expected)
    text = out.script()
    assert "elem_offset" not in text and "strides" not in text and "alloc_local" in text


def test_the_pipeline_pass_builds_the_llvm_kernels():
    names = [n for n in corpus_names("llvm") if n != "softmax_dynamic_llvm"]
    for name in names:
        mod = tvm.script.from_source(corpus_text(name))
        transform.SemanticCSE()(mod)
        info = transform.last_info()
        assert (info["built"], info["parsed"]) == (1, 0), name
        assert info["parse_tvm_ms"] < info["build_ms"] + 1.0


def test_inside_the_pipeline_every_built_function_equals_tvms_parse(monkeypatch):
    # Inside TVM's lowering, functions hold objects the printed text renames (two buffers
    # named `x_sum`); every function built there must still equal TVM's parse of the text.
    monkeypatch.setattr(_convert, "VERIFY_BUILDS", True)
    built = 0
    for name in corpus_names("llvm"):
        mod = tvm.script.from_source(corpus_text(name))
        tvm.tirx.build(mod, target="llvm", pipeline="tir_eqsat")
        info = transform.last_info()
        assert not [r for r in info["not_built"] if ": error:" in r], info["not_built"]
        built += info["built"]
    assert built >= len(corpus_names("llvm")) - 1
