import json, os, textwrap
HERE = os.path.dirname(os.path.abspath(__file__))
CASES = []
def case(id, family, rule, equality, passes, before, after=None, forbidden=None, extra=None, scalars=None, layout=None, note=None):
    CASES.append(dict(id=id, family=family, rule=rule, equality=equality, passes=passes, before=before,
                      after=after, forbidden=forbidden, extra=extra or [], scalars=scalars, layout=layout, note=note))
def P(sig, body):
    return ("@I.ir_module\nclass Module:\n    @T.prim_func\n    def main(" + sig + "):\n" +
            textwrap.indent(textwrap.dedent(body).strip("\n"), " " * 8) + "\n")
def L(groups):
    ex = []
    for b, m, p in groups:
        ex += ["--buffer", b, "--index-map", m, "--pad-value=" + p]
    return ex

# ================================================================ assume
# ================================================================ assume
S = 'A: T.Buffer((16,), "int32"), B: T.Buffer((16,), "int32")'
case("as3_loop_fact_1d_else", "assume", "The RFC's 1-d loop form T.assume(i < 14 or A[i] == 0) gives A[i] == 0 inside a later if i >= 14 (then-branch of an if/else): A[i] * 5 becomes 0, the else stays.", "exact", "simplify",
     P(S, """
        for i in range(16):
            T.assume(i < 14 or A[i] == 0)
        for i in range(16):
            if i >= 14:
                B[i] = A[i] * 5
            else:
                B[i] = A[i] + 1
     """),
     P(S, """
        for i in range(16):
            T.assume(i < 14 or A[i] == 0)
        for i in range(16):
            if i >= 14:
                B[i] = 0
            else:
                B[i] = A[i] + 1
     """))
S = 'A: T.Buffer((4,), "int32"), n: T.int32'
case("as3_assume_inside_if_scope", "assume", "An assumption inside an if (0 < n: assume n < 8) holds for the rest of the then-block only: n // 8 -> 0 and n % 8 -> n there, n // 8 after the if stays.", "exact", "simplify",
     P(S, """
        if 0 < n:
            T.assume(n < 8)
            A[0] = n // 8
            A[1] = n % 8
        A[2] = n // 8
     """),
     P(S, """
        if 0 < n:
            T.assume(n < 8)
            A[0] = 0
            A[1] = n
        A[2] = n // 8
     """), scalars={"n": [-9, 7]})
S = 'A: T.Buffer((2,), "int32"), n: T.int32'
case("as3_assume_in_else_branch", "assume", "An assumption in the else branch (n < 10) combined with the negated branch condition (n >= 4) makes n // 10 equal 0 there.", "exact", "simplify",
     P(S, """
        if n < 4:
            A[0] = n + 1
        else:
            T.assume(n < 10)
            A[0] = n // 10
     """),
     P(S, """
        if n < 4:
            A[0] = n + 1
        else:
            T.assume(n < 10)
            A[0] = 0
     """), scalars={"n": [-9, 9]})
S = 'A: T.Buffer((4, 4), "int32"), B: T.Buffer((2,), "int32")'
case("as3_2d_pad_fact_const_index", "assume", "The 2-d padding assumption (4*io+ii < 14 or A == -1) gives the values of A[3, 2] and A[3, 3] at constant indices: A[3, 2] + A[3, 3] is -2.", "exact", "simplify",
     P(S, """
        for io, ii in T.grid(4, 4):
            T.assume(4 * io + ii < 14 or A[io, ii] == -1)
        B[0] = A[3, 2] + A[3, 3]
        B[1] = A[0, 0] + A[3, 3]
     """),
     P(S, """
        for io, ii in T.grid(4, 4):
            T.assume(4 * io + ii < 14 or A[io, ii] == -1)
        B[0] = -2
        B[1] = A[0, 0] - 1
     """))
S = 'A: T.Buffer((8,), "int32")'
case("as3_false_through_let", "assume", "x = 3; T.assume(x * 2 > 7): false once the let is inlined: compile-time error.", "error", "simplify",
     P(S, """
        x: T.let[T.int32] = 3
        T.assume(x * 2 > 7)
        A[0] = x
     """))

# ================================================================ undef
S = 'A: T.Buffer((16,), "float32"), B: T.Buffer((16,), "float32")'
case("ud3_ite_branch_pure", "undef", "In a T.if_then_else branch, the pure expression undef + A[i] may become T.undef() (the other branch and the condition stay).", "exact", "simplify",
     P(S, """
        for i in range(16):
            B[i] = T.if_then_else(i < 14, A[i] * T.float32(2.0), T.Cast("float32", T.undef()) + A[i])
     """),
     P(S, """
        for i in range(16):
            B[i] = T.if_then_else(i < 14, A[i] * T.float32(2.0), T.Cast("float32", T.undef()))
     """))
S = 'A: T.Buffer((16,), "int32"), B: T.Buffer((16,), "int32")'
case("ud3_let_undef_in_ite", "undef", "A let-bound undef is one value: in the else branch x - x + A[i] is A[i]; both branches are then A[i] and the select goes.", "exact", "simplify",
     P(S, """
        x: T.let[T.int32] = T.undef()
        for i in range(16):
            B[i] = T.if_then_else(i < 14, A[i], x - x + A[i])
     """),
     P(S, """
        for i in range(16):
            B[i] = A[i]
     """))
case("ud3_two_undef_in_ite_forbidden", "undef", "Two independent T.undef() calls in a branch (undef - undef + A[i]) are not 0 + A[i]: the select may not become A[i].", "negative", "simplify",
     P(S, """
        for i in range(16):
            B[i] = T.if_then_else(i < 14, A[i], T.undef() - T.undef() + A[i])
     """),
     P(S, """
        for i in range(16):
            B[i] = T.if_then_else(i < 14, A[i], T.undef() - T.undef() + A[i])
     """),
     forbidden=P(S, """
        for i in range(16):
            B[i] = A[i]
     """))

# ================================================================ lowering
S = 'A: T.Buffer((2, 4, 4), "int32"), B: T.Buffer((2, 4, 4), "int32")'
case("lo3_assumes_nested_levels", "lowering", "RemoveAssume in a 3-deep nest: assumptions at the outer level, inside an if in the innermost loop, and after the inner loop all go (the if with them); the store stays.", "exact", "remove-assume",
     P(S, """
        for b in range(2):
            T.assume(A[b, 0, 0] >= -3)
            for io in range(4):
                for ii in range(4):
                    if 4 * io + ii >= 14:
                        T.assume(A[b, io, ii] == 0)
                    B[b, io, ii] = A[b, io, ii] + b
                T.assume(A[b, io, 0] <= 3)
     """),
     P(S, """
        for b, io, ii in T.grid(2, 4, 4):
            B[b, io, ii] = A[b, io, ii] + b
     """))
S = 'A: T.Buffer((14,), "int16"), B: T.Buffer((14,), "int16")'
case("lo3_internal_cache_int16", "lowering", "Both lowering transforms on an internal int16 cache (4, 4): its T.undef() padding stores and the readable-padding assumption loop go.", "exact", "remove-assume,remove-store-undef",
     P(S, """
        C = T.alloc_buffer((4, 4), "int16")
        for i in range(14):
            C[i // 4, i % 4] = A[i] * T.int16(2)
        for io, ii in T.grid(4, 4):
            if 4 * io + ii >= 14:
                C[io, ii] = T.Cast("int16", T.undef())
        for io, ii in T.grid(4, 4):
            T.assume(4 * io + ii < 14 or C[io, ii] == T.Cast("int16", T.undef()))
        for i in range(14):
            B[i] = C[i // 4, i % 4]
     """),
     P(S, """
        C = T.alloc_buffer((4, 4), "int16")
        for i in range(14):
            C[i // 4, i % 4] = A[i] * T.int16(2)
        for i in range(14):
            B[i] = C[i // 4, i % 4]
     """))

# ================================================================ transform_layout
case("tl3_6x6_as_2233_no_padding", "transform_layout", "B (6, 6) -> [i//3, j//3, i%3, j%3] (2, 2, 3, 3) fills the new shape exactly: accesses rewritten, no padding, so no postlude although pad_value is 0.", "layout", "layout",
     P('A: T.Buffer((6, 6), "int32"), B: T.Buffer((6, 6), "int32")', """
        for i, j in T.grid(6, 6):
            B[i, j] = A[i, j] * 2
     """),
     P('A: T.Buffer((6, 6), "int32"), B: T.Buffer((2, 2, 3, 3), "int32")', """
        for i, j in T.grid(6, 6):
            B[i // 3, j // 3, i % 3, j % 3] = A[i, j] * 2
     """),
     extra=L([("B", "lambda i, j: (i // 3, j // 3, i % 3, j % 3)", "0")]),
     layout={"B": {"map": "lambda i, j: (i // 3, j // 3, i % 3, j % 3)", "pad": "lambda a, b, c, d: 0", "role": "output"}})
case("tl3_inplace_read_write", "transform_layout", "A (14,) both read and written in place (A[i] = A[i] + 1), map i -> [i//4, i%4] pad 0: A has a write stage, so it is not an input (RFC: no T.assume); accesses rewritten and the postlude writes 0 into the padding.", "layout", "layout",
     P('A: T.Buffer((14,), "int32")', """
        for i in range(14):
            A[i] = A[i] + 1
     """),
     P('A: T.Buffer((4, 4), "int32")', """
        for i in range(14):
            A[i // 4, i % 4] = A[i // 4, i % 4] + 1
        for io, ii in T.grid(4, 4):
            if 4 * io + ii >= 14:
                A[io, ii] = 0
     """),
     extra=L([("A", "lambda i: (i // 4, i % 4)", "0")]),
     layout={"A": {"map": "lambda i: (i // 4, i % 4)", "pad": "lambda io, ii: 0", "role": "output"}},
     note="RFC: 'If pad_value is defined and the transformed buffer does not have a write stage within the body of the function, then it is an input argument' (T.assume); A is written, so only the producer postlude applies and its padding is arbitrary on entry.")
case("tl3_two_inputs_shared_map", "transform_layout", "Two inputs A, B (10,) float32 with the same map i -> [i//4, i%4] pad 0.0 (one assumption loop each), output C with pad none (no postlude).", "layout", "layout",
     P('A: T.Buffer((10,), "float32"), B: T.Buffer((10,), "float32"), C: T.Buffer((10,), "float32")', """
        for i in range(10):
            C[i] = A[i] * B[i]
     """),
     P('A: T.Buffer((3, 4), "float32"), B: T.Buffer((3, 4), "float32"), C: T.Buffer((3, 4), "float32")', """
        for io, ii in T.grid(3, 4):
            T.assume(4 * io + ii < 10 or A[io, ii] == T.float32(0.0))
        for io, ii in T.grid(3, 4):
            T.assume(4 * io + ii < 10 or B[io, ii] == T.float32(0.0))
        for i in range(10):
            C[i // 4, i % 4] = A[i // 4, i % 4] * B[i // 4, i % 4]
     """),
     extra=L([("A", "lambda i: (i // 4, i % 4)", "0.0"), ("B", "lambda i: (i // 4, i % 4)", "0.0"), ("C", "lambda i: (i // 4, i % 4)", "none")]),
     layout={"A": {"map": "lambda i: (i // 4, i % 4)", "pad": "lambda io, ii: 0.0", "role": "input"},
             "B": {"map": "lambda i: (i // 4, i % 4)", "pad": "lambda io, ii: 0.0", "role": "input"},
             "C": {"map": "lambda i: (i // 4, i % 4)", "pad": "lambda io, ii: ANY", "role": "output"}})
case("tl3_internal_undef", "transform_layout", "Internal buffer C (10,) -> (3, 4) with pad_value undef: its write stage is followed by a postlude storing T.undef(); the outputs are unchanged.", "exact", "layout",
     P('A: T.Buffer((10,), "int32"), B: T.Buffer((10,), "int32")', """
        C = T.alloc_buffer((10,), "int32")
        for i in range(10):
            C[i] = A[i] + 1
        for i in range(10):
            B[i] = C[i] * 2
     """),
     P('A: T.Buffer((10,), "int32"), B: T.Buffer((10,), "int32")', """
        C = T.alloc_buffer((3, 4), "int32")
        for i in range(10):
            C[i // 4, i % 4] = A[i] + 1
        for io, ii in T.grid(3, 4):
            if 4 * io + ii >= 10:
                C[io, ii] = T.undef()
        for i in range(10):
            B[i] = C[i // 4, i % 4] * 2
     """),
     extra=L([("C", "lambda i: (i // 4, i % 4)", "undef")]))
case("tl3_conv_output_3x5", "transform_layout", "1-d convolution output B (12,) -> [i//5, i%5] (3, 5) pad 0: both the init and the update are rewritten; postlude where 5*io+ii >= 12.", "layout", "layout",
     P('A: T.Buffer((14,), "int32"), B: T.Buffer((12,), "int32")', """
        for i in range(12):
            B[i] = 0
            for f in range(3):
                B[i] = B[i] + A[i + f]
     """),
     P('A: T.Buffer((14,), "int32"), B: T.Buffer((3, 5), "int32")', """
        for i in range(12):
            B[i // 5, i % 5] = 0
            for f in range(3):
                B[i // 5, i % 5] = B[i // 5, i % 5] + A[i + f]
        for io, ii in T.grid(3, 5):
            if 5 * io + ii >= 12:
                B[io, ii] = 0
     """),
     extra=L([("B", "lambda i: (i // 5, i % 5)", "0")]),
     layout={"B": {"map": "lambda i: (i // 5, i % 5)", "pad": "lambda io, ii: 0", "role": "output"}})
case("tl3_input_two_padded_dims", "transform_layout", "Input A (5, 2, 6) int8 -> [i//4, j, k//4, i%4, k%4] (2, 2, 2, 4, 4) pad 0: padding along two dims, assumption 4*io+ii < 5 and 4*ko+ki < 6 or A == 0.", "layout", "layout",
     P('A: T.Buffer((5, 2, 6), "int8"), B: T.Buffer((5, 2, 6), "int8")', """
        for i, j, k in T.grid(5, 2, 6):
            B[i, j, k] = A[i, j, k] + T.int8(1)
     """),
     P('A: T.Buffer((2, 2, 2, 4, 4), "int8"), B: T.Buffer((5, 2, 6), "int8")', """
        for io, j, ko, ii, ki in T.grid(2, 2, 2, 4, 4):
            T.assume(4 * io + ii < 5 and 4 * ko + ki < 6 or A[io, j, ko, ii, ki] == T.int8(0))
        for i, j, k in T.grid(5, 2, 6):
            B[i, j, k] = A[i // 4, j, k // 4, i % 4, k % 4] + T.int8(1)
     """),
     extra=L([("A", "lambda i, j, k: (i // 4, j, k // 4, i % 4, k % 4)", "0")]),
     layout={"A": {"map": "lambda i, j, k: (i // 4, j, k // 4, i % 4, k % 4)", "pad": "lambda io, j, ko, ii, ki: 0", "role": "input"}})

# ================================================================ sequential_buffer_access
S = 'A: T.Buffer((2, 2, 3, 3), "int32")'
case("sb3_6x6_as_2233", "sequential_buffer_access", "A 6x6 nest writing A[i//3, j//3, i%3, j%3] (6x6 laid out as (2, 2, 3, 3)): loops io, jo, ii, ji in A's order, i = 3*io+ii, j = 3*jo+ji, no guard.", "exact", "sequential-access",
     P(S, """
        for i, j in T.grid(6, 6):
            A[i // 3, j // 3, i % 3, j % 3] = i * 6 + j
     """),
     P(S, """
        for io, jo, ii, ji in T.grid(2, 2, 3, 3):
            A[io, jo, ii, ji] = (3 * io + ii) * 6 + (3 * jo + ji)
     """), extra=["--buffer", "A"])
S = 'A: T.Buffer((3, 3, 4), "int32"), B: T.Buffer((3, 10), "int32")'
case("sb3_write_inner_split_kept_outer", "sequential_buffer_access", "Writing A[i, j//4, j%4] over (3, 10): the outer loop stays, j is split into jo, ji with guard 4*jo+ji < 10.", "exact", "sequential-access",
     P(S, """
        for i, j in T.grid(3, 10):
            A[i, j // 4, j % 4] = B[i, j]
     """),
     P(S, """
        for i, jo, ji in T.grid(3, 3, 4):
            if 4 * jo + ji < 10:
                A[i, jo, ji] = B[i, 4 * jo + ji]
     """), extra=["--buffer", "A"])

# ================================================================ remove_no_op
S = 'A: T.Buffer((16,), "int32"), B: T.Buffer((16,), "int32")'
case("rn3_self_store_index_expr", "remove_no_op", "A self store through an index expression (A[i // 4 * 4 + i % 4] = A[i]) is a no-op.", "exact", "remove-no-op",
     P(S, """
        for i in range(16):
            A[i // 4 * 4 + i % 4] = A[i]
            B[i] = A[i] + 1
     """),
     P(S, """
        for i in range(16):
            B[i] = A[i] + 1
     """))
S = 'A: T.Buffer((16,), "int32"), B: T.Buffer((16,), "int32"), C: T.Buffer((16,), "int32")'
case("rn3_value_written_by_earlier_loop", "remove_no_op", "A loop storing 7 into B[12..15], which an earlier loop set to 7 (only read in between): a store of the value the element holds, the loop goes.", "exact", "remove-no-op",
     P(S, """
        for i in range(16):
            B[i] = 7
        for i in range(16):
            C[i] = B[i] + A[i]
        for i in range(12, 16):
            B[i] = 7
     """),
     P(S, """
        for i in range(16):
            B[i] = 7
        for i in range(16):
            C[i] = B[i] + A[i]
     """))
S = 'A: T.Buffer((16,), "int32"), B: T.Buffer((16,), "int32")'
case("rn3_undef_store_overwritten", "remove_no_op", "A loop storing T.undef() into B is overwritten by the next loop (which does not read B): the first loop goes.", "exact", "remove-no-op",
     P(S, """
        for i in range(16):
            B[i] = T.undef()
        for i in range(16):
            B[i] = A[i] * 2
     """),
     P(S, """
        for i in range(16):
            B[i] = A[i] * 2
     """))
case("rn3_earlier_value_changed_forbidden", "remove_no_op", "B[i] = 0 for all i, then B[0..7] += A: the later stores of 0 to B[4..11] are not all no-ops (B[4..7] changed).", "negative", "remove-no-op",
     P(S, """
        for i in range(16):
            B[i] = 0
        for i in range(8):
            B[i] = B[i] + A[i]
        for i in range(4, 12):
            B[i] = 0
     """),
     P(S, """
        for i in range(16):
            B[i] = 0
        for i in range(8):
            B[i] = B[i] + A[i]
        for i in range(4, 12):
            B[i] = 0
     """),
     forbidden=P(S, """
        for i in range(16):
            B[i] = 0
        for i in range(8):
            B[i] = B[i] + A[i]
     """))

# ================================================================ simplify_conditionals
S = 'A: T.Buffer((16,), "int32"), B: T.Buffer((16,), "int32")'
case("sc3_likely_if_else", "simplify_conditionals", "Two consecutive if/else on T.likely(i < 14) merge into one (T.likely kept).", "exact", "simplify",
     P(S, """
        for i in range(16):
            if T.likely(i < 14):
                A[i] = 1
            else:
                A[i] = 2
            if T.likely(i < 14):
                B[i] = A[i] + 1
            else:
                B[i] = 0
     """),
     P(S, """
        for i in range(16):
            if T.likely(i < 14):
                A[i] = 1
                B[i] = A[i] + 1
            else:
                A[i] = 2
                B[i] = 0
     """))
case("sc3_else_then_complement", "simplify_conditionals", "An if/else on i < 14 followed by an if (no else) on 14 <= i: the second body joins the first's else.", "exact", "simplify",
     P(S, """
        for i in range(16):
            if i < 14:
                A[i] = 1
            else:
                A[i] = 2
            if 14 <= i:
                B[i] = 3
     """),
     P(S, """
        for i in range(16):
            if i < 14:
                A[i] = 1
            else:
                A[i] = 2
                B[i] = 3
     """))

# ================================================================ hoist_expression
S = 'A: T.Buffer((8,), "int32"), n: T.int32'
case("ho3_let_chain", "hoist_expression", "A chain of loop-invariant lets (a = n * 2, c = a < 6) that the condition needs is hoisted with it; a is also used in the body.", "exact", "hoist",
     P(S, """
        for i in range(8):
            a: T.let[T.int32] = n * 2
            c: T.let[T.bool] = a < 6
            if c:
                A[i] = a + i
     """),
     P(S, """
        a: T.let[T.int32] = n * 2
        c: T.let[T.bool] = a < 6
        if c:
            for i in range(8):
                A[i] = a + i
     """), scalars={"n": [-3, 6]})
S = 'A: T.Buffer((8,), "float32"), n: T.int32'
case("ho3_if_else_stmt", "hoist_expression", "A loop-invariant if/else statement (n > 2) is hoisted: one loop per branch.", "exact", "hoist",
     P(S, """
        for i in range(8):
            if n > 2:
                A[i] = A[i] + T.float32(1.0)
            else:
                A[i] = T.float32(0.0)
     """),
     P(S, """
        if n > 2:
            for i in range(8):
                A[i] = A[i] + T.float32(1.0)
        else:
            for i in range(8):
                A[i] = T.float32(0.0)
     """), scalars={"n": [0, 5]})
S = 'A: T.Buffer((8,), "int32"), B: T.Buffer((8,), "int32"), n: T.int32'
case("ho3_let_ite_condition", "hoist_expression", "A loop-invariant let (m = n + 1) used by a T.if_then_else condition is hoisted with it; the select becomes an if/else of two loops.", "exact", "hoist",
     P(S, """
        for i in range(8):
            m: T.let[T.int32] = n + 1
            A[i] = T.if_then_else(m > 3, B[i], 0)
     """),
     P(S, """
        m: T.let[T.int32] = n + 1
        if m > 3:
            for i in range(8):
                A[i] = B[i]
        else:
            for i in range(8):
                A[i] = 0
     """), scalars={"n": [0, 5]})

# ================================================================ reduce_loop_extents
S = 'A: T.Buffer((16,), "int32")'
case("rl3_scaled_guard", "reduce_loop_extents", "The guard 2 * i >= 20 (scaled loop variable) shrinks range(16) to range(10, 16).", "exact", "reduce-loop-extents",
     P(S, """
        for i in range(16):
            if 2 * i >= 20:
                A[i] = i
     """),
     P(S, """
        for i in range(10, 16):
            A[i] = i
     """))
S = 'A: T.Buffer((4, 8), "int32")'
case("rl3_inner_only_strict_gt", "reduce_loop_extents", "Only the inner loop's body is an if (j > 4): j shrinks to range(5, 8), the outer loop keeps its range.", "exact", "reduce-loop-extents",
     P(S, """
        for i in range(4):
            for j in range(8):
                if j > 4:
                    A[i, j] = i
     """),
     P(S, """
        for i in range(4):
            for j in range(5, 8):
                A[i, j] = i
     """))

# ================================================================ merge_adjacent_loops
S = 'A: T.Buffer((16,), "int32"), B: T.Buffer((16,), "int32"), n: T.int32'
case("ml3_symbolic_extent", "merge_adjacent_loops", "Two element-wise loops with the same symbolic range(n) merge.", "exact", "merge-loops",
     P(S, """
        for i in range(n):
            A[i] = B[i] + 1
        for i in range(n):
            B[i] = A[i] * 2
     """),
     P(S, """
        for i in range(n):
            A[i] = B[i] + 1
            B[i] = A[i] * 2
     """), scalars={"n": [0, 16]})
S = 'A: T.Buffer((13,), "int8"), B: T.Buffer((2, 8), "int8")'
case("ml3_front_pad_int8", "merge_adjacent_loops", "int8 producer with front padding (3 <= 8*io+ii) and its padding loop (8*io+ii < 3) merge; the complementary ifs become one if/else.", "exact", "merge-loops,simplify",
     P(S, """
        for io, ii in T.grid(2, 8):
            if 3 <= 8 * io + ii:
                B[io, ii] = A[8 * io + ii - 3]
        for io, ii in T.grid(2, 8):
            if 8 * io + ii < 3:
                B[io, ii] = T.int8(0)
     """),
     P(S, """
        for io, ii in T.grid(2, 8):
            if 3 <= 8 * io + ii:
                B[io, ii] = A[8 * io + ii - 3]
            else:
                B[io, ii] = T.int8(0)
     """))

# ================================================================ remove_branching_through_overcompute
S = 'A: T.Buffer((3, 8), "int32"), B: T.Buffer((1,), "int32")'
case("ob3_product_pad_one", "remove_branching_through_overcompute", "Product reduction with A's padding assumed 1 (the identity of *): B = B * A[pad] stores B's own value, so the guard goes.", "exact", "overcompute",
     P(S, """
        for io, ii in T.grid(3, 8):
            T.assume(8 * io + ii < 20 or A[io, ii] == 1)
        B[0] = 1
        for io, ii in T.grid(3, 8):
            if 8 * io + ii < 20:
                B[0] = B[0] * A[io, ii]
     """),
     P(S, """
        for io, ii in T.grid(3, 8):
            T.assume(8 * io + ii < 20 or A[io, ii] == 1)
        B[0] = 1
        for io, ii in T.grid(3, 8):
            B[0] = B[0] * A[io, ii]
     """))
S = 'A: T.Buffer((2, 4), "int32"), B: T.Buffer((1,), "int32")'
case("ob3_product_pad_zero_forbidden", "remove_branching_through_overcompute", "Product reduction with A's padding assumed 0 (not the identity of *): B * 0 is not a no-op, the guard must stay.", "negative", "overcompute",
     P(S, """
        for io, ii in T.grid(2, 4):
            T.assume(4 * io + ii < 5 or A[io, ii] == 0)
        B[0] = 1
        for io, ii in T.grid(2, 4):
            if 4 * io + ii < 5:
                B[0] = B[0] * A[io, ii]
     """),
     P(S, """
        for io, ii in T.grid(2, 4):
            T.assume(4 * io + ii < 5 or A[io, ii] == 0)
        B[0] = 1
        for io, ii in T.grid(2, 4):
            if 4 * io + ii < 5:
                B[0] = B[0] * A[io, ii]
     """),
     forbidden=P(S, """
        for io, ii in T.grid(2, 4):
            T.assume(4 * io + ii < 5 or A[io, ii] == 0)
        B[0] = 1
        for io, ii in T.grid(2, 4):
            B[0] = B[0] * A[io, ii]
     """))
S = 'A: T.Buffer((4, 4), "int16"), B: T.Buffer((4,), "int16")'
case("ob3_min_reduce_int16_max_pad", "remove_branching_through_overcompute", "Row-wise int16 min-reduction with A's padding (column j == 3) assumed 32767, the identity of min: the guard goes.", "exact", "overcompute",
     P(S, """
        for i, j in T.grid(4, 4):
            T.assume(j < 3 or A[i, j] == T.int16(32767))
        for i in range(4):
            B[i] = T.int16(32767)
            for j in range(4):
                if j < 3:
                    B[i] = T.min(B[i], A[i, j])
     """),
     P(S, """
        for i, j in T.grid(4, 4):
            T.assume(j < 3 or A[i, j] == T.int16(32767))
        for i in range(4):
            B[i] = T.int16(32767)
            for j in range(4):
                B[i] = T.min(B[i], A[i, j])
     """))
S = 'A: T.Buffer((2, 8), "float32"), B: T.Buffer((1,), "float32")'
case("ob3_max_reduce_float_neg_inf", "remove_branching_through_overcompute", "float32 max-reduction with A's padding assumed -inf (the identity of max): max(B, -inf) is B, the guard goes.", "exact", "overcompute",
     P(S, """
        for io, ii in T.grid(2, 8):
            T.assume(8 * io + ii < 13 or A[io, ii] == T.float32("-inf"))
        B[0] = T.float32("-inf")
        for io, ii in T.grid(2, 8):
            if 8 * io + ii < 13:
                B[0] = T.max(B[0], A[io, ii])
     """),
     P(S, """
        for io, ii in T.grid(2, 8):
            T.assume(8 * io + ii < 13 or A[io, ii] == T.float32("-inf"))
        B[0] = T.float32("-inf")
        for io, ii in T.grid(2, 8):
            B[0] = T.max(B[0], A[io, ii])
     """))
S = 'A: T.Buffer((4, 4), "int32"), B: T.Buffer((14,), "int32")'
case("ob3_sum_pool_window", "remove_branching_through_overcompute", "Sum pooling (window 3) over a 1-d input laid out (4, 4) with padding assumed 0: the guard i + f < 14 goes (reads of A[3, 2..3] add 0).", "exact", "overcompute",
     P(S, """
        for io, ii in T.grid(4, 4):
            T.assume(4 * io + ii < 14 or A[io, ii] == 0)
        for i in range(14):
            B[i] = 0
            for f in range(3):
                if i + f < 14:
                    B[i] = B[i] + A[(i + f) // 4, (i + f) % 4]
     """),
     P(S, """
        for io, ii in T.grid(4, 4):
            T.assume(4 * io + ii < 14 or A[io, ii] == 0)
        for i in range(14):
            B[i] = 0
            for f in range(3):
                B[i] = B[i] + A[(i + f) // 4, (i + f) % 4]
     """))

# ================================================================ remove_overcompute_through_branching
S = 'A: T.Buffer((4, 4), "int32"), B: T.Buffer((4, 4), "int32")'
case("bo3_2d_postlude_range_loop", "remove_overcompute_through_branching", "The padding of B (4, 4) is overwritten by a loop for ii in range(2, 4): B[3, ii] = 0 (a range, no if): the compute nest (a row reduction per element) gets the guard io < 3 or io == 3 and ii < 2.", "exact", "branching",
     P(S, """
        for io, ii in T.grid(4, 4):
            B[io, ii] = 0
            for f in range(4):
                B[io, ii] = B[io, ii] + A[io, f] * (ii + 1)
        for ii in range(2, 4):
            B[3, ii] = 0
     """),
     P(S, """
        for io, ii in T.grid(4, 4):
            if io < 3 or io == 3 and ii < 2:
                B[io, ii] = 0
                for f in range(4):
                    B[io, ii] = B[io, ii] + A[io, f] * (ii + 1)
        for ii in range(2, 4):
            B[3, ii] = 0
     """))

# ---------------------------------------------------------------- write
def hdr(c, kind):
    return (f"# tir-eqsat padding case {c['id']}: {kind}\n# Rule: {c['rule']}\n"
            "# from tvm.script import ir as I\n# from tvm.script import tirx as T\n\n")
out = []
for c in CASES:
    files = {}
    for kind in ("before", "after", "forbidden"):
        if c[kind] is None:
            continue
        p = f"cases/{c['id']}.{kind}.tir.py"
        open(os.path.join(HERE, p), "w").write(hdr(c, kind.upper()) + c[kind])
        files[kind] = p
    if c["passes"] == "fmt":
        cmd = ["fmt", "{before}", "-o", "{out}"]
    else:
        cmd = ["opt", "{before}", "--passes", c["passes"]] + c["extra"] + ["-o", "{out}"]
    e = {"id": c["id"], "family": c["family"], "section": "new", "rule": c["rule"], "equality": c["equality"],
         "files": files, "command": cmd}
    if c["scalars"]: e["scalars"] = c["scalars"]
    if c["layout"]: e["layout"] = c["layout"]
    if c["note"]: e["note"] = c["note"]
    out.append(e)
json.dump({"seed": "new", "cases": out}, open(os.path.join(HERE, "cases.json"), "w"), indent=1)
print(len(out), "cases")
