//! Rewriting the forward and backward around the chosen stashes (see the module docs of
//! [`super`]), and the report.
//!
//! Invariants: a backward occurrence is replaced by a load of the stash at the matched index;
//! backward blocks whose allocated output nothing reads any more are removed (with their
//! allocation), repeatedly; a stash no surviving block reads is not added; a stash that is a
//! forward output is read from it (a backward parameter of that name is reused or added), one
//! that is a forward intermediate becomes an output (its allocation turns into a parameter),
//! and a subterm gets its own block over the variables it mentions, placed before the block it
//! came from, which then reads it; new names collide with no name of either function.

use super::candidates::{candidates, loads, Candidate, Through};
use super::matching::{occurrences, Occurrence};
use super::model::Model;
use super::term::{Affine, Sym};
use crate::ir::{
    visit, AllocForm, BinOp, Block, BlockIter, BufferData, BufferDecl, BufferId, BufferRegion, DataType, Expr, ExprId,
    ForKind, IterKind, Module, Param, PrimFunc, RegionDim, Stmt, StmtId, VarId,
};
use hashbrown::HashMap;

/// One tensor the backward now reads from the forward.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Stash {
    /// Its parameter name in both functions.
    pub name: String,
    /// Its shape.
    pub shape: Vec<i128>,
    /// Its element dtype.
    pub dtype: String,
    /// Its position among the forward's parameters.
    pub forward_param: usize,
    /// Its position among the backward's parameters.
    pub backward_param: usize,
    /// False when it was already a forward output.
    pub new: bool,
    /// The forward expression it holds (TVMScript).
    pub replaced: String,
    /// The backward blocks that read it instead of recomputing it.
    pub occurrences: Vec<String>,
    /// Per occurrence, why it equals the stash: the backward expression replaced, the
    /// backward intermediates inlined to see it, and the commutativity steps of the match.
    pub explain: Vec<String>,
}

/// What `tensor-cse` did.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct TensorCseReport {
    /// The stashes, in the order of the backward's new parameters.
    pub stashes: Vec<Stash>,
}

/// Why the module cannot be processed.
#[derive(Debug, PartialEq, Eq)]
pub enum TensorCseError {
    /// `forward` or `backward` is missing.
    Missing(&'static str),
    /// A loop of this function has a step: the tensor model takes every loop over its range.
    Stepped(&'static str),
}

impl std::fmt::Display for TensorCseError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            TensorCseError::Missing(name) => write!(
                f,
                "the module has no PrimFunc `{name}`; expected `forward` and `backward` as TE's create_prim_func prints them"
            ),
            TensorCseError::Stepped(name) => write!(
                f,
                "`{name}` has a loop with a step (`range(start, stop, step)`), which tensor-cse does not model"
            ),
        }
    }
}

impl std::error::Error for TensorCseError {}

/// Runs tensor-level CSE on a module with functions `forward` and `backward`.
pub fn tensor_cse(module: &mut Module) -> Result<TensorCseReport, TensorCseError> {
    let fi = module
        .funcs
        .iter()
        .position(|f| f.name == "forward")
        .ok_or(TensorCseError::Missing("forward"))?;
    let bi = module
        .funcs
        .iter()
        .position(|f| f.name == "backward")
        .ok_or(TensorCseError::Missing("backward"))?;
    for (i, name) in [(fi, "forward"), (bi, "backward")] {
        if crate::passes::pipeline::stepped_loop(&module.funcs[i]).is_some() {
            return Err(TensorCseError::Stepped(name));
        }
    }
    let mut fwd = module.funcs[fi].clone();
    let mut bwd = module.funcs[bi].clone();
    let mut fm = Model::of(&fwd);
    let bm = Model::of(&bwd);
    // Forward tensors the backward takes by name are leaves on both sides; a parameter the
    // backward stores into is one of its outputs, never a forward tensor, whatever its name.
    let bwd_written = crate::analysis::written_roots(&bwd);
    let bwd_writes = |b: BufferId| bwd_written.as_ref().is_none_or(|w| w[bwd.storage_root(b).index()]);
    let (bwd_outputs, shared): (Vec<BufferId>, Vec<BufferId>) = bwd
        .params
        .iter()
        .filter_map(|p| match p {
            Param::Buffer(b) => Some(*b),
            Param::Scalar(_) => None,
        })
        .partition(|&b| bwd_writes(b));
    let named = |list: &[BufferId], b: BufferId| list.iter().any(|&x| bwd.buffer(x).name == fwd.buffer(b).name);
    fm.leaves = fwd
        .params
        .iter()
        .filter_map(|p| match p {
            Param::Buffer(b) if named(&shared, *b) => Some(*b),
            _ => None,
        })
        .collect();
    // A forward output named like a backward output cannot be handed over under its name.
    let mut cands = candidates(&fwd, &fm);
    cands.retain(|c| {
        c.output
            .is_none_or(|b| !fwd.params.contains(&Param::Buffer(b)) || !named(&bwd_outputs, b))
    });
    let mut occs = occurrences(&bwd, &bm, &cands);
    occs.retain(|o| super::read_cost::reading_pays(&bwd, &bm, o));
    if occs.is_empty() {
        return Ok(TensorCseReport::default());
    }
    // The backward reads a buffer per candidate used (named later).
    let mut bwd_buf: HashMap<usize, BufferId> = HashMap::new();
    for o in &occs {
        if bwd_buf.contains_key(&o.candidate) {
            continue;
        }
        let decl = param_decl(&mut bwd, "stash", stash_type(&fwd, &cands[o.candidate]));
        let id = bwd.add_buffer(decl);
        bwd_buf.insert(o.candidate, id);
    }
    // Larger terms first: a smaller one may be a subterm of a larger, and replacing an
    // expression replaces every instance of it in its block.
    let mut ordered = occs.clone();
    ordered.sort_by_key(|o| std::cmp::Reverse(cands[o.candidate].pattern.size()));
    replace_occurrences(&mut bwd, &bm, &ordered, &bwd_buf);
    remove_dead_blocks(&mut bwd);
    let read = loaded_buffers(&bwd);
    let mut used: Vec<usize> = bwd_buf
        .iter()
        .filter(|(_, b)| read.contains(b))
        .map(|(c, _)| *c)
        .collect();
    used.sort();
    if used.is_empty() {
        return Ok(TensorCseReport::default());
    }
    // Names: the forward buffer's own when it is a block's output, else `stash<k>`.
    let mut taken: Vec<String> = names(&fwd).into_iter().chain(names(&bwd)).collect();
    let mut stashes = Vec::new();
    for (k, &c) in used.iter().enumerate() {
        let cand = &cands[c];
        let existing = cand.output.filter(|b| fwd.params.contains(&Param::Buffer(*b)));
        let name = match (existing, cand.output) {
            (Some(b), _) => fwd.buffer(b).name.clone(),
            (None, Some(b)) => fresh(&taken, &fwd.buffer(b).name),
            (None, None) => fresh(&taken, &format!("stash{k}")),
        };
        taken.push(name.clone());
        let blocks: Vec<String> = occs
            .iter()
            .filter(|o| o.candidate == c)
            .map(|o| bwd_model_name(&bm, &module.funcs[bi], o))
            .collect();
        let why: Vec<String> = occs
            .iter()
            .filter(|o| o.candidate == c)
            .map(|o| explain(&module.funcs[bi], &bm, o))
            .collect();
        stashes.push((c, name, existing.is_some(), blocks, why));
    }
    // The forward: outputs as they are, intermediates promoted, subterms in their own blocks
    // (smallest first, so a larger stash reads the smaller ones it contains).
    let mut order: Vec<usize> = (0..stashes.len()).collect();
    order.sort_by_key(|&i| cands[stashes[i].0].pattern.size());
    let mut fwd_param: HashMap<usize, BufferId> = HashMap::new();
    let mut replaced_text: HashMap<usize, String> = HashMap::new();
    let mut done: Vec<(ExprId, ExprId, usize)> = Vec::new();
    for i in order {
        let (c, name, existing, _, _) = &stashes[i];
        let cand = &cands[*c];
        let block = &fm.blocks[cand.block];
        let b = match (existing, cand.expr, cand.output) {
            (true, _, Some(b)) => b,
            (false, None, Some(b)) => {
                promote(&mut fwd, b, name);
                b
            }
            (_, Some(e), _) => {
                let e = apply_done(&mut fwd, e, &done, cand.block);
                let s = stash_block(&mut fwd, &fm, cand, e, name);
                done.push((e, s.1, cand.block));
                s.0
            }
            _ => continue,
        };
        replaced_text.insert(
            i,
            match cand.expr {
                Some(e) => crate::tvmscript::print_expr(&fwd, e),
                None => format!("the block `{}`", block_stmt_name(&fwd, block.stmt)),
            },
        );
        fwd_param.insert(i, b);
    }
    // The backward: name its stash buffers, reuse a parameter of that name, insert the rest
    // as one run before the first output.
    // Outputs: parameters the backward may store into (all of them when a handle escapes).
    let written = crate::analysis::written_roots(&bwd);
    let outputs_at = bwd
        .params
        .iter()
        .position(|p| matches!(p, Param::Buffer(b) if written.as_ref().is_none_or(|w| w[bwd.storage_root(*b).index()])))
        .unwrap_or(bwd.params.len());
    let mut new_params = Vec::new();
    for (i, (c, name, _, _, _)) in stashes.iter().enumerate() {
        let b = bwd_buf[c];
        let same_name = bwd.params.iter().find_map(|p| match p {
            Param::Buffer(x) if bwd.buffer(*x).name == *name => Some(*x),
            _ => None,
        });
        match same_name {
            Some(x) => retarget(&mut bwd, b, x),
            None => {
                bwd.buffers[b.index()].name = name.clone();
                new_params.push((i, b));
            }
        }
    }
    for (k, (_, b)) in new_params.iter().enumerate() {
        bwd.params.insert(outputs_at + k, Param::Buffer(*b));
    }
    let mut report = TensorCseReport::default();
    for (i, (_, name, existing, blocks, why)) in stashes.iter().enumerate() {
        let fb = fwd_param[&i];
        let forward_param = fwd.params.iter().position(|p| *p == Param::Buffer(fb)).unwrap_or(0);
        let backward_param = bwd
            .params
            .iter()
            .position(|p| matches!(p, Param::Buffer(x) if bwd.buffer(*x).name == *name))
            .unwrap_or(0);
        let decl = fwd.buffer(fb);
        report.stashes.push(Stash {
            name: name.clone(),
            shape: decl
                .shape
                .iter()
                .map(|&d| match fwd.expr(d) {
                    Expr::Int(n) => *n,
                    _ => 0,
                })
                .collect(),
            dtype: decl.dtype.to_string(),
            forward_param,
            backward_param,
            new: !existing,
            replaced: replaced_text.get(&i).cloned().unwrap_or_default(),
            occurrences: blocks.clone(),
            explain: why.clone(),
        });
    }
    report.stashes.sort_by_key(|s| s.backward_param);
    crate::ir::compact(&mut fwd);
    crate::ir::compact(&mut bwd);
    module.funcs[fi] = fwd;
    module.funcs[bi] = bwd;
    Ok(report)
}

/// `block: expression, inlining A, B; 1 commutation`, for one occurrence in the original
/// backward `g`.
fn explain(g: &PrimFunc, bm: &Model, o: &Occurrence) -> String {
    let mut inlined = Vec::new();
    inlined_buffers(g, bm, o.expr, &mut inlined);
    let names: Vec<String> = inlined.iter().map(|b| g.buffer(*b).name.clone()).collect();
    let mut why = format!(
        "{}: {}",
        bwd_model_name(bm, g, o),
        crate::tvmscript::print_expr(g, o.expr)
    );
    if !names.is_empty() {
        why.push_str(&format!(", inlining {}", names.join(", ")));
    }
    if o.swaps > 0 {
        why.push_str(&format!(", {} operand swap(s) (commutativity)", o.swaps));
    }
    why
}

/// The backward intermediates whose definitions the term of `e` inlines, transitively.
pub(super) fn inlined_buffers(g: &PrimFunc, bm: &Model, e: ExprId, out: &mut Vec<BufferId>) {
    if let Expr::Load(b, _) = g.expr(e) {
        if let Some(&k) = bm.def_of.get(b) {
            if !out.contains(b) {
                out.push(*b);
                let roots = match bm.blocks[k].def {
                    super::model::Def::Injective { value } => vec![value],
                    super::model::Def::Reduce { init, update, .. } => vec![init, update],
                };
                for r in roots {
                    inlined_buffers(g, bm, r, out);
                }
            }
        }
    }
    visit::expr_children(g.expr(e), |c| inlined_buffers(g, bm, c, out));
}

fn bwd_model_name(bm: &Model, g: &PrimFunc, o: &Occurrence) -> String {
    block_stmt_name(g, bm.blocks[o.block].stmt)
}

fn block_stmt_name(f: &PrimFunc, s: StmtId) -> String {
    match f.stmt(s) {
        Stmt::Block(b) => b.name.clone(),
        _ => String::new(),
    }
}

/// The element dtype and the shape of the tensor candidate `c` stands for (the extents of its
/// index variables).
fn stash_type(f: &PrimFunc, c: &Candidate) -> (DataType, Vec<i128>) {
    let dtype = match (c.expr, c.output) {
        (Some(e), _) => f.dtype(e),
        (None, Some(b)) => f.buffer(b).dtype,
        _ => DataType::FLOAT32,
    };
    (dtype, c.index.iter().map(|iv| iv.extent).collect())
}

/// A parameter buffer of function `into` named `name`, of the given dtype and shape.
fn param_decl(into: &mut PrimFunc, name: &str, (dtype, extents): (DataType, Vec<i128>)) -> BufferDecl {
    BufferDecl {
        name: name.to_string(),
        dtype,
        shape: extents.into_iter().map(|n| into.int(n, DataType::INT32)).collect(),
        scope: "global".into(),
        data: BufferData::Param,
        elem_offset: None,
        strides: Vec::new(),
        layout_hints: Vec::new(),
    }
}

/// Replaces each occurrence by a load of its stash buffer, and refreshes the blocks' reads.
fn replace_occurrences(g: &mut PrimFunc, bm: &Model, occs: &[Occurrence], bufs: &HashMap<usize, BufferId>) {
    for o in occs {
        let s = bm.blocks[o.block].stmt;
        let idx: Vec<ExprId> = o.index.iter().map(|a| build_affine(g, a)).collect();
        let dtype = g.buffer(bufs[&o.candidate]).dtype;
        let load = g.exprs.intern(Expr::Load(bufs[&o.candidate], idx), dtype);
        replace_in_block(g, s, o.expr, load);
    }
}

/// Replaces `from` by `to` in the values a block stores (body and init), and refreshes its
/// `T.reads`.
fn replace_in_block(f: &mut PrimFunc, s: StmtId, from: ExprId, to: ExprId) {
    let Stmt::Block(mut b) = f.stmt(s).clone() else { return };
    for st in [Some(b.body), b.init].into_iter().flatten() {
        if let Stmt::Store { buffer, indices, value } = f.stmt(st).clone() {
            let value = crate::ir::subst::replace(f, value, from, to);
            f.stmts[st.index()] = Stmt::Store { buffer, indices, value };
        }
    }
    b.reads = reads_of(f, &b);
    f.stmts[s.index()] = Stmt::Block(b);
}

/// The regions a block reads: every load in its stored values but of its own output, once.
fn reads_of(f: &PrimFunc, b: &Block) -> Vec<BufferRegion> {
    fn loads(f: &PrimFunc, e: ExprId, out: &mut Vec<(BufferId, Vec<ExprId>)>) {
        if let Expr::Load(b, idx) = f.expr(e) {
            if !out.iter().any(|(x, i)| x == b && i == idx) {
                out.push((*b, idx.clone()));
            }
        }
        visit::expr_children(f.expr(e), |c| loads(f, c, out));
    }
    let mut found = Vec::new();
    let mut own = None;
    for st in [b.init, Some(b.body)].into_iter().flatten() {
        if let Stmt::Store { buffer, value, .. } = f.stmt(st) {
            own = Some(*buffer);
            loads(f, *value, &mut found);
        }
    }
    found
        .into_iter()
        .filter(|(x, _)| Some(*x) != own)
        .map(|(buffer, idx)| BufferRegion {
            buffer,
            dims: idx.into_iter().map(RegionDim::Point).collect(),
        })
        .collect()
}

/// An index expression of backward block variables (and their floor quotients and
/// remainders by constants), written as TE writes one: added terms first, then the subtracted
/// ones, the constant last (`15 - k` when nothing is added: the constant leads then).
fn build_affine(f: &mut PrimFunc, a: &Affine) -> ExprId {
    let mut terms: Vec<(ExprId, bool)> = Vec::new();
    for (s, c) in &a.terms {
        let var = match s {
            Sym::Var(v) => f.var_ref(*v),
            Sym::Quot(x, k) | Sym::Rem(x, k) => {
                let x = build_affine(f, x);
                let k = f.int(*k, f.dtype(x));
                let op = if matches!(s, Sym::Quot(..)) {
                    BinOp::FloorDiv
                } else {
                    BinOp::FloorMod
                };
                f.binary(op, x, k)
            }
            _ => continue,
        };
        let term = match c.abs() {
            1 => var,
            m => {
                let k = f.int(m, f.dtype(var));
                f.binary(BinOp::Mul, k, var)
            }
        };
        terms.push((term, *c < 0));
    }
    terms.sort_by_key(|&(_, negative)| negative);
    let dt = terms.first().map_or(DataType::INT32, |&(t, _)| f.dtype(t));
    let mut constant = a.constant;
    let mut out = match terms.first() {
        None => return f.int(constant, DataType::INT32),
        Some(&(t, false)) => t,
        Some(&(t, true)) => {
            // Nothing added: start from the constant (or 0).
            let start = f.int(constant, dt);
            constant = 0;
            f.binary(BinOp::Sub, start, t)
        }
    };
    for &(t, negative) in &terms[1..] {
        out = f.binary(if negative { BinOp::Sub } else { BinOp::Add }, out, t);
    }
    if constant != 0 {
        let k = f.int(constant.abs(), dt);
        out = f.binary(if constant > 0 { BinOp::Add } else { BinOp::Sub }, out, k);
    }
    out
}

/// Removes top-level loop nests whose block writes an allocated buffer nothing else reads (and
/// the allocation), until none is left.
fn remove_dead_blocks(f: &mut PrimFunc) {
    loop {
        let items = match f.stmt(f.body) {
            Stmt::Seq(items) => items.clone(),
            _ => return,
        };
        let m = Model::of(f);
        let mut dead: Option<(usize, BufferId)> = None;
        for b in &m.blocks {
            let out = b.output;
            if f.params.contains(&Param::Buffer(out)) {
                continue;
            }
            let read_elsewhere = items
                .iter()
                .enumerate()
                .any(|(k, &it)| k != b.item && stmt_loads(f, it, out));
            if !read_elsewhere {
                dead = Some((b.item, out));
                break;
            }
        }
        let Some((item, out)) = dead else { return };
        let kept: Vec<StmtId> = items
            .iter()
            .enumerate()
            .filter(|(k, &it)| *k != item && !matches!(f.stmt(it), Stmt::Alloc { buffer, .. } if *buffer == out))
            .map(|(_, &it)| it)
            .collect();
        f.body = f.add_stmt(Stmt::Seq(kept));
    }
}

/// Whether a load of `b` occurs under statement `s`.
fn stmt_loads(f: &PrimFunc, s: StmtId, b: BufferId) -> bool {
    struct Find(BufferId, bool);
    impl crate::ir::walk::StmtVisitor for Find {
        fn expr(&mut self, f: &PrimFunc, e: ExprId, _site: crate::ir::walk::ExprSite) {
            self.1 |= loads(f, e, self.0);
        }
    }
    let mut find = Find(b, false);
    crate::ir::walk::walk_stmt(f, s, &mut find);
    find.1
}

/// The buffers some statement of `f` loads.
fn loaded_buffers(f: &PrimFunc) -> Vec<BufferId> {
    (0..f.buffers.len())
        .map(|i| BufferId(i as u32))
        .filter(|&b| stmt_loads(f, f.body, b))
        .collect()
}

/// Every parameter and allocation name of `f`.
fn names(f: &PrimFunc) -> Vec<String> {
    let mut out: Vec<String> = f
        .params
        .iter()
        .map(|p| match p {
            Param::Buffer(b) => f.buffer(*b).name.clone(),
            Param::Scalar(v) => f.var(*v).name.clone(),
        })
        .collect();
    let items = match f.stmt(f.body) {
        Stmt::Seq(items) => items.clone(),
        _ => vec![f.body],
    };
    for it in items {
        if let Stmt::Alloc { buffer, .. } = f.stmt(it) {
            out.push(f.buffer(*buffer).name.clone());
        }
    }
    out
}

/// `want`, or `want_stash`, `want_stash1`, ... when taken.
fn fresh(taken: &[String], want: &str) -> String {
    if !taken.iter().any(|t| t == want) {
        return want.to_string();
    }
    let mut k = 0;
    loop {
        let name = if k == 0 {
            format!("{want}_stash")
        } else {
            format!("{want}_stash{k}")
        };
        if !taken.contains(&name) {
            return name;
        }
        k += 1;
    }
}

/// Makes the allocated forward buffer `b` an output parameter named `name`.
fn promote(f: &mut PrimFunc, b: BufferId, name: &str) {
    if let Stmt::Seq(items) = f.stmt(f.body).clone() {
        let kept: Vec<StmtId> = items
            .into_iter()
            .filter(|&it| !matches!(f.stmt(it), Stmt::Alloc { buffer, form: AllocForm::RootBlock } if *buffer == b))
            .collect();
        f.body = f.add_stmt(Stmt::Seq(kept));
    }
    f.buffers[b.index()].name = name.to_string();
    f.buffers[b.index()].data = BufferData::Param;
    f.params.push(Param::Buffer(b));
}

/// Makes every load of `from` read `to` instead (a stash the backward already has as a
/// parameter of the same name), refreshing the blocks' reads.
fn retarget(f: &mut PrimFunc, from: BufferId, to: BufferId) {
    struct R(BufferId, BufferId);
    impl R {
        fn loads(&self, f: &mut PrimFunc, e: ExprId) -> ExprId {
            let node = f.expr(e).clone();
            let dtype = f.dtype(e);
            let new = match visit::map_expr_children(&node, |c| self.loads(f, c)) {
                Expr::Load(b, idx) if b == self.0 => Expr::Load(self.1, idx),
                other => other,
            };
            if new == node {
                e
            } else {
                f.exprs.intern(new, dtype)
            }
        }
    }
    impl crate::ir::rewrite::StmtRewriter for R {
        fn expr(&mut self, f: &mut PrimFunc, e: ExprId, _site: crate::ir::walk::ExprSite) -> ExprId {
            self.loads(f, e)
        }
        fn finish(&mut self, f: &mut PrimFunc, s: StmtId) -> StmtId {
            if let Stmt::Block(mut b) = f.stmt(s).clone() {
                b.reads = reads_of(f, &b);
                f.stmts[s.index()] = Stmt::Block(b);
            }
            s
        }
    }
    crate::ir::rewrite::rewrite_func(f, &mut R(from, to));
}

/// `e` with the stashes already made in the same forward block replaced by their loads.
fn apply_done(f: &mut PrimFunc, e: ExprId, done: &[(ExprId, ExprId, usize)], block: usize) -> ExprId {
    let mut e = e;
    for &(from, to, b) in done {
        if b == block {
            e = crate::ir::subst::replace(f, e, from, to);
        }
    }
    e
}

/// A block computing the subterm `e` of forward block `c.block` into a new output parameter
/// `name`, placed before that block, which then reads it. Returns the buffer and the load that
/// replaced `e`.
fn stash_block(f: &mut PrimFunc, fm: &Model, c: &Candidate, e: ExprId, name: &str) -> (BufferId, ExprId) {
    let ty = stash_type(f, c);
    let decl = param_decl(f, name, ty);
    let buf = f.add_buffer(decl);
    f.params.push(Param::Buffer(buf));
    // Fresh loop and block variables for the index variables.
    let mut map: hashbrown::HashMap<VarId, ExprId> = hashbrown::HashMap::new();
    let mut iters = Vec::new();
    let mut loops = Vec::new();
    let mut value = e;
    for iv in &c.index {
        let v = &iv.var;
        let n = iv.extent;
        let mut vname = f.var(*v).name.clone();
        match iv.through {
            Some((_, Through::Division(BinOp::FloorDiv, k))) => vname = format!("{vname}_div{k}"),
            Some((_, Through::Division(_, k))) => vname = format!("{vname}_mod{k}"),
            Some((_, Through::Sum(w))) => {
                let w = &f.var(w).name;
                vname = format!("{vname}_{}", w.strip_prefix("v_").unwrap_or(w));
            }
            None => {}
        }
        let dt = f.var(*v).dtype;
        let loop_name = vname.strip_prefix("v_").unwrap_or(&vname).to_string();
        let lv = f.add_var(&loop_name, dt);
        let bv = f.add_var(&vname, dt);
        let (zero, extent, binding) = (f.int(0, dt), f.int(n, dt), f.var_ref(lv));
        iters.push(BlockIter {
            var: bv,
            kind: IterKind::Spatial,
            min: zero,
            extent,
            binding,
            remap_group: Some(0),
        });
        loops.push((lv, zero, extent));
        let r = f.var_ref(bv);
        match iv.through {
            Some((through, _)) => value = crate::ir::subst::replace(f, value, through, r),
            None => {
                map.insert(*v, r);
            }
        }
    }
    let value = crate::ir::subst::substitute(f, value, &map);
    let indices: Vec<ExprId> = iters.iter().map(|it| f.var_ref(it.var)).collect();
    let store = f.add_stmt(Stmt::Store {
        buffer: buf,
        indices: indices.clone(),
        value,
    });
    let mut b = Block {
        name: name.to_string(),
        iters,
        predicate: None,
        reads: Vec::new(),
        writes: vec![BufferRegion {
            buffer: buf,
            dims: indices.into_iter().map(RegionDim::Point).collect(),
        }],
        infer_reads: false,
        infer_writes: false,
        annotations: None,
        allocs: Vec::new(),
        match_buffers: Vec::new(),
        init: None,
        body: store,
    };
    b.reads = reads_of(f, &b);
    let mut s = f.add_stmt(Stmt::Block(Box::new(b)));
    for (lv, zero, extent) in loops.into_iter().rev() {
        s = f.add_stmt(Stmt::For {
            var: lv,
            min: zero,
            extent,
            step: None,
            kind: ForKind::Serial,
            body: s,
        });
    }
    // Insert before the source block's nest; the source block reads the stash.
    let items = match f.stmt(f.body) {
        Stmt::Seq(items) => items.clone(),
        _ => vec![f.body],
    };
    let src = fm.blocks[c.block].stmt;
    let at = items
        .iter()
        .position(|&it| contains_stmt(f, it, src))
        .unwrap_or(items.len());
    let mut items = items;
    items.insert(at, s);
    f.body = f.add_stmt(Stmt::Seq(items));
    let idx: Vec<ExprId> = c
        .index
        .iter()
        .map(|iv| iv.through.map_or_else(|| f.var_ref(iv.var), |(through, _)| through))
        .collect();
    let dtype = f.buffer(buf).dtype;
    let load = f.exprs.intern(Expr::Load(buf, idx), dtype);
    replace_in_block(f, src, e, load);
    (buf, load)
}

fn contains_stmt(f: &PrimFunc, root: StmtId, s: StmtId) -> bool {
    let mut at = root;
    loop {
        if at == s {
            return true;
        }
        match f.stmt(at) {
            Stmt::For { body, .. } => at = *body,
            _ => return false,
        }
    }
}
