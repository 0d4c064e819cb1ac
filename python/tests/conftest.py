"""Shared fixtures of the Python tests: the corpus copy the Rust tests use too (tests/corpus
at the repository root: the tests read nothing outside the repository), and the command-line
binary when it has been built."""

import json
import os
import pathlib
import shutil
import subprocess

import pytest

HERE = pathlib.Path(__file__).resolve().parent
REPO = HERE.parents[1]
CORPUS = REPO / "tests" / "corpus"


def corpus_names(target=None):
    names = []
    for path in sorted(CORPUS.glob("*.input.tir.py")):
        name = path.name[: -len(".input.tir.py")]
        meta = json.loads((CORPUS / f"{name}.meta.json").read_text())
        if target is None or meta.get("target") == target:
            names.append(name)
    return names


def corpus_text(name):
    return (CORPUS / f"{name}.input.tir.py").read_text()


def corpus_meta(name):
    return json.loads((CORPUS / f"{name}.meta.json").read_text())


def cli_path():
    """The `tir-eqsat` binary: $TIR_EQSAT_CLI, the repository's release build, or PATH."""
    env = os.environ.get("TIR_EQSAT_CLI")
    if env:
        return env
    built = REPO / "target" / "release" / "tir-eqsat"
    if built.is_file():
        return str(built)
    return shutil.which("tir-eqsat")


@pytest.fixture(scope="session")
def cli():
    path = cli_path()
    if path is None:
        pytest.skip("the tir-eqsat binary is not built (cargo build --release)")

    def run(*args, stdin=None):
        out = subprocess.run(
            [path, *args], input=stdin, capture_output=True, text=True, cwd=str(REPO), check=False
        )
        assert out.returncode == 0, out.stderr
        return out.stdout

    return run
