#!/usr/bin/env python3
"""Harvest TVMScript from apache/tvm's own Python tests, the way ../shared/tvmtests was built.

The tests are run with TVM's parser hooked: every PrimFunc or TIR-only IRModule that
`tvm.script.parser.core.entry.parse` returns (decorators `@T.prim_func` / `@I.ir_module`,
`tvm.script.from_source`, at collection time or while a test runs) is recorded with its
`.script()` text and its origin (test file, test, Python scope and name). The texts are then
deduplicated, kept only where TVM 0.27 parses them back, and written as a corpus in the format of
../shared/tvmtests (a header comment line, then the `.script()` text) with a manifest.json that has
the shared manifest's fields plus `in_shared` (the same script text is in the shared corpus).

Usage (with the project's TVM venv, which needs pytest and pytest-timeout):

    .venv-tvm/bin/python scripts/harvest_tvm_tests.py TVM_SRC OUT_DIR \
        [--dirs tirx-transform ...] [--timeout 60] [--dir-time-limit 900] \
        [--shared ../shared/tvmtests] [--skip-run]

TVM_SRC is a checkout of apache/tvm holding tests/python (only the tests are needed, e.g.
`git -C MIRROR archive HEAD tests/python pyproject.toml | tar -x -C TVM_SRC`). The test
directories (tests/python/<dir>) run one at a time; each is stopped after --dir-time-limit
seconds. OUT_DIR receives:

    raw/<dir>.jsonl         every capture (one JSON object a line), logs/<dir>.log  pytest output
    corpus/*.tir.py         one file per unique text that TVM parses back
    manifest.json           as ../shared/tvmtests/manifest.json, plus `in_shared`
    roundtrip.py            a copy of the shared round-trip measure (reads manifest.json next to it)
    new/                    the same for the files that are not in the shared corpus

--skip-run rebuilds the corpus from existing raw/*.jsonl without running the tests.

The same file is also the pytest plugin (`-p harvest_tvm_tests`, active only when the
environment variable HARVEST_LOG names the output JSONL file).
"""
import argparse
import collections
import hashlib
import inspect
import json
import os
import re
import shutil
import signal
import subprocess
import sys
import time

DEFAULT_DIRS = ["tirx-transform", "tirx-base", "tirx-analysis",
                "s_tir/transform", "s_tir/schedule", "tvmscript"]
TVM_VERSION_FALLBACK = "0.27.0.post1"
NOTE_LIMIT = 400


def text_hash(text):
    """The manifest's `hash`: first 16 hex digits of sha256 of the stripped script text."""
    return hashlib.sha256(text.strip().encode()).hexdigest()[:16]


# --------------------------------------------------------------------------------------------
# pytest plugin: runs inside the test process
# --------------------------------------------------------------------------------------------

class _Recorder:
    """Writes one JSON line per captured object; the text only the first time it is seen."""

    def __init__(self, log_path, tests_root):
        self.log = open(log_path, "a", encoding="utf-8")
        self.tests_root = os.path.realpath(tests_root)
        self.seen = set()
        self.item = None          # the running test item, None during collection
        self.collecting = None    # path of the module being collected
        self.original_parse = None
        self.depth = 0            # parse() nesting: only outermost calls are recorded

    # -- origin -------------------------------------------------------------------------------
    def _rel(self, path):
        return os.path.relpath(os.path.realpath(path), self.tests_root)

    def _is_test_file(self, path):
        real = os.path.realpath(path)
        return real.startswith(os.path.join(self.tests_root, "tests") + os.sep)

    def _test_frame(self):
        """The innermost stack frame that runs code of a test file."""
        frame = sys._getframe(2)
        while frame is not None:
            if self._is_test_file(frame.f_code.co_filename):
                return frame
            frame = frame.f_back
        return None

    @staticmethod
    def _scope_of_qualname(qualname):
        parts = [p for p in qualname.split(".") if p != "<locals>"]
        return ".".join(parts)

    def _source_name(self, result):
        """Name of a text program (`from_source`): src_module, or src_ and the PrimFunc's
        global symbol (src_func without one), as in the shared harvest."""
        if self.tir_kind(result) != "PrimFunc":
            return "src_module"
        attrs = result.attrs
        symbol = attrs.get("global_symbol") if attrs is not None else None
        return f"src_{symbol}" if symbol else "src_func"

    def origin(self, program, source, result=None):
        frame = self._test_frame()
        if frame is not None:
            test_file = self._rel(frame.f_code.co_filename)
        elif self.item is not None:
            test_file = self._rel(str(self.item.path))
        elif self.collecting is not None:
            test_file = self._rel(self.collecting)
        else:
            test_file = "?"
        defined_in = None
        if inspect.isfunction(program) or inspect.isclass(program):
            parts = self._scope_of_qualname(program.__qualname__).split(".")
            scope, name = ".".join(parts[:-1]), parts[-1]
            try:
                source_file = inspect.getfile(program)
            except (TypeError, OSError):
                source_file = None
            if source_file and not self._is_test_file(source_file):
                defined_in = source_file   # library code (e.g. tensor intrinsics), not a test
        else:
            qualname = getattr(frame.f_code, "co_qualname", frame.f_code.co_name) if frame else ""
            scope = "" if qualname == "<module>" else self._scope_of_qualname(qualname)
            name = self._source_name(result)
        # the test as in its node id, without the file: test_x[param] or TestClass::test_x
        test = self.item.nodeid.split("::", 1)[-1] if self.item is not None else "<collect>"
        origin = {"test_file": test_file, "test": test, "scope": scope, "name": name,
                  "source": source}
        if defined_in:
            origin["defined_in"] = defined_in
        return origin

    # -- capture ------------------------------------------------------------------------------
    @staticmethod
    def tir_kind(obj):
        import tvm  # pylint: disable=import-outside-toplevel
        if isinstance(obj, tvm.tirx.PrimFunc):
            return "PrimFunc"
        if isinstance(obj, tvm.IRModule):
            funcs = list(obj.functions.values())
            if funcs and all(isinstance(f, tvm.tirx.PrimFunc) for f in funcs):
                return "IRModule"
        return None

    def self_roundtrip(self, obj, text):
        """Parse the printed text back (unhooked); returns (parses, note, structurally_equal)."""
        note = None
        try:
            back = self.original_parse(text)
        except Exception as err:  # noqa: BLE001  (not well formed: try without the check)
            note = f"{type(err).__name__}: {err}"[:NOTE_LIMIT]
            try:
                back = self.original_parse(text, check_well_formed=False)
            except Exception as err2:  # noqa: BLE001
                return False, f"{type(err2).__name__}: {err2}"[:NOTE_LIMIT], False
        try:
            equal = bool(_structural_equal()(obj, back, map_free_vars=True))
        except Exception:  # noqa: BLE001
            equal = False
        return True, note, equal

    def record(self, obj, program, source):
        kind = self.tir_kind(obj)
        if kind is None:
            return
        try:
            text = obj.script()
        except Exception:  # noqa: BLE001
            return
        digest = hashlib.sha256(text.encode()).hexdigest()
        entry = {"sha": digest, "kind": kind, "origin": self.origin(program, source, obj)}
        if digest not in self.seen:
            self.seen.add(digest)
            entry["text"] = text
            ok, note, equal = self.self_roundtrip(obj, text)
            entry.update(reparse_in_test=ok, note=note, self_roundtrip_equal=equal)
        self.log.write(json.dumps(entry) + "\n")
        self.log.flush()

    def hooked_parse(self, program, *args, **kwargs):
        self.depth += 1
        try:
            result = self.original_parse(program, *args, **kwargs)
        finally:
            self.depth -= 1
        if self.depth == 0:
            try:
                self.record(result, program, "parse")
            except Exception:  # noqa: BLE001  (never break a test)
                pass
        return result

    def scan_module(self, module):
        """Module-level and class-level PrimFunc/IRModule attributes (secondary origins)."""
        for name, value in list(vars(module).items()):
            if inspect.isclass(value) and getattr(value, "__module__", None) == module.__name__:
                for attr, inner in list(vars(value).items()):
                    self._record_attr(inner, value.__name__, attr, "class_attr")
            else:
                self._record_attr(value, "", name, "module_attr")

    def _record_attr(self, value, scope, name, source):
        if self.tir_kind(value) is None:
            return
        try:
            text = value.script()
        except Exception:  # noqa: BLE001
            return
        origin = {"test_file": self._rel(self.collecting), "test": "<module>", "scope": scope,
                  "name": name, "source": source}
        entry = {"sha": hashlib.sha256(text.encode()).hexdigest(), "kind": self.tir_kind(value),
                 "origin": origin}
        if entry["sha"] not in self.seen:   # only kept later if the parser also produced it
            self.seen.add(entry["sha"])
            entry["text"] = text
            entry.update(reparse_in_test=None, note=None, self_roundtrip_equal=None)
        self.log.write(json.dumps(entry) + "\n")
        self.log.flush()


_RECORDER = None


def _structural_equal():
    try:
        from tvm_ffi import structural_equal  # pylint: disable=import-outside-toplevel
    except ImportError:  # older layouts keep it in tvm.ir
        import tvm  # pylint: disable=import-outside-toplevel
        structural_equal = tvm.ir.structural_equal
    return structural_equal


def _install_hook(recorder):
    """Replace `parse` in every module that holds it by name."""
    import importlib  # pylint: disable=import-outside-toplevel
    import tvm.script  # pylint: disable=import-outside-toplevel
    from tvm.script.parser.core import entry  # pylint: disable=import-outside-toplevel

    recorder.original_parse = entry.parse
    hook = recorder.hooked_parse
    holders = ["tvm.script.parser.core.entry", "tvm.script.parser._core", "tvm.script.parser",
               "tvm.script.parser.ir.entry", "tvm.tirx.script.parser.entry",
               "tvm.relax.script.parser.entry"]
    for name in holders:
        try:
            module = importlib.import_module(name)
        except Exception:  # noqa: BLE001  (relax may be absent)
            continue
        if getattr(module, "parse", None) is recorder.original_parse:
            module.parse = hook
    tvm.script.parse = hook          # tvm.script resolves these lazily (module __getattr__)
    tvm.script.from_source = hook


def pytest_configure(config):  # pylint: disable=unused-argument
    global _RECORDER  # pylint: disable=global-statement
    log_path = os.environ.get("HARVEST_LOG")
    if not log_path or _RECORDER is not None:
        return
    _RECORDER = _Recorder(log_path, os.environ.get("HARVEST_TVM_SRC", os.getcwd()))
    _install_hook(_RECORDER)


if "pytest" in sys.modules:
    import pytest

    @pytest.hookimpl(wrapper=True)
    def pytest_make_collect_report(collector):
        """Attribute collection-time parses to the module being imported; scan its attributes."""
        if _RECORDER is None or not isinstance(collector, pytest.Module):
            return (yield)
        _RECORDER.collecting = str(collector.path)
        try:
            report = yield
            module = getattr(collector, "_obj", None)   # None if the import failed
            if module is not None:
                try:
                    _RECORDER.scan_module(module)
                except Exception:  # noqa: BLE001
                    pass
            return report
        finally:
            _RECORDER.collecting = None

    @pytest.hookimpl(wrapper=True)
    def pytest_runtest_protocol(item, nextitem):  # pylint: disable=unused-argument
        if _RECORDER is None:
            return (yield)
        _RECORDER.item = item
        _progress("start", item.nodeid)
        try:
            return (yield)
        finally:
            _progress("end", item.nodeid)
            _RECORDER.item = None

    def pytest_collection_modifyitems(config, items):
        """Leave out the tests a previous, crashed run already ran (HARVEST_SKIP)."""
        path = os.environ.get("HARVEST_SKIP")
        if _RECORDER is None or not path or not os.path.exists(path):
            return
        with open(path, encoding="utf-8") as f:
            skip = {line.strip() for line in f if line.strip()}
        kept = [item for item in items if item.nodeid not in skip]
        config.hook.pytest_deselected(items=[item for item in items if item.nodeid in skip])
        items[:] = kept

    def _progress(what, nodeid):
        path = os.environ.get("HARVEST_PROGRESS")
        if path:
            with open(path, "a", encoding="utf-8") as f:
                f.write(f"{what} {nodeid}\n")


# --------------------------------------------------------------------------------------------
# driver: runs the test directories, then builds the corpus
# --------------------------------------------------------------------------------------------

def _read_progress(path):
    """(started, finished) test node ids of the runs so far, from the plugin's progress file."""
    started, finished = [], set()
    if os.path.exists(path):
        with open(path, encoding="utf-8") as f:
            for line in f:
                what, _, nodeid = line.rstrip("\n").partition(" ")
                if what == "start":
                    started.append(nodeid)
                elif what == "end":
                    finished.add(nodeid)
    return started, finished


def _run_pytest(cmd, cwd, env, log, deadline):
    """One pytest process; returns its exit code (negative: killed by that signal), or None
    if the deadline passed (the process is then killed)."""
    with open(log, "a", encoding="utf-8") as out:
        out.write(f"$ {' '.join(cmd)}\n")
        out.flush()
        proc = subprocess.Popen(cmd, cwd=cwd, env=env, stdout=out, stderr=subprocess.STDOUT,
                                start_new_session=True)
        try:
            return proc.wait(timeout=max(deadline - time.time(), 1))
        except subprocess.TimeoutExpired:
            os.killpg(proc.pid, signal.SIGKILL)
            proc.wait()
            return None


def run_directory(tvm_src, out_dir, test_dir, timeout, time_limit):
    """Run the tests of tests/python/<test_dir> with the plugin, one test file per pytest
    process; returns a status line.

    Some tests crash the interpreter (segmentation faults in TVM). Then the file is run again
    without the tests that already ran (the crashing one included), until pytest ends by itself.
    The whole directory is stopped after `time_limit` seconds.
    """
    slug = test_dir.replace("/", "_")
    raw = os.path.join(out_dir, "raw", slug + ".jsonl")
    log = os.path.join(out_dir, "logs", slug + ".log")
    progress = os.path.join(out_dir, "logs", slug + ".progress")
    skip = os.path.join(out_dir, "logs", slug + ".skip")
    for path in (raw, log, progress, skip):
        if os.path.exists(path):
            os.remove(path)
    env = dict(os.environ, HARVEST_LOG=raw, HARVEST_TVM_SRC=tvm_src,
               HARVEST_PROGRESS=progress, HARVEST_SKIP=skip,
               PYTHONPATH=os.pathsep.join(filter(None, [os.path.dirname(os.path.abspath(__file__)),
                                                       os.environ.get("PYTHONPATH")])))
    base_cmd = [sys.executable, "-m", "pytest", "-p", "harvest_tvm_tests",
                "-p", "no:cacheprovider", "-o", "addopts=", "-q",
                "--continue-on-collection-errors", "--timeout", str(timeout)]
    root = os.path.join(tvm_src, "tests", "python", test_dir)
    test_files = sorted(os.path.relpath(os.path.join(d, f), tvm_src)
                        for d, _, files in os.walk(root) for f in files
                        if f.endswith(".py") and (f.startswith("test_") or f.endswith("_test.py")))
    start = time.time()
    deadline = start + time_limit
    crashed, not_done, outcome = [], [], collections.Counter()
    for i, test_file in enumerate(test_files):
        while True:
            code = _run_pytest(base_cmd + [test_file], tvm_src, env, log, deadline)
            if code is None:
                not_done = test_files[i:]
                break
            if code >= 0:
                outcome[code] += 1
                break
            started, finished = _read_progress(progress)
            unfinished = [n for n in started if n not in finished]
            if not unfinished or unfinished[-1] in crashed:
                outcome[f"crash outside a test (signal {-code})"] += 1
                break
            crashed.append(unfinished[-1])
            with open(skip, "w", encoding="utf-8") as f:   # all tests that already ran
                f.write("\n".join(dict.fromkeys(started)) + "\n")
        if not_done:
            break
    started, finished = _read_progress(progress)
    status = (f"STOPPED after {time_limit} s, {len(not_done)} of {len(test_files)} files not run"
              if not_done else f"finished {len(test_files)} files")
    codes = ", ".join(f"{k}: {v}" for k, v in sorted(outcome.items(), key=str))
    line = (f"{test_dir}: {status} in {time.time() - start:.0f} s; {len(set(started))} tests run "
            f"({len(finished)} ended); pytest exit codes {{{codes}}}")
    if crashed:
        line += f"; {len(crashed)} test(s) crashed the interpreter: {', '.join(crashed)}"
    if not_done:
        line += f"; not run: {', '.join(not_done)}"
    return line


def role_of(name):
    """before / expected / other, from the Python name (e.g. Before, expected_func, src_main)."""
    tokens = name.lower().split("_")
    if any(t in ("expected", "expect", "after", "transformed", "ref") for t in tokens):
        return "expected"
    if any(t in ("before", "src", "source", "original") or re.fullmatch(r"input\d*", t)
           for t in tokens):
        return "before"
    return "other"


DTYPE = r"(?:u?int\d+|float\d+(?:_e\d+m\d+\w*)?|bfloat16|bool|void)(?:x\d+)?"


def describe(text):
    """level, constructs, dtypes of a script text (as in the shared manifest)."""
    constructs = sorted(set(m.rstrip(".") for m in re.findall(r"\bT(?:\.[A-Za-z_]\w*)+", text)))
    dtypes = set(re.findall(r'"(' + DTYPE + r')"', text))
    dtypes |= set(re.findall(r"\bT\.(float[864]_e\w+)\(", text))
    level = "block" if "T.sblock" in text else "loop"
    return level, constructs, sorted(dtypes)


def header(origin, tvm_version):
    if origin["test"] in ("<collect>", "<module>"):
        where = "module level"
    else:
        where = origin["test"]
    base = origin["test"].split("[")[0].replace("::", ".")
    if origin["scope"] and origin["scope"] != base:
        inner = f"{where}, in {origin['scope']}, {origin['name']}"
    else:
        inner = f"{where}, {origin['name']}"
    return (f"# Harvested from the apache/tvm snapshot: {origin['test_file']} ({inner}); "
            f"printed by TVM {tvm_version}.")


def file_name(origin, taken):
    stem = os.path.splitext(os.path.basename(origin["test_file"]))[0]
    label = (origin["scope"] + "." if origin["scope"] else "") + origin["name"]
    base = re.sub(r"[^A-Za-z0-9_.-]+", "_", f"{stem}__{label}")
    name, n = base, 1
    while name in taken:
        n += 1
        name = f"{base}_{n}"
    taken.add(name)
    return f"corpus/{name}.tir.py"


def reparse(text):
    """TVM's parse of the text in this (clean) process: ("ok" | "ok_no_wf_check" (parses only
    without the well-formedness check) | "fail", note)."""
    import tvm  # pylint: disable=import-outside-toplevel
    try:
        tvm.script.from_source(text)
        return "ok", None
    except Exception as err:  # noqa: BLE001
        note = f"{type(err).__name__}: {err}"[:NOTE_LIMIT]
    try:
        tvm.script.from_source(text, check_well_formed=False)
        return "ok_no_wf_check", note
    except Exception as err:  # noqa: BLE001
        return "fail", f"{type(err).__name__}: {err}"[:NOTE_LIMIT]


def load_captures(out_dir, dirs):
    """Merge raw/*.jsonl: {sha: {"text", "kind", "origins", ...}} in capture order.

    Returns the objects and the number of distinct (object, origin) captures by the parser.
    """
    objects = collections.OrderedDict()
    n_parse = 0
    for test_dir in dirs:
        path = os.path.join(out_dir, "raw", test_dir.replace("/", "_") + ".jsonl")
        if not os.path.exists(path):
            continue
        with open(path, encoding="utf-8") as f:
            for line in f:
                try:
                    entry = json.loads(line)
                except json.JSONDecodeError:   # a line cut short when a run was stopped
                    continue
                obj = objects.setdefault(entry["sha"], {"origins": []})
                if "text" in entry and "text" not in obj:
                    obj.update(text=entry["text"], kind=entry["kind"],
                               self_equal=entry.get("self_roundtrip_equal"))
                elif obj.get("self_equal") is None and entry.get("self_roundtrip_equal") is not None:
                    obj["self_equal"] = entry["self_roundtrip_equal"]
                key = tuple(sorted(entry["origin"].items()))
                if key in obj.setdefault("_keys", set()):   # e.g. collection repeated by a resumed run
                    continue
                obj["_keys"].add(key)
                obj["origins"].append(entry["origin"])
                n_parse += entry["origin"]["source"] == "parse"
    return objects, n_parse


def shared_texts(shared_dir):
    texts = {}
    if not shared_dir:
        return texts
    man = json.load(open(os.path.join(shared_dir, "manifest.json"), encoding="utf-8"))
    for f in man["files"]:
        with open(os.path.join(shared_dir, f["file"]), encoding="utf-8") as fh:
            texts[fh.read().split("\n", 1)[1].strip()] = f["file"]
    return texts


def write_corpus(target, entries, description, commit, tvm_version, roundtrip_src):
    """Write target/corpus/*.tir.py, target/manifest.json and a copy of roundtrip.py."""
    if os.path.isdir(os.path.join(target, "corpus")):
        shutil.rmtree(os.path.join(target, "corpus"))
    os.makedirs(os.path.join(target, "corpus"))
    for e in entries:
        with open(os.path.join(target, e["file"]), "w", encoding="utf-8") as f:
            f.write(e.pop("_content"))
            e.pop("_text")
    count = collections.Counter(e["level"] for e in entries)
    manifest = {"description": description, "tvm_commit": commit, "tvm_version": tvm_version,
                "files": entries, "count": len(entries),
                "count_by_level": {"loop": count["loop"], "block": count["block"]}}
    with open(os.path.join(target, "manifest.json"), "w", encoding="utf-8") as f:
        json.dump(manifest, f, indent=1)
    if roundtrip_src and os.path.exists(roundtrip_src):
        shutil.copy(roundtrip_src, os.path.join(target, "roundtrip.py"))


def build(out_dir, dirs, shared_dir, commit):
    import tvm  # pylint: disable=import-outside-toplevel
    tvm_version = tvm.__version__ or TVM_VERSION_FALLBACK
    objects, n_parse = load_captures(out_dir, dirs)
    shared = shared_texts(shared_dir)
    taken, entries, dropped = set(), [], collections.Counter()
    for obj in objects.values():
        parse_origins = [o for o in obj["origins"] if o["source"] == "parse"]
        if "text" not in obj or not parse_origins:
            dropped["not produced by the parser"] += 1
            continue
        parse_origins = [o for o in parse_origins if "defined_in" not in o]
        if not parse_origins:
            dropped["defined in TVM's library, not in a test"] += 1
            continue
        text = obj["text"]
        status, note = reparse(text)
        if status == "fail":
            dropped["TVM cannot parse it back"] += 1
            continue
        origins = [o for o in obj["origins"] if "defined_in" not in o]
        for o in origins:
            o["role"] = role_of(o["name"])
        first = parse_origins[0]
        others = [o for o in origins if o is not first]
        origin = {k: first[k] for k in ("test_file", "test", "scope", "name", "role", "source")}
        level, constructs, dtypes = describe(text)
        name = file_name(first, taken)
        content = header(first, tvm_version) + "\n" + text + "\n"
        entries.append({
            "file": name, "hash": text_hash(text), "kind": obj["kind"], "origin": origin,
            "other_origins": others, "n_origins": len(origins), "role": origin["role"],
            "level": level, "constructs": constructs, "dtypes": dtypes,
            "tvm_reparse": status, "tvm_reparse_note": note,
            "tvm_self_roundtrip_equal": obj.get("self_equal"),
            "lines": len(text.splitlines()),
            "in_shared": text.strip() in shared,
            "shared_file": shared.get(text.strip()),
            "_content": content, "_text": text.strip()})
    kept = {e["_text"] for e in entries}
    new = [dict(e) for e in entries if not e["in_shared"]]
    roundtrip_src = os.path.join(shared_dir, "roundtrip.py") if shared_dir else None
    desc = ("TVMScript harvested from apache/tvm's own Python tests (" + ", ".join(dirs) +
            "; the tests were run and TVM's parser hooked), printed by TVM (.script()); "
            "made by scripts/harvest_tvm_tests.py.")
    write_corpus(out_dir, entries, desc, commit, tvm_version, roundtrip_src)
    write_corpus(os.path.join(out_dir, "new"), new,
                 desc + " Only the files whose text is not in the shared corpus.",
                 commit, tvm_version, roundtrip_src)
    by_level = collections.Counter(e["level"] for e in new)
    print(f"captured {n_parse} parser results ({len(objects)} distinct TIR texts incl. attribute "
          f"scans); dropped: {dict(dropped)}")
    print(f"unique texts kept: {len(entries)} (in shared: {len(entries) - len(new)}); "
          f"new: {len(new)} (loop {by_level['loop']}, block {by_level['block']}); "
          f"shared texts not found again: {len(set(shared) - kept)}")


def git_commit(tvm_src, given):
    if given:
        return given
    try:
        return subprocess.run(["git", "-C", tvm_src, "rev-parse", "HEAD"], capture_output=True,
                              text=True, check=True).stdout.strip()
    except (subprocess.CalledProcessError, FileNotFoundError):
        return None


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    ap.add_argument("tvm_src", help="apache/tvm checkout holding tests/python")
    ap.add_argument("out_dir")
    ap.add_argument("--dirs", nargs="+", default=DEFAULT_DIRS,
                    help="directories under tests/python (default: %(default)s)")
    ap.add_argument("--timeout", type=int, default=60, help="per-test limit (pytest-timeout)")
    ap.add_argument("--dir-time-limit", type=int, default=900, help="per-directory limit, seconds")
    ap.add_argument("--shared", default=os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                                     "..", "..", "shared", "tvmtests"),
                    help="existing harvest to compare with (in_shared) and take roundtrip.py from")
    ap.add_argument("--commit", help="TVM commit of the checkout (default: git rev-parse HEAD)")
    ap.add_argument("--skip-run", action="store_true", help="only rebuild from OUT_DIR/raw")
    a = ap.parse_args()
    tvm_src = os.path.abspath(a.tvm_src)
    out_dir = os.path.abspath(a.out_dir)
    for sub in ("raw", "logs"):
        os.makedirs(os.path.join(out_dir, sub), exist_ok=True)
    if not a.skip_run:
        with open(os.path.join(out_dir, "logs", "runs.txt"), "a", encoding="utf-8") as runs:
            for test_dir in a.dirs:
                status = run_directory(tvm_src, out_dir, test_dir, a.timeout, a.dir_time_limit)
                print(status, flush=True)
                runs.write(status + "\n")
    shared = os.path.abspath(a.shared) if a.shared and os.path.isdir(a.shared) else None
    build(out_dir, a.dirs, shared, git_commit(tvm_src, a.commit))


if __name__ == "__main__":
    main()
