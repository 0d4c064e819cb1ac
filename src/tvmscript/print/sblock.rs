//! Blocks: `with T.sblock(name):` with its axes, `T.where`, `T.reads`/`T.writes`, its
//! allocations, matched buffers, annotations and `T.init()`, in the order TVM prints them.

use super::{py_str, subscript, Printer};
use crate::ir::{Block, BlockIter, BufferRegion, Expr, IterKind, RegionDim, Stmt, VarId};

impl Printer<'_> {
    /// `with T.sblock(name):` and its declarations, in the order TVM prints them.
    pub(super) fn sblock(&mut self, b: &Block, indent: usize) {
        let f = self.f;
        self.line(indent, &format!("with T.sblock({}):", py_str(&b.name)));
        self.names.push();
        let inner = indent + 1;
        let mut k = 0;
        while k < b.iters.len() {
            let it = &b.iters[k];
            let group: Vec<&BlockIter> = match it.remap_group {
                Some(g) => b.iters[k..].iter().take_while(|x| x.remap_group == Some(g)).collect(),
                None => vec![it],
            };
            // `T.axis.remap` has no letter for an ordered axis (the parser never groups one),
            // and gives each axis the range of the loop it binds: a group holding an ordered
            // axis, or an axis whose binding is no longer a loop variable or whose domain is no
            // longer its loop's range (a pass shrank the loop), prints its axes one by one.
            let remap = it.remap_group.is_some()
                && group.iter().all(|x| {
                    x.kind != IterKind::Scan
                        && matches!(f.expr(x.binding), Expr::Var(v)
                            if self.loop_ranges.get(v) == Some(&(x.min, x.extent)))
                });
            let group = if remap { group } else { vec![it] };
            k += group.len();
            if remap {
                let kinds: String = group
                    .iter()
                    .map(|x| match x.kind {
                        IterKind::Spatial => 'S',
                        IterKind::Reduce => 'R',
                        IterKind::Opaque | IterKind::Scan => 'O',
                    })
                    .collect();
                let bindings: Vec<String> = group.iter().map(|x| self.e(x.binding)).collect();
                let names: Vec<String> = group.iter().map(|x| self.def_var(x.var)).collect();
                self.line(
                    inner,
                    &format!(
                        "{} = T.axis.remap(\"{kinds}\", [{}])",
                        names.join(", "),
                        bindings.join(", ")
                    ),
                );
            } else {
                let kind = match it.kind {
                    IterKind::Spatial => "spatial",
                    IterKind::Reduce => "reduce",
                    IterKind::Opaque => "opaque",
                    IterKind::Scan => "scan",
                };
                let dom = match f.expr(it.min) {
                    Expr::Int(0) => self.e(it.extent),
                    _ => {
                        let stop = match (f.expr(it.min), f.expr(it.extent)) {
                            (Expr::Int(a), Expr::Int(n)) => (a + n).to_string(),
                            _ => format!("{} + {}", self.e(it.min), self.e(it.extent)),
                        };
                        format!("({}, {stop})", self.e(it.min))
                    }
                };
                let binding = self.e(it.binding);
                let name = self.def_var(it.var);
                self.line(inner, &format!("{name} = T.axis.{kind}({dom}, {binding})"));
            }
        }
        if let Some(p) = b.predicate {
            let p = self.e(p);
            self.line(inner, &format!("T.where({p})"));
        }
        if !b.infer_reads {
            let reads = self.regions(&b.reads);
            self.line(inner, &format!("T.reads({reads})"));
        }
        if !b.infer_writes {
            let writes = self.regions(&b.writes);
            self.line(inner, &format!("T.writes({writes})"));
        }
        if let Some(a) = &b.annotations {
            self.line(inner, &format!("T.sblock_attr({a})"));
        }
        for &a in &b.allocs {
            let decl = f.buffer(a);
            let mut args = self.shape_and_dtype(decl);
            args.extend(self.buffer_keywords(decl, "global"));
            let name = self.def_buf(a);
            self.line(inner, &format!("{name} = T.sblock_alloc_buffer({})", args.join(", ")));
        }
        // A stride symbol standing in two places is declared first (`s = T.int32()`), as TVM
        // prints it; one standing once is written as a string in its place.
        let (mut seen, mut declared): (Vec<VarId>, Vec<VarId>) = (Vec::new(), Vec::new());
        for &d in b.match_buffers.iter().flat_map(|(m, _)| f.buffer(*m).strides.iter()) {
            if let Some(v) = f.matched_stride(d) {
                if seen.contains(&v) && !declared.contains(&v) {
                    let name = self.def_var(v);
                    self.line(inner, &format!("{name} = T.{}()", f.var(v).dtype));
                    declared.push(v);
                }
                seen.push(v);
            }
        }
        for (m, source) in &b.match_buffers {
            let decl = f.buffer(*m);
            let mut args = vec![self.regions(std::slice::from_ref(source))];
            args.extend(self.shape_and_dtype(decl));
            args.extend(self.buffer_keywords(decl, "global"));
            let name = self.def_buf(*m);
            self.line(inner, &format!("{name} = T.match_buffer({})", args.join(", ")));
            // TVM's parser binds no name to a stride symbol: later uses read it off the buffer.
            for (k, &d) in decl.strides.iter().enumerate() {
                if let Some(v) = f.matched_stride(d).filter(|v| !declared.contains(v)) {
                    self.names.vars.insert(v, format!("{name}.strides[{k}]"));
                }
            }
        }
        if let Some(i) = b.init {
            self.line(inner, "with T.init():");
            self.block(i, inner + 1);
        }
        // An empty body (`pass`) is `T.evaluate(0)` to TVM, and a `with` needs a statement.
        if matches!(f.stmt(b.body), Stmt::Seq(items) if items.is_empty()) {
            self.line(inner, "T.evaluate(0)");
        } else {
            self.stmt(b.body, inner);
        }
        self.names.pop();
    }

    /// `A[v_i, 0:16], B[v_k]` of `T.reads`/`T.writes`.
    pub(super) fn regions(&self, regions: &[BufferRegion]) -> String {
        let parts: Vec<String> = regions
            .iter()
            .map(|r| {
                let dims: Vec<String> = r
                    .dims
                    .iter()
                    .map(|d| match *d {
                        RegionDim::Point(e) => self.e(e),
                        RegionDim::Range(lo, hi) => format!("{}:{}", self.e(lo), self.e(hi)),
                    })
                    .collect();
                if self.scalars.contains(&r.buffer) {
                    // A mutable scalar is read as `x`; its region is TVM's `x.source[0]`.
                    return format!("{}.source[0]", self.buf(r.buffer));
                }
                format!("{}[{}]", self.buf(r.buffer), subscript(&dims))
            })
            .collect();
        parts.join(", ")
    }
}
