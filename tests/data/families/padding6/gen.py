import json, os, textwrap
HERE = os.path.dirname(os.path.abspath(__file__))
CASES = []
def case(id, family, rule, equality, passes, before, after=None, forbidden=None, extra=None, scalars=None, layout=None, note=None, refusal_ok=False):
    CASES.append(dict(id=id, family=family, rule=rule, equality=equality, passes=passes, before=before,
                      after=after, forbidden=forbidden, extra=extra or [], scalars=scalars, layout=layout, note=note, refusal_ok=refusal_ok))
def F(name, sig, body):
    return ("    @T.prim_func\n    def " + name + "(" + sig + "):\n" +
            textwrap.indent(textwrap.dedent(body).strip("\n"), " " * 8) + "\n")
def P(sig, body):
    return "@I.ir_module\nclass Module:\n" + F("main", sig, body)
def M(*funcs):
    return "@I.ir_module\nclass Module:\n" + "\n".join(funcs)
def L(groups):
    ex = []
    for b, m, p in groups:
        ex += ["--buffer", b, "--index-map", m, "--pad-value=" + p]
    return ex


# Sixth batch (padding6), weighted by family as the shared specification is, on situations the
# five earlier batches do not cover: symbolic extents and symbolic buffer shapes, int64 loops and
# indices, uint8, T.likely guards, reversed disjuncts, let chains, facts that combine a scalar
# assumption with a loop bound, conditions reading an unwritten buffer, a guard with a data
# conjunct, the unsigned minimum as a reducer's identity, float exactness (-0.0, x * 1.0), guards that keep another buffer in
# bounds, assumption loops that do not cover every padding element, a trapping let, a symbolic
# extent whose difference may overflow, an extent bounded by an outer loop variable, and a module
# with two functions. Negative cases as the shared spec has them (FORBIDDEN outputs).

# ================================================================ assume
case("as6_symbolic_extent_transitive", "assume", "T.assume(16 > n and n >= 1) (reversed comparison) bounds the symbolic extent: inside for i in range(n), i < n < 16, so i % 16 is i and i // 16 is 0: B[i % 16 + i // 16 * 3] = A[i] + i // 16 becomes B[i] = A[i]; the user's assumption stays.", "exact", "simplify",
     P('A: T.Buffer((16,), "int32"), B: T.Buffer((16,), "int32"), n: T.int32', """
        T.assume(16 > n and n >= 1)
        for i in range(n):
            B[i % 16 + i // 16 * 3] = A[i] + i // 16
     """),
     P('A: T.Buffer((16,), "int32"), B: T.Buffer((16,), "int32"), n: T.int32', """
        T.assume(16 > n and n >= 1)
        for i in range(n):
            B[i] = A[i]
     """), scalars={"n": [1, 15]})
S = 'A: T.Buffer((4, 4), "int8"), B: T.Buffer((4,), "int32")'
PRE = """
        for io, ii in T.grid(4, 4):
            T.assume(A[io, ii] == T.int8(0) or 4 * io + ii < 14)
"""
case("as6_reversed_disjunct_int8_cast", "assume", "The padding assumption written with the buffer fact first (A[io, ii] == 0 or 4*io+ii < 14, int8): in a loop over ii in range(2, 4) the reads A[3, ii] are padding, so int32(A[3, ii]) * 7 is 0; the loop over range(2) reads logical elements and stays.", "exact", "simplify",
     P(S, PRE + """
        for ii in range(2, 4):
            B[ii] = T.Cast("int32", A[3, ii]) * 7
        for ii in range(2):
            B[ii] = T.Cast("int32", A[3, ii]) * 7
     """),
     P(S, PRE + """
        for ii in range(2, 4):
            B[ii] = 0
        for ii in range(2):
            B[ii] = T.Cast("int32", A[3, ii]) * 7
     """))
S = 'A: T.Buffer((4, 4), "int32"), B: T.Buffer((2,), "int32")'
PRE = """
        for io, ii in T.grid(4, 4):
            T.assume(4 * io + ii < 13 or A[io, ii] == 0)
"""
case("as6_boundary_element_not_padding", "assume", "The assumption 4*io+ii < 13 or A == 0 makes A[3, 1], A[3, 2] (13, 14) zero but says nothing of A[3, 0] (12, a logical element): A[3, 0] + A[3, 1] becomes A[3, 0], A[3, 2] * A[2, 3] becomes 0; FORBIDDEN treats A[3, 0] as padding too.", "exact", "simplify",
     P(S, PRE + """
        B[0] = A[3, 0] + A[3, 1]
        B[1] = A[3, 2] * A[2, 3]
     """),
     P(S, PRE + """
        B[0] = A[3, 0]
        B[1] = 0
     """),
     forbidden=P(S, PRE + """
        B[0] = 0
        B[1] = 0
     """))
case("as6_two_facts_int64_false", "assume", "T.assume(n >= 10) on an int64 scalar, then T.assume(n * 2 < 12): with the first fact the second is false where it stands (n * 2 >= 20): compile-time error.", "error", "simplify",
     P('A: T.Buffer((1,), "int32"), n: T.int64', """
        T.assume(n >= T.int64(10))
        T.assume(n * T.int64(2) < T.int64(12))
        A[0] = 1
     """), scalars={"n": [10, 20]})

# ================================================================ undef
case("ud6_uint8_let_max_self", "undef", "A uint8 let-bound undef is one value: T.max(x, x) - x is 0, so B[i] = A[i] + (T.max(x, x) - x) is A[i]; the let goes once unused.", "exact", "simplify",
     P('A: T.Buffer((6,), "uint8"), B: T.Buffer((6,), "uint8")', """
        x: T.let[T.uint8] = T.Cast("uint8", T.undef())
        for i in range(6):
            B[i] = A[i] + (T.max(x, x) - x)
     """),
     P('A: T.Buffer((6,), "uint8"), B: T.Buffer((6,), "uint8")', """
        for i in range(6):
            B[i] = A[i]
     """))
case("ud6_let_chain_one_value", "undef", "A let chain from one undef (x = T.undef(), y = x * 3) is one value: y - x - x - x is 0, so B[i] = A[i] + (y - x - x - x) is A[i]; both lets go.", "exact", "simplify",
     P('A: T.Buffer((8,), "int32"), B: T.Buffer((8,), "int32")', """
        x: T.let[T.int32] = T.undef()
        y: T.let[T.int32] = x * 3
        for i in range(8):
            B[i] = A[i] + (y - x - x - x)
     """),
     P('A: T.Buffer((8,), "int32"), B: T.Buffer((8,), "int32")', """
        for i in range(8):
            B[i] = A[i]
     """))
BODY = """
        x: T.let[T.int32] = T.undef()
        for i in range(8):
            B[i] = A[i] + x * (i // 4)
"""
case("ud6_let_undef_nonzero_factor_forbidden", "undef", "x * (i // 4) with a let-bound undef x: the factor i // 4 is 1 for i >= 4 (range(8)), so the term is not 0 for every iteration (0 * undef applies only where the factor is 0): A[i] + x * (i // 4) may not become A[i].", "negative", "simplify",
     P('A: T.Buffer((8,), "int32"), B: T.Buffer((8,), "int32")', BODY),
     P('A: T.Buffer((8,), "int32"), B: T.Buffer((8,), "int32")', BODY),
     forbidden=P('A: T.Buffer((8,), "int32"), B: T.Buffer((8,), "int32")', """
        for i in range(8):
            B[i] = A[i]
     """))
case("ud6_undef_index_in_assume", "undef", "T.undef() in the index of a load inside a T.assume condition (A[T.undef() % 8] == 0) is ill-formed, even though the assumption has no run-time effect.", "error", "fmt",
     P('A: T.Buffer((8,), "int32"), B: T.Buffer((8,), "int32")', """
        T.assume(A[T.undef() % 8] == 0)
        for i in range(8):
            B[i] = A[i]
     """))

# ================================================================ lowering
HELPER_B = F("helper", 'A: T.Buffer((8,), "int32")', """
        for i in range(8):
            T.assume(i < 6 or A[i] == 0)
        A[0] = A[7]
""")
HELPER_A = F("helper", 'A: T.Buffer((8,), "int32")', """
        A[0] = A[7]
""")
S = 'A: T.Buffer((T.int64(4), T.int64(4)), "int32"), B: T.Buffer((T.int64(4), T.int64(4)), "int32")'
case("lo6_two_functions_int64_likely", "lowering", "RemoveAssume on a module of two functions (helper, main), int64 loops: every assumption goes, the loop nest that held only assumptions with it, and the assumption inside a T.likely-guarded body (the if and its store stay); helper keeps its store.", "exact", "remove-assume",
     M(HELPER_B, F("main", S, """
        for io, ii in T.grid(T.int64(4), T.int64(4)):
            T.assume(io * T.int64(4) + ii < T.int64(14) or A[io, ii] == 0)
        for io, ii in T.grid(T.int64(4), T.int64(4)):
            if T.likely(io * T.int64(4) + ii < T.int64(14)):
                T.assume(A[io, ii] > -100)
                B[io, ii] = A[io, ii] + 1
     """)),
     M(HELPER_A, F("main", S, """
        for io, ii in T.grid(T.int64(4), T.int64(4)):
            if T.likely(io * T.int64(4) + ii < T.int64(14)):
                B[io, ii] = A[io, ii] + 1
     """)), note="Only main is judged; helper's expected form is given for completeness.")
S = 'A: T.Buffer((T.int64(2), T.int64(3), T.int64(4)), "int8"), B: T.Buffer((T.int64(2), T.int64(3), T.int64(4)), "int8")'
case("lo6_int64_3d_likely_let_postlude", "lowering", "RemoveAssume + RemoveStoreUndef on a 3-d int8 op with int64 loops: the readable-padding assumption nest goes, and so does the postlude whose body is a let p = 4*j+k holding an if T.likely(10 <= p) holding only an int8 T.undef() store (the let, the if and the loops with it).", "observable", "remove-assume,remove-store-undef",
     P(S, """
        for i, j, k in T.grid(T.int64(2), T.int64(3), T.int64(4)):
            T.assume(j * T.int64(4) + k < T.int64(10) or A[i, j, k] == T.Cast("int8", T.undef()))
        for i, j, k in T.grid(T.int64(2), T.int64(3), T.int64(4)):
            B[i, j, k] = A[i, j, k] * T.int8(3)
        for i, j, k in T.grid(T.int64(2), T.int64(3), T.int64(4)):
            p: T.let[T.int64] = j * T.int64(4) + k
            if T.likely(T.int64(10) <= p):
                B[i, j, k] = T.Cast("int8", T.undef())
     """),
     P(S, """
        for i, j, k in T.grid(T.int64(2), T.int64(3), T.int64(4)):
            B[i, j, k] = A[i, j, k] * T.int8(3)
     """))

# ================================================================ transform_layout
case("tl6_output_transposed_split_lambda_int16", "transform_layout", "Output B (3, 5) int16 with [i, j] -> [j//2, i, j%2] (3, 3, 2) (the split dim moved first) and pad_value lambda jo, i, ji: T.Cast(int16, i * 2 - jo) (a function of the transformed indices; the cast because TVM requires the pad value to have the buffer's dtype): accesses rewritten, postlude where 2*jo+ji >= 5.", "layout", "layout",
     P('A: T.Buffer((3, 5), "int16"), B: T.Buffer((3, 5), "int16")', """
        for i, j in T.grid(3, 5):
            B[i, j] = A[i, j] - T.int16(2)
     """),
     P('A: T.Buffer((3, 5), "int16"), B: T.Buffer((3, 3, 2), "int16")', """
        for i, j in T.grid(3, 5):
            B[j // 2, i, j % 2] = A[i, j] - T.int16(2)
        for jo, i, ji in T.grid(3, 3, 2):
            if 2 * jo + ji >= 5:
                B[jo, i, ji] = T.Cast("int16", i * 2 - jo)
     """),
     extra=L([("B", "lambda i, j: (j // 2, i, j % 2)", 'lambda jo, i, ji: T.Cast("int16", i * 2 - jo)')]),
     layout={"B": {"map": "lambda i, j: (j // 2, i, j % 2)", "pad": "lambda jo, i, ji: i * 2 - jo", "role": "output"}})
case("tl6_input_symbolic_extent", "transform_layout", "Input A of symbolic shape (n,) -> [i//4, i%4]: the new shape is ((n + 3) // 4, 4) and the padding 4*io+ii >= n depends on n; pad 0 gives the assumption loop over the new shape; the consumer's index is rewritten.", "layout", "layout",
     P('n: T.int32, A: T.Buffer((n,), "int32"), B: T.Buffer((n,), "int32")', """
        for i in range(n):
            B[i] = A[i] * 2
     """),
     P('n: T.int32, A: T.Buffer(((n + 3) // 4, 4), "int32"), B: T.Buffer((n,), "int32")', """
        for io, ii in T.grid((n + 3) // 4, 4):
            T.assume(4 * io + ii < n or A[io, ii] == 0)
        for i in range(n):
            B[i] = A[i // 4, i % 4] * 2
     """),
     extra=L([("A", "lambda i: (i // 4, i % 4)", "0")]), scalars={"n": [1, 13]},
     layout={"A": {"map": "lambda i: (i // 4, i % 4)", "pad": "lambda io, ii: 0", "role": "input"}})
case("tl6_input_let_and_select_uses", "transform_layout", "Input A (11,) -> [i//4, i%4] pad undef, read in a let value (v = A[i + 1]) and in a T.if_then_else (condition and else branch): every access is rewritten, including A[(i + 1) // 4, (i + 1) % 4]; the readable-padding assumption covers 4*io+ii >= 11.", "layout", "layout",
     P('A: T.Buffer((11,), "int32"), B: T.Buffer((10,), "int32")', """
        for i in range(10):
            v: T.let[T.int32] = A[i + 1]
            B[i] = T.if_then_else(A[i] > 0, v, A[i] - v)
     """),
     P('A: T.Buffer((3, 4), "int32"), B: T.Buffer((10,), "int32")', """
        for io, ii in T.grid(3, 4):
            T.assume(4 * io + ii < 11 or A[io, ii] == T.undef())
        for i in range(10):
            v: T.let[T.int32] = A[(i + 1) // 4, (i + 1) % 4]
            B[i] = T.if_then_else(A[i // 4, i % 4] > 0, v, A[i // 4, i % 4] - v)
     """),
     extra=L([("A", "lambda i: (i // 4, i % 4)", "undef")]),
     layout={"A": {"map": "lambda i: (i // 4, i % 4)", "pad": "lambda io, ii: ANY", "role": "input"}})
case("tl6_input_mixed_radix_uint8", "transform_layout", "Input A (10,) uint8 with the mixed-radix map i -> [i//6, i%6//3, i%3] (2, 2, 3) and pad 255 (the dtype's maximum, the identity of the min-reduction that reads it): assumption 6*a+3*b+c < 10 or A == 255; the read is rewritten.", "layout", "layout",
     P('A: T.Buffer((10,), "uint8"), B: T.Buffer((1,), "uint8")', """
        B[0] = T.uint8(255)
        for i in range(10):
            B[0] = T.min(B[0], A[i])
     """),
     P('A: T.Buffer((2, 2, 3), "uint8"), B: T.Buffer((1,), "uint8")', """
        for a, b, c in T.grid(2, 2, 3):
            T.assume(6 * a + 3 * b + c < 10 or A[a, b, c] == T.uint8(255))
        B[0] = T.uint8(255)
        for i in range(10):
            B[0] = T.min(B[0], A[i // 6, i % 6 // 3, i % 3])
     """),
     extra=L([("A", "lambda i: (i // 6, i % 6 // 3, i % 3)", "255")]),
     layout={"A": {"map": "lambda i: (i // 6, i % 6 // 3, i % 3)", "pad": "lambda a, b, c: 255", "role": "input"}})
case("tl6_output_offset_whole_front_row", "transform_layout", "Output B (9,) with the offset map i -> [(i+5)//4, (i+5)%4] (4, 4): the front padding (4*io+ii < 5) is a whole row and one element, the tail 4*io+ii >= 14 two more; pad -7 is written there; the producer reads A in reverse (A[8 - i]).", "layout", "layout",
     P('A: T.Buffer((9,), "int32"), B: T.Buffer((9,), "int32")', """
        for i in range(9):
            B[i] = A[8 - i] + i
     """),
     P('A: T.Buffer((9,), "int32"), B: T.Buffer((4, 4), "int32")', """
        for i in range(9):
            B[(i + 5) // 4, (i + 5) % 4] = A[8 - i] + i
        for io, ii in T.grid(4, 4):
            if 4 * io + ii < 5 or 14 <= 4 * io + ii:
                B[io, ii] = -7
     """),
     extra=L([("B", "lambda i: ((i + 5) // 4, (i + 5) % 4)", "-7")]),
     layout={"B": {"map": "lambda i: ((i + 5) // 4, (i + 5) % 4)", "pad": "lambda io, ii: -7", "role": "output"}})
S = 'A: T.Buffer((4, 6), "int32"), B: T.Buffer((4,), "int32")'
case("tl6_seq_internal_2d_lambda_pad", "transform_layout", "layout,sequential-access on an internal C (4, 6) -> [i, j//4, j%4] (4, 2, 4) with pad_value lambda i, jo, ji: i: the producer nest and the row sum's j loop are split into jo, ji (guard 4*jo+ji < 6, j replaced by 4*jo+ji), and the postlude after the write stage stores i into C's padding.", "exact", "layout,sequential-access",
     P(S, """
        C = T.alloc_buffer((4, 6), "int32")
        for i, j in T.grid(4, 6):
            C[i, j] = A[i, j] * 2
        for i in range(4):
            B[i] = 0
            for j in range(6):
                B[i] = B[i] + C[i, j]
     """),
     P(S, """
        C = T.alloc_buffer((4, 2, 4), "int32")
        for i, jo, ji in T.grid(4, 2, 4):
            if 4 * jo + ji < 6:
                C[i, jo, ji] = A[i, 4 * jo + ji] * 2
        for i, jo, ji in T.grid(4, 2, 4):
            if 4 * jo + ji >= 6:
                C[i, jo, ji] = i
        for i in range(4):
            B[i] = 0
            for jo, ji in T.grid(2, 4):
                if 4 * jo + ji < 6:
                    B[i] = B[i] + C[i, jo, ji]
     """),
     extra=L([("C", "lambda i, j: (i, j // 4, j % 4)", "lambda i, jo, ji: i")]),
     note="The one --buffer group serves both passes.")

# ================================================================ sequential_buffer_access
case("sb6_int64_write_padded", "sequential_buffer_access", "A loop of T.int64(14) writing A[i // 4, i % 4] (int64 indices, A (4, 4)): io, ii int64 loops with the guard 4*io+ii < 14, i replaced by io * 4 + ii.", "exact", "sequential-access",
     P('A: T.Buffer((T.int64(4), T.int64(4)), "int32"), B: T.Buffer((T.int64(14),), "int32")', """
        for i in range(T.int64(14)):
            A[i // T.int64(4), i % T.int64(4)] = B[i] * 2
     """),
     P('A: T.Buffer((T.int64(4), T.int64(4)), "int32"), B: T.Buffer((T.int64(14),), "int32")', """
        for io, ii in T.grid(T.int64(4), T.int64(4)):
            if io * T.int64(4) + ii < T.int64(14):
                A[io, ii] = B[io * T.int64(4) + ii] * 2
     """), extra=["--buffer", "A"])
case("sb6_symbolic_outer_split_inner", "sequential_buffer_access", "A nest over (n, 10) writing A[i, j//4, j%4] with A of symbolic shape (n, 3, 4): the symbolic outer loop stays, j is split into jo, ji with the guard 4*jo+ji < 10.", "exact", "sequential-access",
     P('n: T.int32, A: T.Buffer((n, 3, 4), "int32"), B: T.Buffer((n, 10), "int32")', """
        for i, j in T.grid(n, 10):
            A[i, j // 4, j % 4] = B[i, j] + i
     """),
     P('n: T.int32, A: T.Buffer((n, 3, 4), "int32"), B: T.Buffer((n, 10), "int32")', """
        for i, jo, ji in T.grid(n, 3, 4):
            if 4 * jo + ji < 10:
                A[i, jo, ji] = B[i, 4 * jo + ji] + i
     """), extra=["--buffer", "A"], scalars={"n": [0, 4]})
case("sb6_data_guarded_body", "sequential_buffer_access", "A loop of 14 whose body is a data-dependent if (B[i] > 0) around the write A[i//4, i%4]: io, ii loops with the padding guard 4*io+ii < 14 outside the data condition (whose load B[4*io+ii] would be out of bounds in the padding).", "exact", "sequential-access",
     P('A: T.Buffer((4, 4), "int32"), B: T.Buffer((14,), "int32")', """
        for i in range(14):
            if B[i] > 0:
                A[i // 4, i % 4] = B[i]
     """),
     P('A: T.Buffer((4, 4), "int32"), B: T.Buffer((14,), "int32")', """
        for io, ii in T.grid(4, 4):
            if 4 * io + ii < 14:
                if B[4 * io + ii] > 0:
                    A[io, ii] = B[4 * io + ii]
     """), extra=["--buffer", "A"])
case("sb6_offset_start_inner_reduce", "sequential_buffer_access", "A loop range(2, 11) around an inner reduction loop k that updates A[i//4, i%4] (A (3, 4)): i is split into io, ii with the guard 2 <= 4*io+ii < 11 placed around the k loop (it does not depend on k).", "exact", "sequential-access",
     P('A: T.Buffer((3, 4), "int32"), B: T.Buffer((11, 3), "int32")', """
        for i in range(2, 11):
            for k in range(3):
                A[i // 4, i % 4] = A[i // 4, i % 4] + B[i, k]
     """),
     P('A: T.Buffer((3, 4), "int32"), B: T.Buffer((11, 3), "int32")', """
        for io, ii in T.grid(3, 4):
            if 2 <= 4 * io + ii and 4 * io + ii < 11:
                for k in range(3):
                    A[io, ii] = A[io, ii] + B[4 * io + ii, k]
     """), extra=["--buffer", "A"])
BODY = """
        S[0] = T.float32(0)
        for j, i in T.grid(4, 3):
            S[0] = S[0] + A[i, j]
"""
case("sb6_float_sum_interchange_forbidden", "sequential_buffer_access", "A float32 sum over A (3, 4) in column-major order (j outer): putting the loops in A's row-major order reassociates the float sum (not exact: rounding depends on the order), so the interchange is illegal; a refusal also holds.", "negative", "sequential-access",
     P('A: T.Buffer((3, 4), "float32"), S: T.Buffer((1,), "float32")', BODY),
     P('A: T.Buffer((3, 4), "float32"), S: T.Buffer((1,), "float32")', BODY),
     forbidden=P('A: T.Buffer((3, 4), "float32"), S: T.Buffer((1,), "float32")', """
        S[0] = T.float32(0)
        for i, j in T.grid(3, 4):
            S[0] = S[0] + A[i, j]
     """), extra=["--buffer", "A"], refusal_ok=True,
     note="A refusal (exit 2 with a diagnostic) also holds.")

# ================================================================ remove_no_op
case("rn6_overwritten_equal_index_2d", "remove_no_op", "In one body, B[i, j] = 0 is followed by a store to B[(i*4+j) // 4, (i*4+j) % 4], the same element for 0 <= j < 4, whose value does not read B: the first store goes.", "exact", "remove-no-op",
     P('A: T.Buffer((4, 4), "int32"), B: T.Buffer((4, 4), "int32")', """
        for i, j in T.grid(4, 4):
            B[i, j] = 0
            B[(i * 4 + j) // 4, (i * 4 + j) % 4] = A[i, j]
     """),
     P('A: T.Buffer((4, 4), "int32"), B: T.Buffer((4, 4), "int32")', """
        for i, j in T.grid(4, 4):
            B[(i * 4 + j) // 4, (i * 4 + j) % 4] = A[i, j]
     """))
S = 'A: T.Buffer((16,), "int32"), B: T.Buffer((16,), "int32"), C: T.Buffer((16,), "int32"), n: T.int32'
PRE = """
        T.assume(0 <= n and n <= 16)
        for i in range(n):
            B[i] = A[i] * 2
        for i in range(n):
            C[i] = B[i] + 1
"""
case("rn6_symbolic_loop_stores_held_values", "remove_no_op", "Over a symbolic range(n), B[i] = A[i] * 2, then a loop that only reads B (writes C), then B[i] = A[i] * 2 again: neither A nor B changed, so every element already holds the stored value and the third loop goes.", "exact", "remove-no-op",
     P(S, PRE + """
        for i in range(n):
            B[i] = A[i] * 2
     """),
     P(S, PRE), scalars={"n": [0, 16]})
BODY = """
        T.assume(C[0] == T.float32(0))
        for i in range(4):
            B[i] = B[i] + C[0]
"""
case("rn6_float_add_zero_not_noop", "remove_no_op", "C[0] is assumed to equal 0.0, but B[i] = B[i] + C[0] is not a no-op for floats: if B[i] is -0.0 and C[0] is +0.0 the sum is +0.0. The loop must stay.", "negative", "remove-no-op",
     P('B: T.Buffer((4,), "float32"), C: T.Buffer((1,), "float32")', BODY),
     P('B: T.Buffer((4,), "float32"), C: T.Buffer((1,), "float32")', BODY),
     forbidden=P('B: T.Buffer((4,), "float32"), C: T.Buffer((1,), "float32")', """
        T.assume(C[0] == T.float32(0))
     """))
S = 'A: T.Buffer((3, 5), "float16"), B: T.Buffer((3, 5), "float16")'
case("rn6_idempotent_max_self_float16", "remove_no_op", "A guarded float16 store A[i, j] = T.max(A[i, j], A[i, j]) stores the value the element holds (max is idempotent, exactly, also for -0.0 and NaN): it goes with its if; the store to B after it stays.", "exact", "remove-no-op",
     P(S, """
        for i, j in T.grid(3, 5):
            if 5 * i + j < 13:
                A[i, j] = T.max(A[i, j], A[i, j])
            B[i, j] = A[i, j] * T.float16(2)
     """),
     P(S, """
        for i, j in T.grid(3, 5):
            B[i, j] = A[i, j] * T.float16(2)
     """))

# ================================================================ simplify_conditionals
S = 'A: T.Buffer((4, 4), "int32"), B: T.Buffer((4, 4), "int32")'
case("sc6_equal_through_let", "simplify_conditionals", "The first if/else tests a let (p = 4*io+ii; p < 14), the second the same expression written out (4*io+ii < 14): the conditions are identical once the let is seen through, so the two if/else merge.", "exact", "simplify",
     P(S, """
        for io, ii in T.grid(4, 4):
            p: T.let[T.int32] = 4 * io + ii
            if p < 14:
                A[io, ii] = 1
            else:
                A[io, ii] = 2
            if 4 * io + ii < 14:
                B[io, ii] = 3
            else:
                B[io, ii] = 4
     """),
     P(S, """
        for io, ii in T.grid(4, 4):
            p: T.let[T.int32] = 4 * io + ii
            if p < 14:
                A[io, ii] = 1
                B[io, ii] = 3
            else:
                A[io, ii] = 2
                B[io, ii] = 4
     """))
S = 'A: T.Buffer((16,), "int32"), B: T.Buffer((16,), "int32"), n: T.int32'
case("sc6_symbolic_min_equivalent", "simplify_conditionals", "For i in range(16), i < n and i < T.min(n, 16) are the same condition (i < 16 always holds): the two ifs merge into one on i < n.", "exact", "simplify",
     P(S, """
        for i in range(16):
            if i < n:
                A[i] = 1
            if i < T.min(n, 16):
                B[i] = 2
     """),
     P(S, """
        for i in range(16):
            if i < n:
                A[i] = 1
                B[i] = 2
     """), scalars={"n": [-2, 20]})
BODY = """
        for io, ii in T.grid(4, 4):
            if 4 * io + ii < 13:
                A[io, ii] = 1
            else:
                A[io, ii] = 2
            if 13 >= 4 * io + ii:
                B[io, ii] = 3
            else:
                B[io, ii] = 4
"""
case("sc6_off_by_one_forbidden", "simplify_conditionals", "4*io+ii < 13 and 13 >= 4*io+ii (reversed, non-strict) differ at 4*io+ii == 13: the conditions are neither identical nor complementary, so the if/else may not merge.", "negative", "simplify",
     P('A: T.Buffer((4, 4), "int32"), B: T.Buffer((4, 4), "int32")', BODY),
     P('A: T.Buffer((4, 4), "int32"), B: T.Buffer((4, 4), "int32")', BODY),
     forbidden=P('A: T.Buffer((4, 4), "int32"), B: T.Buffer((4, 4), "int32")', """
        for io, ii in T.grid(4, 4):
            if 4 * io + ii < 13:
                A[io, ii] = 1
                B[io, ii] = 3
            else:
                A[io, ii] = 2
                B[io, ii] = 4
     """))

# ================================================================ hoist_expression
S = 'A: T.Buffer((8,), "int32"), B: T.Buffer((8,), "int32"), C: T.Buffer((1,), "int32")'
case("ho6_invariant_buffer_condition", "hoist_expression", "An if/else on C[0] > 0 where C is never written (tirx.noalias): the condition is loop-invariant and is hoisted out of the loop, one loop per branch.", "exact", "hoist",
     P(S, """
        T.func_attr({"tirx.noalias": True})
        for i in range(8):
            if C[0] > 0:
                B[i] = A[i]
            else:
                B[i] = 0
     """),
     P(S, """
        T.func_attr({"tirx.noalias": True})
        if C[0] > 0:
            for i in range(8):
                B[i] = A[i]
        else:
            for i in range(8):
                B[i] = 0
     """))
S = 'A: T.Buffer((8,), "int32"), B: T.Buffer((8,), "int32"), n: T.int32'
case("ho6_ite_disjunct_scalar", "hoist_expression", "The loop-invariant disjunct n > 3 of a T.if_then_else condition (n > 3 or i < 2) is hoisted as an if/else: if it holds the loop stores A[i], else the select keeps i < 2.", "exact", "hoist",
     P(S, """
        for i in range(8):
            B[i] = T.if_then_else(n > 3 or i < 2, A[i], 0)
     """),
     P(S, """
        if n > 3:
            for i in range(8):
                B[i] = A[i]
        else:
            for i in range(8):
                B[i] = T.if_then_else(i < 2, A[i], 0)
     """), scalars={"n": [0, 8]})
S = 'A: T.Buffer((8,), "int32"), n: T.int32, m: T.int32'
BODY = """
        T.assume(n == 0 or m != 0)
        for i in range(n):
            d: T.let[T.int32] = 100 // m
            if d > 2 and i < 3:
                A[i] = d
"""
case("ho6_trapping_let_forbidden", "hoist_expression", "A loop-invariant let d = 100 // m and its conjunct d > 2 may not be hoisted out of a loop of symbolic extent n: when n == 0 the loop never evaluates 100 // m, and m may then be 0 (the assumption only says n == 0 or m != 0); hoisting would introduce a division by zero.", "negative", "hoist",
     P(S, BODY), P(S, BODY),
     forbidden=P(S, """
        T.assume(n == 0 or m != 0)
        d: T.let[T.int32] = 100 // m
        if d > 2:
            for i in range(n):
                if i < 3:
                    A[i] = d
     """), scalars={"n": [0, 1], "m": [0, 1]})

# ================================================================ reduce_loop_extents
case("rl6_likely_int64_lower", "reduce_loop_extents", "An int64 loop range(10) whose body is if T.likely(i >= 3): the loop becomes range(3, 10) and the guard goes (T.likely is only a hint).", "exact", "reduce-loop-extents",
     P('A: T.Buffer((T.int64(10),), "int32")', """
        for i in range(T.int64(10)):
            if T.likely(i >= T.int64(3)):
                A[i] = 1
     """),
     P('A: T.Buffer((T.int64(10),), "int32")', """
        for i in range(T.int64(3), T.int64(10)):
            A[i] = 1
     """))
case("rl6_inner_bound_by_outer", "reduce_loop_extents", "The inner loop's body is if j < 2 * i (a bound invariant in j that depends on the outer variable): j shrinks to range(i * 2) (2*i <= 6 < 8, no min needed); the outer loop keeps its range.", "exact", "reduce-loop-extents",
     P('B: T.Buffer((4, 8), "int32")', """
        for i, j in T.grid(4, 8):
            if j < 2 * i:
                B[i, j] = i - j
     """),
     P('B: T.Buffer((4, 8), "int32")', """
        for i in range(4):
            for j in range(i * 2):
                B[i, j] = i - j
     """))
S = 'A: T.Buffer((16,), "int32"), n: T.int32, m: T.int32'
BODY = """
        T.assume(n <= 16)
        for i in range(n):
            if i >= m:
                A[i] = i
"""
case("rl6_two_scalars_overflow_forbidden", "reduce_loop_extents", "for i in range(n): if i >= m: shrinking to range(T.max(m, 0), n) makes the extent n - T.max(m, 0), which wraps when n is near the int32 minimum (the input computes no such difference): a transform may not introduce an overflow. A form whose extent cannot overflow (e.g. T.max(n, T.max(m, 0)) - T.max(m, 0)) is fine.", "negative", "reduce-loop-extents",
     P(S, BODY), P(S, BODY),
     forbidden=P(S, """
        T.assume(n <= 16)
        for i in range(T.max(m, 0), n):
            A[i] = i
     """), scalars={"n": [0, 16], "m": [-3, 20]})

# ================================================================ merge_adjacent_loops
S = 'A: T.Buffer((10,), "int32"), B: T.Buffer((10,), "int32"), C: T.Buffer((10,), "int32")'
case("ml6_let_guarded_consumer", "merge_adjacent_loops", "A producer (C[i] = A[i] * 2) and a consumer whose body is a let (v = C[i] + 1) and an if on it writing B[i]: the consumer reads only what the same iteration wrote, the loops merge.", "exact", "merge-loops",
     P(S, """
        for i in range(10):
            C[i] = A[i] * 2
        for i in range(10):
            v: T.let[T.int32] = C[i] + 1
            if v > 0:
                B[i] = v
     """),
     P(S, """
        for i in range(10):
            C[i] = A[i] * 2
            v: T.let[T.int32] = C[i] + 1
            if v > 0:
                B[i] = v
     """))
S = 'A: T.Buffer((8,), "int32"), B: T.Buffer((8,), "int32"), S: T.Buffer((1,), "int32")'
BODY = """
        S[0] = 0
        for i in range(8):
            S[0] = S[0] + A[i]
        for i in range(8):
            B[i] = A[i] * S[0]
"""
case("ml6_accumulator_read_forbidden", "merge_adjacent_loops", "The first loop accumulates into S[0], which every iteration writes; the second reads S[0]: merged, B[i] would see the partial sum, so the loops may not merge.", "negative", "merge-loops",
     P(S, BODY), P(S, BODY),
     forbidden=P(S, """
        S[0] = 0
        for i in range(8):
            S[0] = S[0] + A[i]
            B[i] = A[i] * S[0]
     """))

# ================================================================ remove_branching_through_overcompute
S = 'A: T.Buffer((3, 4, 4), "float32"), C: T.Buffer((3,), "float32"), B: T.Buffer((3,), "float32")'
BODY = """
        for i, jo, ji in T.grid(3, 4, 4):
            T.assume(4 * jo + ji < 14 or A[i, jo, ji] == T.float32(0))
        for i in range(3):
            B[i] = C[i]
            for jo, ji in T.grid(4, 4):
                if 4 * jo + ji < 14:
                    B[i] = B[i] + A[i, jo, ji]
"""
case("ob6_float_sum_from_input_forbidden", "remove_branching_through_overcompute", "Float row sums that start from an input value (B[i] = C[i]) with A's padding assumed == 0.0: unlike the shared rbto_row_summation (which starts at +0.0), B may be -0.0 (C[i] = -0.0 and -0.0 terms), and -0.0 + 0.0 is +0.0: adding the padding is not a no-op, so the guard must stay.", "negative", "overcompute",
     P(S, BODY), P(S, BODY),
     forbidden=P(S, """
        for i, jo, ji in T.grid(3, 4, 4):
            T.assume(4 * jo + ji < 14 or A[i, jo, ji] == T.float32(0))
        for i in range(3):
            B[i] = C[i]
            for jo, ji in T.grid(4, 4):
                B[i] = B[i] + A[i, jo, ji]
     """))
S = 'A: T.Buffer((2, 8), "float16"), C: T.Buffer((2,), "float16"), B: T.Buffer((2,), "float16")'
PRE = """
        for i, j in T.grid(2, 8):
            T.assume(j < 6 or A[i, j] == T.float16(1))
"""
case("ob6_float16_product_pad_one", "remove_branching_through_overcompute", "float16 row products that start from an input value, A's padding (j >= 6) assumed 1.0: x * 1.0 is x exactly for every float (also -0.0, inf, NaN), so the guard j < 6 goes.", "exact", "overcompute",
     P(S, PRE + """
        for i in range(2):
            B[i] = C[i]
            for j in range(8):
                if j < 6:
                    B[i] = B[i] * A[i, j]
     """),
     P(S, PRE + """
        for i in range(2):
            B[i] = C[i]
            for j in range(8):
                B[i] = B[i] * A[i, j]
     """))
S = 'A: T.Buffer((4, 4), "int32"), W: T.Buffer((14,), "int32"), B: T.Buffer((1,), "int32")'
BODY = """
        for io, ii in T.grid(4, 4):
            T.assume(4 * io + ii < 14 or A[io, ii] == 0)
        B[0] = 0
        for io, ii in T.grid(4, 4):
            if 4 * io + ii < 14:
                B[0] = B[0] + A[io, ii] * W[4 * io + ii]
"""
case("ob6_oob_second_operand_forbidden", "remove_branching_through_overcompute", "A's padding is assumed 0, so A[pad] * W[...] would add 0, but the other operand W (14,) is not padded: in the padding iterations W[4*io+ii] is out of bounds. Overcompute must keep every access in bounds, so the guard stays.", "negative", "overcompute",
     P(S, BODY), P(S, BODY),
     forbidden=P(S, """
        for io, ii in T.grid(4, 4):
            T.assume(4 * io + ii < 14 or A[io, ii] == 0)
        B[0] = 0
        for io, ii in T.grid(4, 4):
            B[0] = B[0] + A[io, ii] * W[4 * io + ii]
     """))
S = 'A: T.Buffer((3, 4), "uint8"), B: T.Buffer((1,), "uint8")'
PRE = """
        for io, ii in T.grid(3, 4):
            T.assume(4 * io + ii < 10 or A[io, ii] == T.uint8(0))
        B[0] = T.uint8(0)
"""
case("ob6_max_reduce_uint8_pad_zero", "remove_branching_through_overcompute", "A uint8 max-reduction with A's padding assumed 0, which for an unsigned type is the dtype's minimum and so the identity of max: T.max(B, A[pad]) is B, the guard 4*io+ii < 10 goes.", "exact", "overcompute",
     P(S, PRE + """
        for io, ii in T.grid(3, 4):
            if 4 * io + ii < 10:
                B[0] = T.max(B[0], A[io, ii])
     """),
     P(S, PRE + """
        for io, ii in T.grid(3, 4):
            B[0] = T.max(B[0], A[io, ii])
     """))
S = 'A: T.Buffer((4, 4), "int32"), B: T.Buffer((1,), "int32")'
PRE = """
        for io, ii in T.grid(4, 4):
            T.assume(4 * io + ii < 14 or A[io, ii] == 0)
        B[0] = 0
"""
case("ob6_select_in_let_reduction", "remove_branching_through_overcompute", "The guard is a T.if_then_else in a let value (v = if_then_else(4*io+ii < 14, A, 0); B += v * 3) and A's padding is assumed 0: in the padding A is already the else value, so the select goes (v is A[io, ii]).", "exact", "overcompute",
     P(S, PRE + """
        for io, ii in T.grid(4, 4):
            v: T.let[T.int32] = T.if_then_else(4 * io + ii < 14, A[io, ii], 0)
            B[0] = B[0] + v * 3
     """),
     P(S, PRE + """
        for io, ii in T.grid(4, 4):
            B[0] = B[0] + A[io, ii] * 3
     """))
S = 'A: T.Buffer((4, 4), "int32"), B: T.Buffer((1,), "int32"), n: T.int32'
PRE = """
        for io, ii in T.grid(4, 4):
            T.assume(4 * io + ii < n or A[io, ii] == 0)
        B[0] = 0
"""
case("ob6_symbolic_padding_boundary", "remove_branching_through_overcompute", "The padding boundary is symbolic (the assumption 4*io+ii < n or A == 0, the guard 4*io+ii < n): every element the guard skips is assumed 0, whatever n, so the guard goes.", "exact", "overcompute",
     P(S, PRE + """
        for io, ii in T.grid(4, 4):
            if 4 * io + ii < n:
                B[0] = B[0] + A[io, ii]
     """),
     P(S, PRE + """
        for io, ii in T.grid(4, 4):
            B[0] = B[0] + A[io, ii]
     """), scalars={"n": [0, 16]})
S = 'A: T.Buffer((4, 4), "int32"), B: T.Buffer((4, 4), "int32")'
PRE = """
        for io, ii in T.grid(4, 4):
            T.assume(4 * io + ii < 14 or A[io, ii] == T.undef())
"""
POST = """
        for p in range(14, 16):
            B[p // 4, p % 4] = T.undef()
"""
case("ob6_flat_undef_postlude", "remove_branching_through_overcompute", "The output's padding is stored with T.undef() by a flat loop (for p in range(14, 16): B[p // 4, p % 4]), not a guarded 2-d nest; A's padding is readable: the producer's guard 4*io+ii < 14 goes.", "exact", "overcompute",
     P(S, PRE + """
        for io, ii in T.grid(4, 4):
            if 4 * io + ii < 14:
                B[io, ii] = A[io, ii] * 3 - 1
     """ + POST),
     P(S, PRE + """
        for io, ii in T.grid(4, 4):
            B[io, ii] = A[io, ii] * 3 - 1
     """ + POST))
S = 'A: T.Buffer((4, 4), "int32"), C: T.Buffer((4, 4), "int32"), B: T.Buffer((1,), "int32")'
PRE = """
        for io, ii in T.grid(4, 4):
            T.assume(4 * io + ii < 14 or A[io, ii] == 0)
        B[0] = 0
"""
case("ob6_partial_guard_data_conjunct", "remove_branching_through_overcompute", "The guard is 4*io+ii < 14 and C[io, ii] > 0 (C a full (4, 4) input): only the padding conjunct can go (in the padding the term adds A == 0); the data conjunct stays.", "exact", "overcompute",
     P(S, PRE + """
        for io, ii in T.grid(4, 4):
            if 4 * io + ii < 14 and C[io, ii] > 0:
                B[0] = B[0] + A[io, ii]
     """),
     P(S, PRE + """
        for io, ii in T.grid(4, 4):
            if C[io, ii] > 0:
                B[0] = B[0] + A[io, ii]
     """))
S = 'A: T.Buffer((4, 4), "int32"), B: T.Buffer((1,), "int32")'
BODY = """
        for io, ii in T.grid(3, 4):
            T.assume(4 * io + ii < 10 or A[io, ii] == 0)
        B[0] = 0
        for io, ii in T.grid(4, 4):
            if 4 * io + ii < 10:
                B[0] = B[0] + A[io, ii]
"""
case("ob6_assume_loop_short_forbidden", "remove_branching_through_overcompute", "The assumption loop runs over rows 0..2 only (T.grid(3, 4)), so nothing is assumed of row 3 (A[3, *], skipped by the guard 4*io+ii < 10 in a 4x4 nest): the guard may not go.", "negative", "overcompute",
     P(S, BODY), P(S, BODY),
     forbidden=P(S, """
        for io, ii in T.grid(3, 4):
            T.assume(4 * io + ii < 10 or A[io, ii] == 0)
        B[0] = 0
        for io, ii in T.grid(4, 4):
            B[0] = B[0] + A[io, ii]
     """))

# ================================================================ remove_overcompute_through_branching
S = 'A: T.Buffer((4, 4), "int32"), B: T.Buffer((4, 4), "int32"), D: T.Buffer((4, 4), "int32")'
POST = """
        for io, ii in T.grid(4, 4):
            if 4 * io + ii >= 14:
                B[io, ii] = T.undef()
                D[io, ii] = io * 10 + ii
"""
case("bo6_two_outputs_both_overwritten", "remove_overcompute_through_branching", "The compute body writes two outputs B and D (D by a reduction over r); one postlude later stores T.undef() into B's padding and a function of the indices into D's: every write of the padding iterations is dead, so the body gets the guard 4*io+ii < 14.", "exact", "branching",
     P(S, """
        for io, ii in T.grid(4, 4):
            B[io, ii] = A[io, ii] + 1
            D[io, ii] = 0
            for r in range(4):
                D[io, ii] = D[io, ii] + A[io, r] * A[r, ii]
     """ + POST),
     P(S, """
        for io, ii in T.grid(4, 4):
            if 4 * io + ii < 14:
                B[io, ii] = A[io, ii] + 1
                D[io, ii] = 0
                for r in range(4):
                    D[io, ii] = D[io, ii] + A[io, r] * A[r, ii]
     """ + POST))
S = 'A: T.Buffer((4, 3), "int32"), B: T.Buffer((4, 4), "int32")'
POST = """
        for io, ii in T.grid(4, 4):
            if 4 * io + ii >= 14:
                B[io, ii] = 0
"""
case("bo6_transposed_write", "remove_overcompute_through_branching", "The compute nest writes B transposed (B[j, i] for i, j; init and a reduction over r): its writes to B's padding (4*j+i >= 14) are overwritten by the postlude, so it gets the guard 4*j+i < 14 in its own variables.", "exact", "branching",
     P(S, """
        for i, j in T.grid(4, 4):
            B[j, i] = 0
            for r in range(3):
                B[j, i] = B[j, i] + A[i, r] * (j + r)
     """ + POST),
     P(S, """
        for i, j in T.grid(4, 4):
            if 4 * j + i < 14:
                B[j, i] = 0
                for r in range(3):
                    B[j, i] = B[j, i] + A[i, r] * (j + r)
     """ + POST))

# ================================================================ future_cse_hoist
S = 'A: T.Buffer((64,), "int32"), B: T.Buffer((64,), "int32"), n_i: T.int32, n_j: T.int32, m: T.int32'
case("cs6_guarded_index", "future_cse_hoist", "2-d nest whose flat index i*n_j + j appears in a guard (< m) and in two accesses: i*n_j is bound once per i, the index once per j and used by the guard and both accesses.", "exact", "cse",
     P(S, """
        for i, j in T.grid(n_i, n_j):
            if i * n_j + j < m:
                A[i * n_j + j] = B[i * n_j + j] * 2
     """),
     P(S, """
        for i in range(n_i):
            i_term: T.let[T.int32] = i * n_j
            for j in range(n_j):
                index: T.let[T.int32] = i_term + j
                if index < m:
                    A[index] = B[index] * 2
     """), scalars={"n_i": [0, 4], "n_j": [0, 8], "m": [0, 40]})

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
    if c["refusal_ok"]: e["refusal_ok"] = True
    out.append(e)
json.dump({"seed": "new", "cases": out}, open(os.path.join(HERE, "cases.json"), "w"), indent=1)
print(len(out), "cases")
