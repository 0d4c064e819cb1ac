//! Random kernels for differential testing: loop nests over symbolic (`n`, `m`) and constant
//! extents, integer index arithmetic with floordiv / floormod / truncdiv / truncmod / min / max
//! / select / if_then_else, `T.likely` conditions, integer and float lets, float and indirect
//! (gather) loads, loads of the written outputs, stores and accumulations, guarded stores, one
//! guard around loads in two places, pure float math calls (`T.exp`, `T.tanh`, ...), mutable
//! integer scalars (`a = v`, then updated), and in half of them `tirx.noalias` (so that
//! semantic CSE commons loads), each drawn from a seed.
//!
//! Invariants (what makes every program run without error on any input `random_inputs`
//! draws): every buffer index is in range by construction (a loop variable over the
//! dimension's extent, a floormod by the extent, a clamp, or a store guarded by its range
//! check); divisors are positive constants, shape symbols (at least 1) or `n + 1`, and the
//! scalar parameter `s` (possibly 0) only under a guard `s != 0`; integer values stay far inside
//! int32 (products have a constant or an atom as one factor, nesting is at most three deep).

use rand::rngs::SmallRng;
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};

/// The extent of each buffer dimension and loop: the shape symbols `n` (rows of `A` and `C`),
/// `m` (`B`), and the constants 8 (columns, `Idx`) and 16 (`W`, `D`).
const EXTENTS: [&str; 4] = ["n", "m", "8", "16"];

/// Depth of nested loops and `if`s below the top level.
const MAX_DEPTH: u32 = 3;

/// A random program of seed `seed`: one function `main` with inputs `A (n, 8)`, `B (m,)`,
/// `W (16,)` (float32), `Idx (8,)` (int32), the scalar `s`, and outputs `C (n, 8)` (float32)
/// and `D (16,)` (int32).
pub fn random_program(seed: u64) -> String {
    let mut g = Generator {
        rng: SmallRng::seed_from_u64(seed),
        out: String::new(),
        ints: Vec::new(),
        floats: Vec::new(),
        fresh: 0,
        s_nonzero: false,
        last_was_let: false,
    };
    g.out.push_str("# from tvm.script import tirx as T\n\n@T.prim_func\n");
    g.out.push_str(
        "def main(A: T.Buffer((\"n\", 8), \"float32\"), B: T.Buffer((\"m\",), \"float32\"), \
         W: T.Buffer((16,), \"float32\"), Idx: T.Buffer((8,), \"int32\"), s: T.int32, \
         C: T.Buffer((n, 8), \"float32\"), D: T.Buffer((16,), \"int32\")):\n",
    );
    g.out.push_str("    n, m = T.int32(), T.int32()\n");
    if g.rng.gen_bool(0.5) {
        // Distinct parameters, as the interpreter allocates them: semantic CSE then commons
        // loads, those of the written `C` and `D` too where nothing writes them in between.
        g.out.push_str("    T.func_attr({\"tirx.noalias\": True})\n");
    }
    let nests = g.rng.gen_range(1..=3);
    for _ in 0..nests {
        if g.rng.gen_bool(0.2) {
            g.stmt(1, 0);
        } else {
            g.for_loop(1, 0);
        }
    }
    if g.last_was_let {
        g.store(1);
    }
    g.out
}

/// An integer variable in scope: a loop variable (with the extent it ranges over) or a let.
struct IntVar {
    name: String,
    extent: Option<&'static str>,
}

struct Generator {
    rng: SmallRng,
    out: String,
    ints: Vec<IntVar>,
    floats: Vec<String>,
    fresh: usize,
    /// Inside a guard that proves `s != 0`: `s` may divide.
    s_nonzero: bool,
    /// The last statement written is a let (which needs a statement after it).
    last_was_let: bool,
}

impl Generator {
    fn fresh(&mut self, prefix: &str) -> String {
        self.fresh += 1;
        format!("{prefix}{}", self.fresh)
    }

    fn line(&mut self, indent: u32, text: &str) {
        for _ in 0..indent {
            self.out.push_str("    ");
        }
        self.out.push_str(text);
        self.out.push('\n');
    }

    /// A statement sequence of `count` statements in a new scope; a let is never last (it
    /// binds over the statements after it).
    fn block(&mut self, indent: u32, depth: u32, count: usize) {
        let (ints, floats) = (self.ints.len(), self.floats.len());
        for _ in 0..count {
            self.stmt(indent, depth);
        }
        if self.last_was_let {
            self.store(indent);
        }
        self.ints.truncate(ints);
        self.floats.truncate(floats);
    }

    fn for_loop(&mut self, indent: u32, depth: u32) {
        let extent = *EXTENTS.choose(&mut self.rng).unwrap();
        let name = self.fresh("i");
        self.line(indent, &format!("for {name} in range({extent}):"));
        self.ints.push(IntVar {
            name,
            extent: Some(extent),
        });
        let count = self.rng.gen_range(1..=4);
        self.block(indent + 1, depth + 1, count);
        self.ints.pop();
    }

    fn store(&mut self, indent: u32) {
        let (i, j) = (self.index("n"), self.index("8"));
        let value = self.float_expr(3);
        self.line(indent, &format!("C[{i}, {j}] = {value}"));
        self.last_was_let = false;
    }

    fn stmt(&mut self, indent: u32, depth: u32) {
        let nest = depth < MAX_DEPTH;
        self.last_was_let = false;
        match self.rng.gen_range(0..15) {
            0 | 1 => {
                let name = self.fresh("v");
                let value = self.int_expr(2);
                self.line(indent, &format!("{name}: T.let[T.int32] = {value}"));
                self.ints.push(IntVar { name, extent: None });
                self.last_was_let = true;
            }
            2 => {
                let name = self.fresh("f");
                let value = self.float_expr(2);
                self.line(indent, &format!("{name}: T.let[T.float32] = {value}"));
                self.floats.push(name);
                self.last_was_let = true;
            }
            3 | 4 => self.store(indent),
            5 => {
                let (i, j) = (self.index("n"), self.index("8"));
                let value = self.float_expr(2);
                self.line(indent, &format!("C[{i}, {j}] = C[{i}, {j}] + {value}"));
            }
            6 => {
                let k = self.index("16");
                let value = self.int_expr(3);
                self.line(indent, &format!("D[{k}] = {value}"));
            }
            7 if nest => {
                let c = self.cond(2);
                self.line(indent, &format!("if T.likely({c}):"));
                let count = self.rng.gen_range(1..=3);
                self.block(indent + 1, depth + 1, count);
                if self.rng.gen_bool(0.4) {
                    self.line(indent, "else:");
                    let count = self.rng.gen_range(1..=2);
                    self.block(indent + 1, depth + 1, count);
                }
            }
            8 => {
                // A store whose index is in range only under its guard (the bound checks of
                // TVM's split loops).
                let e = self.int_expr(2);
                let value = self.int_expr(2);
                self.line(indent, &format!("if T.likely(0 <= {e} and {e} < 16):"));
                self.line(indent + 1, &format!("D[{e}] = {value}"));
            }
            9 if nest && !self.s_nonzero => {
                self.line(indent, "if s != 0:");
                self.s_nonzero = true;
                let count = self.rng.gen_range(1..=2);
                self.block(indent + 1, depth + 1, count);
                self.s_nonzero = false;
            }
            10..=12 if nest => self.for_loop(indent, depth),
            13 => {
                // A mutable scalar (`a = v`, as users write it) updated once, then read like
                // any integer: reduced, its value stays small.
                let name = self.fresh("a");
                let value = self.int_expr(2);
                self.line(indent, &format!("{name} = {value}"));
                let step = self.int_expr(1);
                self.line(indent, &format!("{name} = ({name} + {step}) % 1024"));
                self.ints.push(IntVar { name, extent: None });
                self.last_was_let = true;
            }
            14 => {
                // One guard twice (a GPU tail guard around a reduction's last element, then
                // around its normalization), with a load in range only under it in both and a
                // store between: what semantic CSE binds as `T.if_then_else(guard, ..., 0)`.
                let e = self.int_expr(2);
                let guard = format!("if T.likely(0 <= {e} and {e} < 16):");
                let (i, j) = (self.index("n"), self.index("8"));
                self.line(indent, &guard);
                self.line(
                    indent + 1,
                    &format!("C[{i}, {j}] = C[{i}, {j}] + W[{e}] * T.float32(0.5)"),
                );
                self.store(indent);
                let (i, j) = (self.index("n"), self.index("8"));
                self.line(indent, &guard);
                self.line(indent + 1, &format!("C[{i}, {j}] = W[{e}] * T.float32(0.5)"));
            }
            _ => self.store(indent),
        }
    }

    /// An index into a dimension of `extent`, in range by construction.
    fn index(&mut self, extent: &'static str) -> String {
        let loops: Vec<usize> = (0..self.ints.len())
            .filter(|&k| self.ints[k].extent == Some(extent))
            .collect();
        match self.rng.gen_range(0..10) {
            0..=4 if !loops.is_empty() => self.ints[*loops.choose(&mut self.rng).unwrap()].name.clone(),
            0..=6 => format!("{} % {extent}", self.int_expr(2)),
            7 => format!("T.floormod({}, {extent})", self.int_expr(2)),
            _ => format!("T.min(T.max({}, 0), {extent} - 1)", self.int_expr(2)),
        }
    }

    fn int_atom(&mut self) -> String {
        match self.rng.gen_range(0..10) {
            0..=4 if !self.ints.is_empty() => self.ints[self.rng.gen_range(0..self.ints.len())].name.clone(),
            5 => ["n", "m", "s"].choose(&mut self.rng).unwrap().to_string(),
            _ => self.rng.gen_range(-3..=9).to_string(),
        }
    }

    /// A divisor that is never zero (`s` only where a guard proves it nonzero).
    fn divisor(&mut self) -> String {
        match self.rng.gen_range(0..10) {
            0..=5 => self.rng.gen_range(1..=8).to_string(),
            6 => "n".into(),
            7 => "m".into(),
            8 if self.s_nonzero => "s".into(),
            _ => "(n + 1)".into(),
        }
    }

    fn int_expr(&mut self, depth: u32) -> String {
        if depth == 0 || self.rng.gen_bool(0.25) {
            return self.int_atom();
        }
        let d = depth - 1;
        match self.rng.gen_range(0..18) {
            0..=2 => format!("({} + {})", self.int_expr(d), self.int_expr(d)),
            3 => format!("({} - {})", self.int_expr(d), self.int_expr(d)),
            4 | 5 => format!("({} * {})", self.int_expr(d), self.rng.gen_range(1..=8)),
            6 => format!("({} * {})", self.int_expr(d.min(1)), self.int_atom()),
            7 => format!("({} // {})", self.int_expr(d), self.divisor()),
            8 => format!("({} % {})", self.int_expr(d), self.divisor()),
            9 => format!("T.truncdiv({}, {})", self.int_expr(d), self.divisor()),
            10 => format!("T.truncmod({}, {})", self.int_expr(d), self.divisor()),
            11 => format!("T.min({}, {})", self.int_expr(d), self.int_expr(d)),
            12 => format!("T.max({}, {})", self.int_expr(d), self.int_expr(d)),
            13 => format!("T.Select({}, {}, {})", self.cond(d), self.int_expr(d), self.int_expr(d)),
            14 if !self.s_nonzero => {
                // A division guarded by its condition: it must stay under the guard.
                self.s_nonzero = true;
                let guarded = format!("{} // s", self.int_expr(d));
                self.s_nonzero = false;
                format!("T.if_then_else(s != 0, {guarded}, {})", self.int_expr(d))
            }
            14 => format!(
                "T.if_then_else({}, {}, {})",
                self.cond(d),
                self.int_expr(d),
                self.int_expr(d)
            ),
            // Stored values feed back into later ones: reduced, they cannot grow without bound.
            15 => format!("(D[{}] % 16)", self.index("16")),
            _ => format!("Idx[{}]", self.index("8")),
        }
    }

    fn cond(&mut self, depth: u32) -> String {
        let d = depth.saturating_sub(1);
        match self.rng.gen_range(0..10) {
            0..=4 => {
                let op = *["<", "<=", "==", "!=", ">", ">="].choose(&mut self.rng).unwrap();
                format!("({} {op} {})", self.int_expr(d), self.int_expr(d))
            }
            5 if depth > 0 => format!("({} and {})", self.cond(d), self.cond(d)),
            6 if depth > 0 => format!("({} or {})", self.cond(d), self.cond(d)),
            7 if depth > 0 => format!("(not {})", self.cond(d)),
            8 => format!("({} < {})", self.float_expr(d.min(1)), self.float_expr(d.min(1))),
            _ => format!("({} < {})", self.int_atom(), self.int_expr(d)),
        }
    }

    fn float_atom(&mut self) -> String {
        match self.rng.gen_range(0..13) {
            0..=2 => format!("A[{}, {}]", self.index("n"), self.index("8")),
            3 | 4 => format!("B[{}]", self.index("m")),
            5 => format!("W[{}]", self.index("16")),
            6 => format!("W[Idx[{}] % 16]", self.index("8")),
            7 if !self.floats.is_empty() => self.floats[self.rng.gen_range(0..self.floats.len())].clone(),
            8 => format!("T.Cast(\"float32\", {})", self.int_expr(1)),
            9 => format!("C[{}, {}]", self.index("n"), self.index("8")),
            _ => {
                let c = *["0.0", "0.5", "1.0", "-2.0", "3.0"].choose(&mut self.rng).unwrap();
                format!("T.float32({c})")
            }
        }
    }

    fn float_expr(&mut self, depth: u32) -> String {
        if depth == 0 || self.rng.gen_bool(0.3) {
            return self.float_atom();
        }
        let d = depth - 1;
        match self.rng.gen_range(0..11) {
            0..=2 => format!("({} + {})", self.float_expr(d), self.float_expr(d)),
            3 => format!("({} - {})", self.float_expr(d), self.float_expr(d)),
            4 | 5 => format!("({} * {})", self.float_expr(d), self.float_expr(d)),
            6 => format!("({} / T.float32(2.0))", self.float_expr(d)),
            7 => format!("T.max({}, {})", self.float_expr(d), self.float_expr(d)),
            8 => format!(
                "T.if_then_else({}, {}, {})",
                self.cond(d),
                self.float_expr(d),
                self.float_expr(d)
            ),
            // Pure math calls, which semantic CSE commons and hoists like arithmetic.
            9 => {
                let f = *["exp", "tanh", "sigmoid", "sqrt", "fabs", "floor"]
                    .choose(&mut self.rng)
                    .unwrap();
                format!("T.{f}({})", self.float_expr(d))
            }
            _ => format!(
                "T.Select({}, {}, {})",
                self.cond(d),
                self.float_expr(d),
                self.float_expr(d)
            ),
        }
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn generated_programs_parse_and_run_and_vary() {
        let mut texts = std::collections::HashSet::new();
        for seed in 0..50 {
            let src = super::random_program(seed);
            let m = crate::parse_module("gen", &src).unwrap_or_else(|e| panic!("seed {seed}: {e}\n{src}"));
            let f = &m.funcs[0];
            for input_seed in 0..3 {
                let inputs = crate::random_inputs(f, &crate::Bindings::default(), input_seed).unwrap();
                crate::interpret(f, &inputs, crate::DEFAULT_FUEL, None)
                    .unwrap_or_else(|e| panic!("seed {seed}, inputs {input_seed}: {e}\n{src}"));
            }
            texts.insert(src);
        }
        assert_eq!(texts.len(), 50);
    }
}
