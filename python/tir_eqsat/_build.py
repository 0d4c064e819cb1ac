"""TVM objects built directly from the library's description of a function it printed.

TVM's TVMScript parser takes over 90% of an in-process pass (about 45 µs per expression node);
building the same objects with TVM's constructors takes a few µs per node. The Rust side
describes each function exactly as its printed text reads (``tir_eqsat::describe_func``), and
this module evaluates that description the way TVM's parser evaluates the text:

* an operator the text writes infix goes through the parser's own operator dispatch
  (``_eval_op``: TVM's constant folding and broadcasting included), a ``T.name(...)`` call
  through ``T.name`` itself, an int32 constant is the bare Python integer the text holds;
* variables the text declares (loops, lets, ``T.Let``) are created afresh, as the parser does;
* parameters and shape variables are taken from the function the text was printed from, and
  so are buffer declarations (allocation and alias statements, matched in text order) where
  the description declares the same buffer: a pass may rewrite a shape (``(n * m,)`` becoming
  ``(cse_v1,)``), and then the declaration is not reused.

Where that is not possible (a construct the description does not cover, a declaration that
changed, one over a variable the body defines), :func:`build_func` returns ``None`` and the
caller parses the text. The tests check, on every corpus program and pass, that the built
function is structurally equal to TVM's parse of the text.
"""

import math
import struct
from typing import Any, Dict, List, Optional


class _Unbuildable(Exception):
    """The description cannot be built from this original function; parse the text."""


def _declarations(stmt: Any, out: List[Any]) -> None:
    """Appends the allocation and alias statements of ``stmt`` to ``out`` in text order."""
    import tvm

    stack = [stmt]
    while stack:
        s = stack.pop()
        if isinstance(s, (tvm.tirx.AllocBuffer, tvm.tirx.DeclBuffer)):
            out.append(s)
        children = list(getattr(s, "seq", None) or [])
        for field in ("body", "then_case", "else_case"):
            child = getattr(s, field, None)
            if isinstance(child, tvm.tirx.Stmt):
                children.append(child)
        stack.extend(reversed(children))


# TVM 0.27's alignment of a buffer declared without `align=` (`runtime::kAllocAlignment`).
_DEFAULT_ALIGN = 64


class _Original:
    """What the built function takes from the function the text was printed from."""

    def __init__(self, func: Any):
        import tvm

        self.params = list(func.params)
        signature = set(self.params)
        signature.update(tvm.tirx.analysis.undefined_vars(func.body, self.params))
        self.shape_vars: Dict[str, Any] = {}
        for v in signature:
            if v not in self.params:
                self.shape_vars.setdefault(v.name, []).append(v)
        self.decls: List[Any] = []
        _declarations(func.body, self.decls)
        self.allowed = signature | {s.buffer for s in self.decls}

    def shape_var(self, name: str) -> Any:
        found = self.shape_vars.get(name, [])
        if len(found) != 1:
            raise _Unbuildable(f"shape variable {name}")
        return found[0]

    def decl(self, ordinal: int, name: str, fields: Dict[str, Any], values: Dict[str, Any]) -> Any:
        """The original declaration number ``ordinal`` (in text order), if it declares what the
        description does: the same kind of statement, name (the printer may have suffixed a
        name declared twice), dtype, shape, strides, element offset (none described: TVM's 0),
        storage scope, default alignment and offset factor, and viewed storage (a pass may have
        rewritten the expressions, or removed a declaration, so that the ordinal names
        another; anything not compared here sends the function to TVM's parser)."""
        import tvm
        from tvm_ffi import structural_equal

        if ordinal >= len(self.decls):
            raise _Unbuildable(f"buffer {name} not declared by the original")
        if fields["hints"]:
            raise _Unbuildable(f"buffer {name} with {', '.join(fields['hints'])}")
        stmt = self.decls[ordinal]
        buf = stmt.buffer
        kind = tvm.tirx.AllocBuffer if fields["kind"] == "alloc" else tvm.tirx.DeclBuffer
        base, _, suffix = name.rpartition("_")
        named = buf.name == name or (buf.name == base and suffix.isdigit())
        same = isinstance(stmt, kind) and named and str(buf.dtype) == fields["dtype"]
        same = same and structural_equal(list(buf.shape), values["shape"])
        same = same and buf.scope() == fields["scope"]
        same = same and (buf.data_alignment, buf.offset_factor) == (_DEFAULT_ALIGN, 1)
        same = same and structural_equal(list(buf.strides), values["strides"])
        if same and values["elem_offset"] is None:
            offset = buf.elem_offset
            same = isinstance(offset, tvm.tirx.IntImm) and offset.value == 0
        elif same:
            same = structural_equal(buf.elem_offset, values["elem_offset"])
        if same and values["source"] is not None:
            same = structural_equal(stmt.data, values["source"].data)
        if same and values["pointer"] is not None:
            same = structural_equal(stmt.data, values["pointer"])
        if not same:
            raise _Unbuildable(f"buffer {name} declared anew")
        # The declaration is reused as is: it may only refer to what the built function
        # shares with the original, not to a loop or let variable (those are new objects).
        if any(v not in self.allowed for v in tvm.tirx.analysis.undefined_vars(stmt)):
            raise _Unbuildable(f"buffer {name} declared over a body variable")
        return stmt


def _ops():
    from tvm.script.parser.core import doc

    return {
        "+": doc.Add(),
        "-": doc.Sub(),
        "*": doc.Mult(),
        "/": doc.Div(),
        "//": doc.FloorDiv(),
        "%": doc.Mod(),
        "==": doc.Eq(),
        "!=": doc.NotEq(),
        "<": doc.Lt(),
        "<=": doc.LtE(),
        ">": doc.Gt(),
        ">=": doc.GtE(),
        "and": doc.And(),
        "or": doc.Or(),
        "<<": doc.LShift(),
        ">>": doc.RShift(),
        "&": doc.BitAnd(),
        "|": doc.BitOr(),
        "^": doc.BitXor(),
        "not": doc.Not(),
        "invert": doc.Invert(),
    }


_OPS: Optional[Dict[str, Any]] = None


def _float_arg(bits: int) -> Any:
    """The argument of ``T.float32(...)`` as the printer writes it."""
    v = struct.unpack("<d", struct.pack("<Q", bits))[0]
    if math.isnan(v):
        return "nan"
    if math.isinf(v):
        return "inf" if v > 0 else "-inf"
    return v


class _Builder:
    def __init__(self, original: _Original, desc: Dict[str, Any]):
        global _OPS
        if _OPS is None:
            _OPS = _ops()
        from tvm.script import tirx as T

        self.T = T
        self.original = original
        self.desc = desc
        self.vars: List[Any] = [None] * len(desc["vars"])
        self.buffers: List[Any] = [None] * len(desc["buffers"])
        self.decl_stmts: List[Any] = [None] * len(desc["buffers"])
        # Declared buffers are described in text order: the k-th is the original's k-th.
        self.ordinals: Dict[int, int] = {}
        for i, (_, role) in enumerate(desc["buffers"]):
            if role[0] == "decl":
                self.ordinals[i] = len(self.ordinals)
        self.values: List[Any] = []

    def var(self, i: int) -> Any:
        v = self.vars[i]
        if v is None:
            import tvm

            name, dtype, role = self.desc["vars"][i]
            if role == "def":
                v = tvm.tirx.Var(name, dtype)
            elif role == "shape":
                v = self.original.shape_var(name)
            else:
                v = self.original.params[role[1]]
            self.vars[i] = v
        return v

    def buffer(self, i: int) -> Any:
        b = self.buffers[i]
        if b is None:
            name, role = self.desc["buffers"][i]
            if role[0] == "decl":
                fields = role[1]
                offset, source, pointer = fields["elem_offset"], fields["source"], fields["pointer"]
                values = {
                    "pointer": None if pointer is None else self.prim(pointer),
                    "shape": [self.prim(k) for k in fields["shape"]],
                    "strides": [self.prim(k) for k in fields["strides"]],
                    "elem_offset": None if offset is None else self.prim(offset),
                    "source": None if source is None else self.buffer(source),
                }
                self.decl_stmts[i] = self.original.decl(self.ordinals[i], name, fields, values)
                b = self.decl_stmts[i].buffer
            else:
                b = self.original.params[role[1]]
            self.buffers[i] = b
        return b

    def exprs(self) -> None:
        """Evaluates every described expression, in order (children come first)."""
        from tvm.script.parser.core.evaluator import _eval_op

        T, ops, out = self.T, _OPS, self.values
        for e in self.desc["exprs"]:
            kind = e[0]
            if kind == "op":
                out.append(_eval_op(ops[e[1]], [out[e[2]], out[e[3]]]))
            elif kind == "var":
                out.append(self.var(e[1]))
            elif kind == "int":
                dtype, v = e[1], e[2]
                if dtype == "int32":
                    out.append(v)
                elif dtype == "bool":
                    out.append(T.bool(bool(v)))
                else:
                    out.append(getattr(T, dtype)(v))
            elif kind == "load":
                idx = [out[i] for i in e[2]]
                out.append(self.buffer(e[1])[idx[0] if len(idx) == 1 else tuple(idx)])
            elif kind == "float":
                out.append(getattr(T, e[1])(_float_arg(e[2])))
            elif kind == "call":
                out.append(self.callee(e[1])(*[out[i] for i in e[2]]))
            elif kind == "cast":
                out.append(T.Cast(e[1], out[e[2]]))
            elif kind == "ramp":
                out.append(T.Ramp(out[e[1]], out[e[2]], e[3]))
            elif kind == "bcast":
                out.append(T.Broadcast(out[e[1]], e[2]))
            elif kind in ("not", "invert"):
                out.append(_eval_op(ops[kind], [out[e[1]]]))
            elif kind == "str":
                out.append(e[1])
            elif kind == "let":
                out.append(T.Let(out[e[3]], where={self.var(e[1]): out[e[2]]}))
            elif kind == "data":
                out.append(self.buffer(e[1]).data)
            elif kind == "elem_offset":
                out.append(self.buffer(e[1]).elem_offset)
            else:
                raise _Unbuildable(f"expression {kind}")

    def callee(self, name: str) -> Any:
        """``T.name`` (``T.tile.memset`` for a dotted name), as the text calls it."""
        f = self.T
        for part in name.split("."):
            f = getattr(f, part, None)
            if f is None:
                raise _Unbuildable(f"T.{name}")
        return f

    def prim(self, i: int) -> Any:
        """Expression ``i`` where the parser would hold a TVM expression (a statement field)."""
        import tvm

        v = self.values[i]
        if isinstance(v, int):
            return tvm.tirx.IntImm("int32", v)
        return v

    def stmt(self, s: List[Any]) -> Any:
        from tvm import tirx

        kind = s[0]
        if kind == "seq":
            items = [self.stmt(x) for x in s[1]]
            return items[0] if len(items) == 1 else tirx.SeqStmt(items)
        if kind == "store":
            return tirx.BufferStore(self.buffer(s[1]), self.prim(s[3]), [self.prim(i) for i in s[2]])
        if kind == "bind":
            return tirx.Bind(self.var(s[1]), self.prim(s[2]))
        if kind == "for":
            kinds = {
                "serial": tirx.ForKind.SERIAL,
                "parallel": tirx.ForKind.PARALLEL,
                "vectorized": tirx.ForKind.VECTORIZED,
                "unroll": tirx.ForKind.UNROLLED,
            }
            var = self.var(s[1])
            return tirx.For(var, self.prim(s[2]), self.prim(s[3]), kinds[s[4]], self.stmt(s[5]))
        if kind == "if":
            other = None if s[3] is None else self.stmt(s[3])
            return tirx.IfThenElse(self.prim(s[1]), self.stmt(s[2]), other)
        if kind == "eval":
            return tirx.Evaluate(self.prim(s[1]))
        if kind == "launch":
            # `T.launch_thread(tag, extent)`: a thread index over [0, extent).
            import tvm

            var, extent = self.var(s[1]), self.prim(s[3])
            zero = tirx.IntImm(str(extent.ty.dtype), 0)  # the domain starts at 0 of its dtype
            iter_var = tirx.IterVar(tvm.ir.Range(zero, extent), var, 1, s[2])  # 1: thread index
            return tirx.AttrStmt(iter_var, "thread_extent", extent, self.stmt(s[4]))
        if kind == "decl":
            self.buffer(s[1])
            return self.decl_stmts[s[1]]
        raise _Unbuildable(f"statement {kind}")


def build_func(original_func: Any, objects: Dict[str, Any], why_not: Optional[List[str]] = None) -> Optional[Any]:
    """The ``PrimFunc`` the library's description ``objects`` stands for, built over
    ``original_func`` (the function the library was given); ``None`` where it cannot be built
    (the caller then parses the text), with the reason appended to ``why_not``. An error TVM
    raises while building also gives ``None`` (the text is the reference); its reason starts
    with ``error:``."""
    reason = objects.get("unsupported")
    if reason is None:
        try:
            b = _Builder(_Original(original_func), objects)
            b.exprs()
            return original_func.with_body(b.stmt(objects["body"]))
        except _Unbuildable as err:
            reason = str(err)
        except Exception as err:  # pylint: disable=broad-except
            reason = f"error: {type(err).__name__}: {str(err).splitlines()[0] if str(err) else ''}"
    if why_not is not None:
        why_not.append(reason)
    return None
