//! The TIR model: modules of PrimFuncs, each owning arenas of variables, buffers, hash-consed
//! expressions and statements.
//!
//! Invariants: every id stored in a function refers to that function's arenas; `body` is the
//! root statement; `params` lists parameters in signature order.

pub(crate) mod append;
mod bindings;
mod call_name;
mod compact;
pub mod counting_sort;
mod expr;
mod expr_store;
mod intrinsics;
mod node_index;
pub mod rewrite;
pub mod same_statements;
mod scope_binding;
pub mod semantics;
mod stmt;
pub mod subst;
mod types;
mod verify;
pub mod visit;
pub mod walk;

pub use bindings::Bindings;
pub use call_name::CallName;
pub use compact::{compact, Compaction};
pub use expr::{BinOp, Expr, ExprArena};
pub use expr_store::{Added, ExprStore, Overlay};
pub use intrinsics::{intrinsic, is_bitwise, CallEffect, Intrinsic, ResultType};
pub use scope_binding::ScopeBinding;
pub use stmt::{AllocForm, AttrNode, Block, BlockIter, BufferRegion, DeclForm, ForKind, IterKind, RegionDim, Stmt};
pub use types::{BufferData, BufferDecl, BufferId, DataType, ExprId, StmtId, TypeCode, VarDecl, VarId};
pub use verify::{verify, VerifyError};

/// A function parameter.
#[derive(Clone, Debug, PartialEq)]
pub enum Param {
    /// A scalar such as `x: T.int32`.
    Scalar(VarId),
    /// A buffer such as `A: T.Buffer((16,), "float32")`.
    Buffer(BufferId),
}

/// How a symbolic shape variable is introduced in the source.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ShapeVarStyle {
    /// A module-level `d0 = TypeVar("d0")` (int64).
    TypeVar,
    /// A string dim `"n"` in a buffer parameter, declared by `n = T.int32()` in the body.
    StringDim,
    /// A string among a block `T.match_buffer`'s strides (`strides=("s0", "s1")`): a new
    /// symbol, bound to the matched region's stride (TVM 0.27 makes it a fresh variable of the
    /// shape's index dtype).
    MatchedStride,
    /// A symbol among a parameter buffer's strides: a string in its `T.Buffer`
    /// (`strides=("s0", 1)`, as TVM 0.27 prints one), or a body symbol (`s0 = T.int32()`) a
    /// function-level `T.match_buffer` gives as a stride. Any value: the caller's layout.
    ParamStride,
}

/// A function attribute, its value kept as the source text (`T.target(...)` included).
#[derive(Clone, Debug, PartialEq)]
pub struct FuncAttr {
    /// Attribute key.
    pub key: String,
    /// Value exactly as written.
    pub value: String,
}

/// One `@T.prim_func`.
#[derive(Clone, Debug)]
pub struct PrimFunc {
    /// Function name.
    pub name: String,
    /// Decorator arguments as written (e.g. `s_tir=True`), possibly empty.
    pub decorator_args: String,
    /// Parameters in order.
    pub params: Vec<Param>,
    /// Symbolic shape variables with how they were introduced.
    pub shape_vars: Vec<(VarId, ShapeVarStyle)>,
    /// `T.func_attr({...})` entries in order.
    pub attrs: Vec<FuncAttr>,
    /// Variable arena.
    pub vars: Vec<VarDecl>,
    /// Buffer arena.
    pub buffers: Vec<BufferDecl>,
    /// Expression arena.
    pub exprs: ExprArena,
    /// Statement arena.
    pub stmts: Vec<Stmt>,
    /// Root statement.
    pub body: StmtId,
    /// `annotations={...}` of loops, by loop variable (each defined by one loop), kept as
    /// source text: hints for TVM's passes that ours carry through.
    pub loop_annotations: Vec<(VarId, String)>,
    /// The declared return type (`-> T.int32`), when the function returns a value.
    pub ret_type: Option<DataType>,
    /// Source byte offset of each statement as parsed (`None` for statements passes built),
    /// parallel to `stmts`: diagnostics about a statement point at its line.
    pub origins: Vec<Option<u32>>,
}

impl PrimFunc {
    /// An empty function named `name` whose body is an empty sequence.
    pub fn new(name: &str) -> PrimFunc {
        PrimFunc {
            name: name.to_string(),
            decorator_args: String::new(),
            params: Vec::new(),
            shape_vars: Vec::new(),
            attrs: Vec::new(),
            vars: Vec::new(),
            buffers: Vec::new(),
            exprs: ExprArena::default(),
            stmts: vec![Stmt::Seq(Vec::new())],
            body: StmtId(0),
            loop_annotations: Vec::new(),
            ret_type: None,
            origins: vec![None],
        }
    }

    /// Declares a new variable.
    pub fn add_var(&mut self, name: &str, dtype: DataType) -> VarId {
        self.vars.push(VarDecl {
            name: name.to_string(),
            dtype,
            pointee: None,
            env_thread: None,
        });
        VarId(self.vars.len() as u32 - 1)
    }

    /// Declares a new buffer.
    pub fn add_buffer(&mut self, decl: BufferDecl) -> BufferId {
        self.buffers.push(decl);
        BufferId(self.buffers.len() as u32 - 1)
    }

    /// Adds a statement.
    pub fn add_stmt(&mut self, stmt: Stmt) -> StmtId {
        self.stmts.push(stmt);
        self.origins.push(None);
        StmtId(self.stmts.len() as u32 - 1)
    }

    /// A new sequence of `items`, or the one item itself. TVM's `SeqStmt` never holds a single
    /// statement, and the parser reads none: an `else` holding a one-item sequence around an
    /// `if` would print as `else:` + `if` and read back as `elif`, another tree.
    pub fn seq(&mut self, items: Vec<StmtId>) -> StmtId {
        match items[..] {
            [only] => only,
            _ => self.add_stmt(Stmt::Seq(items)),
        }
    }

    /// Appends `s` to the items of a sequence, splicing its items in where it is a sequence
    /// itself (as TVM's `SeqStmt::Flatten` does).
    pub fn push_flat(&self, out: &mut Vec<StmtId>, s: StmtId) {
        match self.stmt(s) {
            Stmt::Seq(inner) => out.extend(inner.iter().copied()),
            _ => out.push(s),
        }
    }

    /// Makes statement `s` the sequence `items` and returns it, or returns the one item itself
    /// (see [`PrimFunc::seq`]).
    pub fn set_seq(&mut self, s: StmtId, items: Vec<StmtId>) -> StmtId {
        match items[..] {
            [only] => only,
            _ => {
                self.stmts[s.index()] = Stmt::Seq(items);
                s
            }
        }
    }

    /// A new `T.evaluate(0)`, the statement that does nothing.
    pub fn no_op(&mut self) -> StmtId {
        let zero = self.int(0, DataType::INT32);
        self.add_stmt(Stmt::Evaluate(zero))
    }

    /// Where statement `s` stood in the source, when it was parsed.
    pub fn origin(&self, s: StmtId) -> Option<u32> {
        self.origins.get(s.index()).copied().flatten()
    }

    /// A variable's declaration.
    pub fn var(&self, v: VarId) -> &VarDecl {
        &self.vars[v.index()]
    }

    /// The `annotations={...}` text of the loop defining `v`, if any.
    pub fn loop_annotation(&self, v: VarId) -> Option<&str> {
        self.loop_annotations
            .iter()
            .find(|(x, _)| *x == v)
            .map(|(_, a)| a.as_str())
    }

    /// A buffer's declaration.
    pub fn buffer(&self, b: BufferId) -> &BufferDecl {
        &self.buffers[b.index()]
    }

    /// A statement.
    pub fn stmt(&self, s: StmtId) -> &Stmt {
        &self.stmts[s.index()]
    }

    /// An expression node.
    pub fn expr(&self, e: ExprId) -> &Expr {
        self.exprs.get(e)
    }

    /// An expression's dtype.
    pub fn dtype(&self, e: ExprId) -> DataType {
        self.exprs.dtype(e)
    }

    /// Interns an integer constant of `dtype`.
    pub fn int(&mut self, value: i128, dtype: DataType) -> ExprId {
        ExprStore::int(self, value, dtype)
    }

    /// The stride symbol `e` is, if it is one a block's `T.match_buffer` introduces
    /// ([`ShapeVarStyle::MatchedStride`]).
    pub fn matched_stride(&self, e: ExprId) -> Option<VarId> {
        match self.expr(e) {
            Expr::Var(v) if self.shape_vars.contains(&(*v, ShapeVarStyle::MatchedStride)) => Some(*v),
            _ => None,
        }
    }

    /// TVM's index dtype of buffer `b`: its first dimension's (`int32` for a rank-0 buffer), the
    /// dtype of the offset variable TVM gives a buffer declared without one.
    pub fn index_dtype(&self, b: BufferId) -> DataType {
        self.buffer(b).shape.first().map_or(DataType::INT32, |&d| self.dtype(d))
    }

    /// The stride symbol `e` is, if it is one of a parameter buffer
    /// ([`ShapeVarStyle::ParamStride`]).
    pub fn param_stride(&self, e: ExprId) -> Option<VarId> {
        match self.expr(e) {
            Expr::Var(v) if self.shape_vars.contains(&(*v, ShapeVarStyle::ParamStride)) => Some(*v),
            _ => None,
        }
    }

    /// Interns a variable reference.
    pub fn var_ref(&mut self, v: VarId) -> ExprId {
        let dtype = self.vars[v.index()].dtype;
        self.exprs.intern(Expr::Var(v), dtype)
    }

    /// Interns a binary node; comparisons and logical ops are bool (with the operands' lanes).
    pub fn binary(&mut self, op: BinOp, a: ExprId, b: ExprId) -> ExprId {
        ExprStore::binary(self, op, a, b)
    }

    /// The buffer whose storage `b` uses (following aliases to the root).
    pub fn storage_root(&self, mut b: BufferId) -> BufferId {
        while let BufferData::AliasOf(src) = self.buffers[b.index()].data {
            b = src;
        }
        b
    }

    /// Whether the storage of `b` is known: a parameter's, an allocation's, or the memory a
    /// handle parameter points to. A pointer computed in the body (`p = A.data`, then
    /// `T.decl_buffer(..., data=p)`; `T.address_of(...)`) may be any buffer's storage.
    pub fn storage_known(&self, b: BufferId) -> bool {
        match self.buffers[self.storage_root(b).index()].data {
            BufferData::Pointer(p) => {
                matches!(self.expr(p), Expr::Var(v) if self.params.contains(&Param::Scalar(*v)))
            }
            _ => true,
        }
    }

    /// The storage root of `b` when an index of `b` names the root's element of the same index:
    /// every alias on the way has its source's dtype, shape, strides and offset. `None` for a
    /// view laid out otherwise (`T.decl_buffer((4, 2), data=A.data)` over a `(2, 4)` buffer, or
    /// an `int8` view of `int32` storage), whose indices name other elements.
    pub fn element_root(&self, mut b: BufferId) -> Option<BufferId> {
        while let BufferData::AliasOf(src) = self.buffers[b.index()].data {
            let (view, source) = (&self.buffers[b.index()], &self.buffers[src.index()]);
            let same = view.dtype == source.dtype
                && view.shape == source.shape
                && view.strides == source.strides
                && view.elem_offset == source.elem_offset;
            if !same {
                return None;
            }
            b = src;
        }
        Some(b)
    }
}

/// A module: one or more PrimFuncs, printed as `@I.ir_module class Module` or a bare function.
#[derive(Clone, Debug)]
pub struct Module {
    /// Functions in source order.
    pub funcs: Vec<PrimFunc>,
    /// Module-level `TypeVar` names in order.
    pub type_vars: Vec<String>,
    /// Class name of the `@I.ir_module` (None for a bare prim_func).
    pub class_name: Option<String>,
    /// The module's attributes, `I.module_attrs({...})` in the class: the dict's source text,
    /// printed back as written (no pass reads them).
    pub attrs: Option<String>,
}

impl Module {
    /// The function named `name`.
    pub fn func(&self, name: &str) -> Option<&PrimFunc> {
        self.funcs.iter().find(|f| f.name == name)
    }
}
