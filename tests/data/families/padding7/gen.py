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




# Seventh batch (padding7), weighted by family as the shared specification is, on situations the
# six earlier batches do not cover: reverse-indexed accesses (A[15 - i], B[13 - i] in a layout),
# facts written in other forms (a scaled bound n * 2 < 16, not (13 < i), <= 13), the int16 maximum
# as the identity of min, a buffer fact killed by a write at a symbolic index, 4-d layouts
# (NCHW -> NCHW4c, padding along two axes of a tile), an input pad lambda of the indices, two
# buffers padded along different axes in one function, guards written as `and` vs nested ifs,
# T.likely around a conjunction, De Morgan complements, floor division in overcomputed terms
# (one that rounds the pad to 0, one that does not), a max-reduction from 0 over zero padding,
# postludes that read the buffer itself, let chains in remove-no-op, extents equal through an
# assumption, hoisting out of two and three levels. Ten negative cases and one error case.

# ================================================================ assume
S = 'A: T.Buffer((16,), "int32"), B: T.Buffer((1,), "int32"), n: T.int32'
case("as7_scaled_fact", "assume", "T.assume(0 <= n and n * 2 < 16) bounds n by a scaled comparison (n < 8): n // 8 is 0 and n % 8 is n, so A[n // 8 * 4 + n % 8] is A[n]; the assumption stays.", "exact", "simplify",
     P(S, """
        T.assume(0 <= n and n * 2 < 16)
        B[0] = A[n // 8 * 4 + n % 8]
     """),
     P(S, """
        T.assume(0 <= n and n * 2 < 16)
        B[0] = A[n]
     """), scalars={"n": [0, 7]})
S = 'A: T.Buffer((16,), "int32"), C: T.Buffer((2,), "int32"), B: T.Buffer((2,), "int32")'
PRE = """
        for i in range(16):
            T.assume(not (13 < i) or A[i] == 0)
"""
case("as7_reverse_index_pad_fact", "assume", "The 1-d padding fact written not (13 < i) or A[i] == 0 decides reverse-indexed reads: for i in range(2), A[15 - i] is A[15] or A[14], both padding, so A[15 - i] * 3 + C[i] is C[i].", "exact", "simplify",
     P(S, PRE + """
        for i in range(2):
            B[i] = A[15 - i] * 3 + C[i]
     """),
     P(S, PRE + """
        for i in range(2):
            B[i] = C[i]
     """))
S = 'A: T.Buffer((4, 4), "int16"), C: T.Buffer((2,), "int16"), B: T.Buffer((2,), "int16")'
PRE = """
        for io, ii in T.grid(4, 4):
            T.assume(4 * io + ii <= 13 or A[io, ii] == T.int16(32767))
"""
case("as7_int16_max_min_identity", "assume", "int16 padding assumed 32767 (written 4*io+ii <= 13 or A == 32767): A[3, 2] and A[3, 3] are the dtype's maximum, the identity of min, so T.min(A[3, 2], C[0]) is C[0] and T.min(C[1], A[3, 3]) is C[1].", "exact", "simplify",
     P(S, PRE + """
        B[0] = T.min(A[3, 2], C[0])
        B[1] = T.min(C[1], A[3, 3])
     """),
     P(S, PRE + """
        B[0] = C[0]
        B[1] = C[1]
     """))
S = 'A: T.Buffer((8,), "int32"), B: T.Buffer((1,), "int32"), n: T.int32'
BODY = """
        T.assume(A[3] == 0)
        A[n] = 5
        B[0] = A[3] * 2
"""
case("as7_fact_killed_symbolic_index_forbidden", "assume", "T.assume(A[3] == 0), then a store A[n] = 5 at a symbolic index that may be 3: the fact no longer holds, B[0] = A[3] * 2 may not become 0.", "negative", "simplify",
     P(S, BODY), P(S, BODY),
     forbidden=P(S, """
        T.assume(A[3] == 0)
        A[n] = 5
        B[0] = 0
     """), scalars={"n": [0, 7]})
case("as7_false_after_demorgan", "assume", "T.assume(not (n >= 3 or n < 0)) (0 <= n < 3 by De Morgan), then T.assume(n == 5): the second is provably false where it stands: compile-time error.", "error", "simplify",
     P('A: T.Buffer((1,), "int32"), n: T.int32', """
        T.assume(not (n >= 3 or n < 0))
        T.assume(n == 5)
        A[0] = n
     """), scalars={"n": [0, 2]})

# ================================================================ undef
S = 'A: T.Buffer((2, 4), "int32"), B: T.Buffer((2, 4), "int32")'
case("ud7_zero_factor_direct_undef", "undef", "T.undef() (a direct call, no let) times j // 4, which is 0 for every j in range(4): 0 * undef is 0, so A[i, j] + T.undef() * (j // 4) is A[i, j].", "exact", "simplify",
     P(S, """
        for i, j in T.grid(2, 4):
            B[i, j] = A[i, j] + T.undef() * (j // 4)
     """),
     P(S, """
        for i, j in T.grid(2, 4):
            B[i, j] = A[i, j]
     """))
S = 'A: T.Buffer((8,), "int32"), B: T.Buffer((8,), "int32")'
case("ud7_let_in_loop_commuted", "undef", "A let of T.undef() bound inside the loop body is one value per iteration: (x + i) - (i + x) is 0 (commuted), so A[i] * 2 + (x + i) - (i + x) is A[i] * 2; the let goes once unused.", "exact", "simplify",
     P(S, """
        for i in range(8):
            x: T.let[T.int32] = T.undef()
            B[i] = A[i] * 2 + (x + i) - (i + x)
     """),
     P(S, """
        for i in range(8):
            B[i] = A[i] * 2
     """))
S = 'A: T.Buffer((4, 4), "int32"), B: T.Buffer((2,), "int32")'
PRE = """
        for io, ii in T.grid(4, 4):
            T.assume(4 * io + ii < 14 or A[io, ii] == T.undef())
"""
case("ud7_readable_pad_not_undef_forbidden", "undef", "The consumer-side assumption A == T.undef() on the padding only says A[3, 2], A[3, 3] are readable (initialized): it gives them no value and does not make them undef, so B[0] = A[3, 3] + 1 may not become T.undef().", "negative", "simplify",
     P(S, PRE + """
        B[0] = A[3, 3] + 1
        B[1] = A[3, 2] * A[0, 0]
     """),
     P(S, PRE + """
        B[0] = A[3, 3] + 1
        B[1] = A[3, 2] * A[0, 0]
     """),
     forbidden=P(S, PRE + """
        B[0] = T.undef()
        B[1] = T.undef()
     """))

# ================================================================ lowering
S = 'A: T.Buffer((2, 2, 4, 4), "int8"), B: T.Buffer((2, 2, 4, 4), "int8")'
case("lo7_4d_two_axes_elif_postlude", "lowering", "RemoveAssume + RemoveStoreUndef on a 4-d int8 tile padded along two axes: the readable-padding assumption nest (an and-condition) goes, and so does the postlude written as if / elif, each branch only an int8 T.undef() store (the whole nest with it).", "observable", "remove-assume,remove-store-undef",
     P(S, """
        for io, jo, ii, ji in T.grid(2, 2, 4, 4):
            T.assume(4 * io + ii < 5 and 4 * jo + ji < 6 or A[io, jo, ii, ji] == T.Cast("int8", T.undef()))
        for io, jo, ii, ji in T.grid(2, 2, 4, 4):
            B[io, jo, ii, ji] = A[io, jo, ii, ji] + T.int8(1)
        for io, jo, ii, ji in T.grid(2, 2, 4, 4):
            if 4 * io + ii >= 5:
                B[io, jo, ii, ji] = T.Cast("int8", T.undef())
            elif 4 * jo + ji >= 6:
                B[io, jo, ii, ji] = T.Cast("int8", T.undef())
     """),
     P(S, """
        for io, jo, ii, ji in T.grid(2, 2, 4, 4):
            B[io, jo, ii, ji] = A[io, jo, ii, ji] + T.int8(1)
     """))
S = 'A: T.Buffer((16,), "int32"), C: T.Buffer((16, 3), "int32"), B: T.Buffer((16,), "int32")'
case("lo7_offset_loop_likely_then", "lowering", "RemoveAssume in a loop from 2: an assumption nest over j (only assumptions: the j loop goes) and an assumption at the head of a T.likely then-branch that also stores (the assumption goes, the if/else and both stores stay).", "exact", "remove-assume",
     P(S, """
        for i in range(2, 16):
            for j in range(3):
                T.assume(C[i, j] != 7)
            if T.likely(i < 14):
                T.assume(A[i] >= -3)
                B[i] = A[i] * 2 + C[i, 0]
            else:
                B[i] = 0
     """),
     P(S, """
        for i in range(2, 16):
            if T.likely(i < 14):
                B[i] = A[i] * 2 + C[i, 0]
            else:
                B[i] = 0
     """))

# ================================================================ transform_layout
case("tl7_output_nchw4c_int16", "transform_layout", "Output B (2, 6, 3, 3) int16 (NCHW, produced from an NHWC input) with the 4-d map [n, c, h, w] -> [n, c//4, h, w, c%4] (2, 2, 3, 3, 4), pad -1: the store is rewritten, the postlude writes -1 where 4*co+ci >= 6.", "layout", "layout",
     P('A: T.Buffer((2, 3, 3, 6), "int16"), B: T.Buffer((2, 6, 3, 3), "int16")', """
        for n, c, h, w in T.grid(2, 6, 3, 3):
            B[n, c, h, w] = A[n, h, w, c] * T.int16(2)
     """),
     P('A: T.Buffer((2, 3, 3, 6), "int16"), B: T.Buffer((2, 2, 3, 3, 4), "int16")', """
        for n, c, h, w in T.grid(2, 6, 3, 3):
            B[n, c // 4, h, w, c % 4] = A[n, h, w, c] * T.int16(2)
        for n, co, h, w, ci in T.grid(2, 2, 3, 3, 4):
            if 4 * co + ci >= 6:
                B[n, co, h, w, ci] = T.int16(-1)
     """),
     extra=L([("B", "lambda n, c, h, w: (n, c // 4, h, w, c % 4)", "-1")]),
     layout={"B": {"map": "lambda n, c, h, w: (n, c // 4, h, w, c % 4)", "pad": "lambda n, co, h, w, ci: -1", "role": "output"}})
case("tl7_input_two_axes_float16_pad_one", "transform_layout", "Input A (3, 6) float16 with [i, j] -> [i//2, j//4, i%2, j%4] (2, 2, 2, 4), padding along both axes, pad 1.0 (the identity of the row products that read it): the assumption (2*io+ii < 3 and 4*jo+ji < 6) or A == 1.0 over the new shape; the read is rewritten.", "layout", "layout",
     P('A: T.Buffer((3, 6), "float16"), B: T.Buffer((3,), "float16")', """
        for i in range(3):
            B[i] = T.float16(1)
            for j in range(6):
                B[i] = B[i] * A[i, j]
     """),
     P('A: T.Buffer((2, 2, 2, 4), "float16"), B: T.Buffer((3,), "float16")', """
        for io, jo, ii, ji in T.grid(2, 2, 2, 4):
            T.assume(2 * io + ii < 3 and 4 * jo + ji < 6 or A[io, jo, ii, ji] == T.float16(1))
        for i in range(3):
            B[i] = T.float16(1)
            for j in range(6):
                B[i] = B[i] * A[i // 2, j // 4, i % 2, j % 4]
     """),
     extra=L([("A", "lambda i, j: (i // 2, j // 4, i % 2, j % 4)", "1.0")]),
     layout={"A": {"map": "lambda i, j: (i // 2, j // 4, i % 2, j % 4)", "pad": "lambda io, jo, ii, ji: 1.0", "role": "input"}})
case("tl7_input_lambda_pad_int8", "transform_layout", "Input A (10,) int8 -> [i//4, i%4] (3, 4) with pad_value lambda io, ii: T.Cast(int8, ii - io), a function of the transformed indices, on an INPUT: the assumption 4*io+ii < 10 or A[io, ii] == int8(ii - io); the read is rewritten.", "layout", "layout",
     P('A: T.Buffer((10,), "int8"), B: T.Buffer((10,), "int32")', """
        for i in range(10):
            B[i] = T.Cast("int32", A[i]) * 3
     """),
     P('A: T.Buffer((3, 4), "int8"), B: T.Buffer((10,), "int32")', """
        for io, ii in T.grid(3, 4):
            T.assume(4 * io + ii < 10 or A[io, ii] == T.Cast("int8", ii - io))
        for i in range(10):
            B[i] = T.Cast("int32", A[i // 4, i % 4]) * 3
     """),
     extra=L([("A", "lambda i: (i // 4, i % 4)", 'lambda io, ii: T.Cast("int8", ii - io)')]),
     layout={"A": {"map": "lambda i: (i // 4, i % 4)", "pad": "lambda io, ii: ii - io", "role": "input"}})
case("tl7_two_buffers_different_axes", "transform_layout", "One function, two buffers padded along different axes: input A (6, 5) -> [i, j//4, j%4] (6, 2, 4) pad 0 (assumption), output B (6, 5) -> [i//4, j, i%4] (2, 5, 4) pad 7 (postlude where 4*io+ii >= 6); A is also read reversed (A[i, 4 - j]).", "layout", "layout",
     P('A: T.Buffer((6, 5), "int32"), B: T.Buffer((6, 5), "int32")', """
        for i, j in T.grid(6, 5):
            B[i, j] = A[i, j] + A[i, 4 - j]
     """),
     P('A: T.Buffer((6, 2, 4), "int32"), B: T.Buffer((2, 5, 4), "int32")', """
        for i, jo, ji in T.grid(6, 2, 4):
            T.assume(4 * jo + ji < 5 or A[i, jo, ji] == 0)
        for i, j in T.grid(6, 5):
            B[i // 4, j, i % 4] = A[i, j // 4, j % 4] + A[i, (4 - j) // 4, (4 - j) % 4]
        for io, j, ii in T.grid(2, 5, 4):
            if 4 * io + ii >= 6:
                B[io, j, ii] = 7
     """),
     extra=L([("A", "lambda i, j: (i, j // 4, j % 4)", "0"), ("B", "lambda i, j: (i // 4, j, i % 4)", "7")]),
     layout={"A": {"map": "lambda i, j: (i, j // 4, j % 4)", "pad": "lambda i, jo, ji: 0", "role": "input"},
             "B": {"map": "lambda i, j: (i // 4, j, i % 4)", "pad": "lambda io, j, ii: 7", "role": "output"}})
case("tl7_output_reverse_offset_loop_undef", "transform_layout", "Output B (11,) written in reverse from a loop starting at 1 (B[11 - i] for i in range(1, 11)) and then B[0] -> [i//4, i%4] (3, 4) pad undef: the reverse index becomes B[(11 - i) // 4, (11 - i) % 4], the constant one B[0, 0], and the postlude after the last write stores T.undef() where 4*io+ii >= 11.", "layout", "layout",
     P('A: T.Buffer((11,), "int32"), B: T.Buffer((11,), "int32")', """
        for i in range(1, 11):
            B[11 - i] = A[i] * 2
        B[0] = A[0]
     """),
     P('A: T.Buffer((11,), "int32"), B: T.Buffer((3, 4), "int32")', """
        for i in range(1, 11):
            B[(11 - i) // 4, (11 - i) % 4] = A[i] * 2
        B[0, 0] = A[0]
        for io, ii in T.grid(3, 4):
            if 4 * io + ii >= 11:
                B[io, ii] = T.undef()
     """),
     extra=L([("B", "lambda i: (i // 4, i % 4)", "undef")]),
     layout={"B": {"map": "lambda i: (i // 4, i % 4)", "pad": "lambda io, ii: ANY", "role": "output"}})
case("tl7_seq_output_reverse_read_int16", "transform_layout", "layout,sequential-access on an int16 output B (2, 10) -> [i, j//4, j%4] (2, 3, 4) pad 0, whose producer reads A reversed (A[i, 9 - j]): the j loop is split into jo, ji with the guard 4*jo+ji < 10 and j replaced by 4*jo+ji; the postlude writes 0 where 4*jo+ji >= 10.", "layout", "layout,sequential-access",
     P('A: T.Buffer((2, 10), "int16"), B: T.Buffer((2, 10), "int16")', """
        for i, j in T.grid(2, 10):
            B[i, j] = A[i, 9 - j] + T.int16(1)
     """),
     P('A: T.Buffer((2, 10), "int16"), B: T.Buffer((2, 3, 4), "int16")', """
        for i, jo, ji in T.grid(2, 3, 4):
            if 4 * jo + ji < 10:
                B[i, jo, ji] = A[i, 9 - (4 * jo + ji)] + T.int16(1)
        for i, jo, ji in T.grid(2, 3, 4):
            if 4 * jo + ji >= 10:
                B[i, jo, ji] = T.int16(0)
     """),
     extra=L([("B", "lambda i, j: (i, j // 4, j % 4)", "0")]),
     layout={"B": {"map": "lambda i, j: (i, j // 4, j % 4)", "pad": "lambda i, jo, ji: 0", "role": "output"}},
     note="The one --buffer group serves both passes.")

# ================================================================ sequential_buffer_access
case("sb7_reverse_write_padded", "sequential_buffer_access", "A loop of 14 writing A[(13 - i) // 4, (13 - i) % 4] (reverse order, A (4, 4)): iterated in A's layout, io, ii with the guard 4*io+ii < 14 and i replaced by 13 - (4*io+ii) (each iteration writes its own element, so the order may change).", "exact", "sequential-access",
     P('A: T.Buffer((4, 4), "int32"), B: T.Buffer((14,), "int32")', """
        for i in range(14):
            A[(13 - i) // 4, (13 - i) % 4] = B[i]
     """),
     P('A: T.Buffer((4, 4), "int32"), B: T.Buffer((14,), "int32")', """
        for io, ii in T.grid(4, 4):
            if 4 * io + ii < 14:
                A[io, ii] = B[13 - (4 * io + ii)]
     """), extra=["--buffer", "A"])
case("sb7_interchange_offset_inner_start", "sequential_buffer_access", "An int16 column-major nest whose outer loop starts at 1 (for j in range(1, 5): for i in range(3): A[i, j] = ...): the loops are interchanged into A's row-major order, each keeping its own range.", "exact", "sequential-access",
     P('A: T.Buffer((3, 5), "int16"), B: T.Buffer((5, 3), "int16")', """
        for j in range(1, 5):
            for i in range(3):
                A[i, j] = B[j, i] + T.int16(1)
     """),
     P('A: T.Buffer((3, 5), "int16"), B: T.Buffer((5, 3), "int16")', """
        for i in range(3):
            for j in range(1, 5):
                A[i, j] = B[j, i] + T.int16(1)
     """), extra=["--buffer", "A"])
case("sb7_nhwc_to_nchw4c_write", "sequential_buffer_access", "An NHWC-ordered nest (n, h, w, c in range(6)) writing the 5-d NCHW4c buffer A[n, c//4, h, w, c%4] (2, 2, 3, 3, 4): c is split into co, ci and the loops permuted into A's order n, co, h, w, ci, with the guard 4*co+ci < 6 and c replaced by 4*co+ci.", "exact", "sequential-access",
     P('A: T.Buffer((2, 2, 3, 3, 4), "int32"), B: T.Buffer((2, 3, 3, 6), "int32")', """
        for n, h, w, c in T.grid(2, 3, 3, 6):
            A[n, c // 4, h, w, c % 4] = B[n, h, w, c]
     """),
     P('A: T.Buffer((2, 2, 3, 3, 4), "int32"), B: T.Buffer((2, 3, 3, 6), "int32")', """
        for n, co, h, w, ci in T.grid(2, 2, 3, 3, 4):
            if 4 * co + ci < 6:
                A[n, co, h, w, ci] = B[n, h, w, 4 * co + ci]
     """), extra=["--buffer", "A"])
case("sb7_other_map_read_simplified", "sequential_buffer_access", "A loop of 10 writing A[i//4, i%4] (3, 4) and reading B[i//2, i%2] (5, 2), int16: iterated in A's layout, and B's indices simplify for i = 4*io+ii: (4*io+ii) // 2 is io*2 + ii//2 and (4*io+ii) % 2 is ii % 2.", "exact", "sequential-access",
     P('A: T.Buffer((3, 4), "int16"), B: T.Buffer((5, 2), "int16")', """
        for i in range(10):
            A[i // 4, i % 4] = B[i // 2, i % 2]
     """),
     P('A: T.Buffer((3, 4), "int16"), B: T.Buffer((5, 2), "int16")', """
        for io, ii in T.grid(3, 4):
            if 4 * io + ii < 10:
                A[io, ii] = B[io * 2 + ii // 2, ii % 2]
     """), extra=["--buffer", "A"])
S = 'A: T.Buffer((3, 4), "int32"), B: T.Buffer((3, 4), "int32"), S: T.Buffer((1,), "int32")'
BODY = """
        S[0] = 0
        for j, i in T.grid(4, 3):
            S[0] = S[0] + A[i, j]
            B[i, j] = S[0]
"""
case("sb7_running_sum_interchange_forbidden", "sequential_buffer_access", "A column-major running sum (S[0] += A[i, j]; B[i, j] = S[0]): each element of B holds the prefix in column-major order, so iterating B row-major changes every stored prefix; the interchange is illegal (a refusal also holds).", "negative", "sequential-access",
     P(S, BODY), P(S, BODY),
     forbidden=P(S, """
        S[0] = 0
        for i, j in T.grid(3, 4):
            S[0] = S[0] + A[i, j]
            B[i, j] = S[0]
     """), extra=["--buffer", "B"], refusal_ok=True,
     note="A refusal (exit 2 with a diagnostic) also holds.")

# ================================================================ remove_no_op
S = 'A: T.Buffer((16,), "int32"), B: T.Buffer((16,), "int32")'
case("rn7_overwritten_by_reverse_loop", "remove_no_op", "B[i] = 0 for all 16 elements, then a loop that writes every element in reverse (B[15 - i] = A[i] * 2) without reading B: the first loop goes.", "exact", "remove-no-op",
     P(S, """
        for i in range(16):
            B[i] = 0
        for i in range(16):
            B[15 - i] = A[i] * 2
     """),
     P(S, """
        for i in range(16):
            B[15 - i] = A[i] * 2
     """))
BODY = """
        for i in range(16):
            B[i] = 0
        for i in range(1, 16):
            B[16 - i] = A[i] * 2
"""
case("rn7_reverse_partial_forbidden", "remove_no_op", "B[i] = 0 for all 16 elements, then for i in range(1, 16): B[16 - i] = A[i] * 2, which writes B[15] down to B[1] but never B[0]: the first loop is not a no-op.", "negative", "remove-no-op",
     P(S, BODY), P(S, BODY),
     forbidden=P(S, """
        for i in range(1, 16):
            B[16 - i] = A[i] * 2
     """))
S = 'A: T.Buffer((8,), "int32"), B: T.Buffer((8,), "int32")'
case("rn7_self_store_let_chain", "remove_no_op", "A self store through a let chain (a = i * 2, b = a // 2; A[b] = A[i]: b is i) is a no-op: it goes, and the let b with it (nothing else reads it); a stays for the store to B.", "exact", "remove-no-op",
     P(S, """
        for i in range(8):
            a: T.let[T.int32] = i * 2
            b: T.let[T.int32] = a // 2
            A[b] = A[i]
            B[i] = A[i] + a
     """),
     P(S, """
        for i in range(8):
            a: T.let[T.int32] = i * 2
            B[i] = A[i] + a
     """))
S = 'A: T.Buffer((4, 4), "int8"), B: T.Buffer((14,), "int8")'
PRE = """
        for io, ii in T.grid(4, 4):
            T.assume(not (4 * io + ii >= 14) or A[io, ii] == T.int8(127))
        for i in range(14):
            B[i] = A[i // 4, i % 4]
"""
case("rn7_known_pad_int8_max_range", "remove_no_op", "int8 padding assumed 127 (the dtype's maximum; written not (4*io+ii >= 14) or A == 127); after a loop that only reads A, for ii in range(2, 4): A[3, ii] = 127 stores the values those padding elements hold: it goes.", "exact", "remove-no-op",
     P(S, PRE + """
        for ii in range(2, 4):
            A[3, ii] = T.int8(127)
     """),
     P(S, PRE))

# ================================================================ simplify_conditionals
S = 'A: T.Buffer((4, 4), "int32"), B: T.Buffer((4, 4), "int32")'
case("sc7_and_vs_nested_if", "simplify_conditionals", "An if on io >= 1 and 4*io+ii < 14 followed by the same condition written as two nested ifs (if io >= 1: if 4*io+ii < 14:), neither with an else: the conditions are identical, the two merge into one if.", "exact", "simplify",
     P(S, """
        for io, ii in T.grid(4, 4):
            if io >= 1 and 4 * io + ii < 14:
                A[io, ii] = 1
            if io >= 1:
                if 4 * io + ii < 14:
                    B[io, ii] = 2
     """),
     P(S, """
        for io, ii in T.grid(4, 4):
            if io >= 1 and 4 * io + ii < 14:
                A[io, ii] = 1
                B[io, ii] = 2
     """))
S = 'A: T.Buffer((8, 4), "int32"), B: T.Buffer((8, 4), "int32")'
case("sc7_demorgan_complement", "simplify_conditionals", "An if/else on not (i < 4 or j >= 3) followed by one on i < 4 or 3 <= j: complementary by De Morgan, the second's else joins the first's then and its then the first's else.", "exact", "simplify",
     P(S, """
        for i, j in T.grid(8, 4):
            if not (i < 4 or j >= 3):
                A[i, j] = 1
            else:
                A[i, j] = 2
            if i < 4 or 3 <= j:
                B[i, j] = 3
            else:
                B[i, j] = 4
     """),
     P(S, """
        for i, j in T.grid(8, 4):
            if not (i < 4 or j >= 3):
                A[i, j] = 1
                B[i, j] = 4
            else:
                A[i, j] = 2
                B[i, j] = 3
     """))
S = 'A: T.Buffer((16,), "int32"), B: T.Buffer((16,), "int32")'
BODY = """
        for i in range(16):
            if i // 4 < 3:
                A[i] = 1
            else:
                A[i] = 2
            if i < 11:
                B[i] = 3
            else:
                B[i] = 4
"""
case("sc7_floordiv_off_by_one_forbidden", "simplify_conditionals", "i // 4 < 3 is i < 12, not i < 11: the conditions differ at i == 11, so the two if/else may not merge.", "negative", "simplify",
     P(S, BODY), P(S, BODY),
     forbidden=P(S, """
        for i in range(16):
            if i // 4 < 3:
                A[i] = 1
                B[i] = 3
            else:
                A[i] = 2
                B[i] = 4
     """))

# ================================================================ hoist_expression
S = 'A: T.Buffer((4, 4), "int32"), B: T.Buffer((4, 4), "int32"), n: T.int32'
case("ho7_let_if_else_two_levels", "hoist_expression", "An if/else on a let t = n * 2 (t < 5) inside a 2-level nest: the let and the if/else are invariant in both loops and are hoisted above both, one nest per branch.", "exact", "hoist",
     P(S, """
        for i, j in T.grid(4, 4):
            t: T.let[T.int32] = n * 2
            if t < 5:
                B[i, j] = A[i, j]
            else:
                B[i, j] = 0
     """),
     P(S, """
        t: T.let[T.int32] = n * 2
        if t < 5:
            for i, j in T.grid(4, 4):
                B[i, j] = A[i, j]
        else:
            for i, j in T.grid(4, 4):
                B[i, j] = 0
     """), scalars={"n": [0, 5]})
S = 'A: T.Buffer((4, 8), "int32"), B: T.Buffer((4, 8), "int32")'
case("ho7_likely_conjunction", "hoist_expression", "A guard T.likely(i < 3 and j < 6): the conjunct i < 3 does not depend on j and is hoisted out of the j loop (kept likely); j < 6 stays inside.", "exact", "hoist",
     P(S, """
        for i, j in T.grid(4, 8):
            if T.likely(i < 3 and j < 6):
                B[i, j] = A[i, j]
     """),
     P(S, """
        for i in range(4):
            if T.likely(i < 3):
                for j in range(8):
                    if T.likely(j < 6):
                        B[i, j] = A[i, j]
     """))
S = 'A: T.Buffer((2, 3, 4), "int32"), B: T.Buffer((2, 3, 4), "int32"), n: T.int32'
case("ho7_disjunct_three_levels", "hoist_expression", "The disjunct n <= 3 of n <= 3 or i + k >= 4 depends on no loop variable of the 3-level nest: it is hoisted above all three loops as an if/else; the else nest keeps i + k >= 4.", "exact", "hoist",
     P(S, """
        for i, j, k in T.grid(2, 3, 4):
            if n <= 3 or i + k >= 4:
                B[i, j, k] = A[i, j, k] + 1
     """),
     P(S, """
        if n <= 3:
            for i, j, k in T.grid(2, 3, 4):
                B[i, j, k] = A[i, j, k] + 1
        else:
            for i, j, k in T.grid(2, 3, 4):
                if i + k >= 4:
                    B[i, j, k] = A[i, j, k] + 1
     """), scalars={"n": [0, 8]})

# ================================================================ reduce_loop_extents
S = 'B: T.Buffer((32,), "int32")'
case("rl7_div_and_mod_guard", "reduce_loop_extents", "The guard i // 8 == 1 and i % 8 < 3 holds exactly for 8 <= i < 11: range(32) shrinks to range(8, 11) and the guard goes.", "exact", "reduce-loop-extents",
     P(S, """
        for i in range(32):
            if i // 8 == 1 and i % 8 < 3:
                B[i] = i
     """),
     P(S, """
        for i in range(8, 11):
            B[i] = i
     """))
S = 'B: T.Buffer((4, 4), "int32")'
case("rl7_flat_equality_2d", "reduce_loop_extents", "On a 4x4 grid the guard 4*io+ii == 13 holds at one point, io = 3 and ii = 1: both loops go and the store becomes B[3, 1] = 0.", "exact", "reduce-loop-extents",
     P(S, """
        for io, ii in T.grid(4, 4):
            if 4 * io + ii == 13:
                B[io, ii] = 0
     """),
     P(S, """
        B[3, 1] = 0
     """))
S = 'B: T.Buffer((16,), "int32")'
BODY = """
        for i in range(16):
            if i % 4 == 3:
                B[i] = 0
"""
case("rl7_mod_guard_forbidden", "reduce_loop_extents", "The guard i % 4 == 3 holds at 3, 7, 11, 15, not on an interval: the loop may start at 3 but the guard must stay; range(3, 16) without it writes B[4] too.", "negative", "reduce-loop-extents",
     P(S, BODY), P(S, BODY),
     forbidden=P(S, """
        for i in range(3, 16):
            B[i] = 0
     """))

# ================================================================ merge_adjacent_loops
S = 'A: T.Buffer((16,), "int32"), B: T.Buffer((16,), "int32"), C: T.Buffer((16,), "int32"), n: T.int32'
case("ml7_extents_equal_by_assumption", "merge_adjacent_loops", "simplify,merge-loops: the second loop's extent T.min(n, 16) equals n under T.assume(0 <= n and n <= 16), so the producer and its element-wise consumer have the same range and merge.", "exact", "simplify,merge-loops",
     P(S, """
        T.assume(0 <= n and n <= 16)
        for i in range(n):
            C[i] = A[i] + 1
        for i in range(T.min(n, 16)):
            B[i] = C[i] * 2
     """),
     P(S, """
        T.assume(0 <= n and n <= 16)
        for i in range(n):
            C[i] = A[i] + 1
            B[i] = C[i] * 2
     """), scalars={"n": [0, 16]})
S = 'A: T.Buffer((8,), "int32"), B: T.Buffer((8,), "int32"), C: T.Buffer((8,), "int32")'
case("ml7_reverse_both", "merge_adjacent_loops", "The producer writes C[7 - i] and the consumer reads C[7 - i]: iteration i of the second reads exactly what iteration i of the first wrote, so the loops merge.", "exact", "merge-loops",
     P(S, """
        for i in range(8):
            C[7 - i] = A[i] * 3
        for i in range(8):
            B[i] = C[7 - i] + 1
     """),
     P(S, """
        for i in range(8):
            C[7 - i] = A[i] * 3
            B[i] = C[7 - i] + 1
     """))
S = 'A: T.Buffer((4, 4), "int32"), B: T.Buffer((4, 4), "int32"), C: T.Buffer((4, 4), "int32")'
BODY = """
        for i, j in T.grid(4, 4):
            C[i, j] = A[i, j] + 1
        for i, j in T.grid(4, 4):
            B[i, j] = C[j, i] * 2
"""
case("ml7_transpose_read_forbidden", "merge_adjacent_loops", "The consumer reads C transposed (C[j, i]): for j > i that element is written by a later iteration of the producer's outer loop, so not even the outer loops may merge.", "negative", "merge-loops",
     P(S, BODY), P(S, BODY),
     forbidden=P(S, """
        for i in range(4):
            for j in range(4):
                C[i, j] = A[i, j] + 1
            for j in range(4):
                B[i, j] = C[j, i] * 2
     """))

# ================================================================ remove_branching_through_overcompute
S = 'A: T.Buffer((4, 4), "int32"), B: T.Buffer((1,), "int32")'
PRE = """
        for io, ii in T.grid(4, 4):
            T.assume(4 * io + ii < 14 or A[io, ii] == 0)
        B[0] = 0
"""
case("ob7_floordiv_term", "remove_branching_through_overcompute", "The reduction adds A * 5 // 2 (floor division) and A's padding is assumed 0: 0 * 5 // 2 is 0, the guard 4*io+ii < 14 goes.", "exact", "overcompute",
     P(S, PRE + """
        for io, ii in T.grid(4, 4):
            if 4 * io + ii < 14:
                B[0] = B[0] + A[io, ii] * 5 // 2
     """),
     P(S, PRE + """
        for io, ii in T.grid(4, 4):
            B[0] = B[0] + A[io, ii] * 5 // 2
     """))
BODY = """
        for io, ii in T.grid(4, 4):
            if 4 * io + ii < 14:
                B[0] = B[0] + (A[io, ii] - 1) // 2
"""
case("ob7_floordiv_minus_one_forbidden", "remove_branching_through_overcompute", "The reduction adds (A - 1) // 2 and A's padding is assumed 0: in the padding the term is -1 // 2, which is -1 (floor division), not 0, so the guard must stay.", "negative", "overcompute",
     P(S, PRE + BODY), P(S, PRE + BODY),
     forbidden=P(S, PRE + """
        for io, ii in T.grid(4, 4):
            B[0] = B[0] + (A[io, ii] - 1) // 2
     """))
S = 'A: T.Buffer((4, 4), "int8"), B: T.Buffer((1,), "int32")'
PRE8 = """
        for io, ii in T.grid(4, 4):
            T.assume(4 * io + ii < 13 or A[io, ii] == T.int8(0))
        B[0] = 0
"""
case("ob7_floordiv_rounds_to_zero_int8", "remove_branching_through_overcompute", "An int8 input (padding 4*io+ii >= 13 assumed 0) summed as (int32(A) + 1) // 2: in the padding the term is 1 // 2, which is 0, so adding it is a no-op and the guard goes.", "exact", "overcompute",
     P(S, PRE8 + """
        for io, ii in T.grid(4, 4):
            if 4 * io + ii < 13:
                B[0] = B[0] + (T.Cast("int32", A[io, ii]) + 1) // 2
     """),
     P(S, PRE8 + """
        for io, ii in T.grid(4, 4):
            B[0] = B[0] + (T.Cast("int32", A[io, ii]) + 1) // 2
     """))
S = 'A: T.Buffer((4, 4), "int32"), B: T.Buffer((1,), "int32")'
case("ob7_max_from_zero_zero_pad", "remove_branching_through_overcompute", "An int32 max-reduction that starts at 0 (max-pool after a ReLU) with A's padding assumed 0: 0 is not the dtype's minimum, but B[0] starts at 0 and max never decreases it, so T.max(B[0], 0) is B[0] in every padding iteration; the guard goes.", "exact", "overcompute",
     P(S, PRE + """
        for io, ii in T.grid(4, 4):
            if 4 * io + ii < 14:
                B[0] = T.max(B[0], A[io, ii])
     """),
     P(S, PRE + """
        for io, ii in T.grid(4, 4):
            B[0] = T.max(B[0], A[io, ii])
     """))
S = 'A: T.Buffer((2, 2, 4, 4), "int32"), B: T.Buffer((1,), "int32")'
PRE = """
        for io, jo, ii, ji in T.grid(2, 2, 4, 4):
            T.assume(4 * io + ii < 6 and 4 * jo + ji < 7 or A[io, jo, ii, ji] == 0)
        B[0] = 0
"""
case("ob7_likely_and_two_axes", "remove_branching_through_overcompute", "A (6, 7) tiled (2, 2, 4, 4) with the padding of both axes assumed 0 (one and-form assumption); the sum's guard is T.likely(4*io+ii < 6 and 4*jo+ji < 7): every skipped element is 0, the likely guard goes.", "exact", "overcompute",
     P(S, PRE + """
        for io, jo, ii, ji in T.grid(2, 2, 4, 4):
            if T.likely(4 * io + ii < 6 and 4 * jo + ji < 7):
                B[0] = B[0] + A[io, jo, ii, ji]
     """),
     P(S, PRE + """
        for io, jo, ii, ji in T.grid(2, 2, 4, 4):
            B[0] = B[0] + A[io, jo, ii, ji]
     """))
S = 'A: T.Buffer((16,), "int32"), B: T.Buffer((1,), "int32")'
PRE = """
        for i in range(16):
            T.assume(i < 14 or A[i] == 0)
        B[0] = 0
"""
case("ob7_reverse_index_sum", "remove_branching_through_overcompute", "A reduction reading A[15 - i] under the guard i >= 2 (the skipped i < 2 read A[15], A[14]), A's padding (i >= 14) assumed 0: the skipped terms add 0 * 3, the guard goes.", "exact", "overcompute",
     P(S, PRE + """
        for i in range(16):
            if i >= 2:
                B[0] = B[0] + A[15 - i] * 3
     """),
     P(S, PRE + """
        for i in range(16):
            B[0] = B[0] + A[15 - i] * 3
     """))
S = 'A: T.Buffer((4, 4), "int32"), C: T.Buffer((4, 4), "int32")'
PRE = """
        for io, ii in T.grid(4, 4):
            T.assume(4 * io + ii < 14 or A[io, ii] == 0)
"""
case("ob7_select_expr_equals_else", "remove_branching_through_overcompute", "C = if_then_else(4*io+ii < 14, A + 1, 1) with A's padding assumed 0: in the padding A + 1 is 1, the else value, so the select goes (C = A + 1 everywhere).", "exact", "overcompute",
     P(S, PRE + """
        for io, ii in T.grid(4, 4):
            C[io, ii] = T.if_then_else(4 * io + ii < 14, A[io, ii] + 1, 1)
     """),
     P(S, PRE + """
        for io, ii in T.grid(4, 4):
            C[io, ii] = A[io, ii] + 1
     """))
S = 'A: T.Buffer((4, 4), "int32"), C: T.Buffer((4, 4), "int32"), B: T.Buffer((1,), "int32")'
PRE = """
        for io, ii in T.grid(4, 4):
            T.assume(4 * io + ii < 14 or C[io, ii] == 0)
        B[0] = 0
"""
BODY = """
        for io, ii in T.grid(4, 4):
            if 4 * io + ii < 14:
                B[0] = B[0] + A[io, ii] + C[io, ii]
"""
case("ob7_two_inputs_one_padded_forbidden", "remove_branching_through_overcompute", "B += A + C where only C's padding is assumed 0 (A (4, 4) has no assumption): in the padding the term is A[pad] + 0, an unknown value, so the guard must stay.", "negative", "overcompute",
     P(S, PRE + BODY), P(S, PRE + BODY),
     forbidden=P(S, PRE + """
        for io, ii in T.grid(4, 4):
            B[0] = B[0] + A[io, ii] + C[io, ii]
     """))
S = 'A: T.Buffer((4, 4), "int32"), W: T.Buffer((3,), "int32"), B: T.Buffer((3,), "int32")'
PRE = """
        for io, ii in T.grid(4, 4):
            T.assume(4 * io + ii < 14 or A[io, ii] == 0)
        for k in range(3):
            B[k] = 0
"""
case("ob7_guard_around_inner_loop", "remove_branching_through_overcompute", "The guard 4*io+ii < 14 on the outer loops encloses an inner loop over k (B[k] += A[io, ii] * W[k]); A's padding is assumed 0, so every skipped iteration of the k loop adds 0: the guard goes, the k loop stays.", "exact", "overcompute",
     P(S, PRE + """
        for io, ii in T.grid(4, 4):
            if 4 * io + ii < 14:
                for k in range(3):
                    B[k] = B[k] + A[io, ii] * W[k]
     """),
     P(S, PRE + """
        for io, ii in T.grid(4, 4):
            for k in range(3):
                B[k] = B[k] + A[io, ii] * W[k]
     """))

# ================================================================ remove_overcompute_through_branching
S = 'A: T.Buffer((16,), "int32"), B: T.Buffer((16,), "int32")'
POST = """
        for i in range(14, 16):
            B[i] = 0
"""
case("bo7_reverse_write", "remove_overcompute_through_branching", "The compute loop writes B[15 - i]; B's padding B[14], B[15] is overwritten by a later loop: the writes of i < 2 are dead, the compute gets the guard i >= 2 (15 - i < 14 simplified).", "exact", "branching",
     P(S, """
        for i in range(16):
            B[15 - i] = A[i] * 2
     """ + POST),
     P(S, """
        for i in range(16):
            if i >= 2:
                B[15 - i] = A[i] * 2
     """ + POST))
S = 'A: T.Buffer((4, 4), "int32"), B: T.Buffer((4, 4), "int32")'
case("bo7_postlude_reads_logical_element", "remove_overcompute_through_branching", "The postlude fills B's padding with the row's first element (B[io, ii] = B[io, 0] where 4*io+ii >= 14, an edge-replicating pad lambda): it reads only B[3, 0], a logical element, so the compute's writes to the padding (B[3, 2], B[3, 3]) are dead and the compute skips them with the guard io != 3 or ii < 2 (cheaper than 4*io+ii < 14: one or two comparisons, no arithmetic).", "exact", "branching",
     P(S, """
        for io, ii in T.grid(4, 4):
            B[io, ii] = A[io, ii] * 3
        for io, ii in T.grid(4, 4):
            if 4 * io + ii >= 14:
                B[io, ii] = B[io, 0]
     """),
     P(S, """
        for io, ii in T.grid(4, 4):
            if io != 3 or ii < 2:
                B[io, ii] = A[io, ii] * 3
        for io, ii in T.grid(4, 4):
            if 4 * io + ii >= 14:
                B[io, ii] = B[io, 0]
     """))
BODY = """
        for io, ii in T.grid(4, 4):
            B[io, ii] = A[io, ii] * 3
        for io, ii in T.grid(4, 4):
            if 4 * io + ii >= 14:
                B[io, ii] = B[3, 3] + 1
"""
case("bo7_postlude_reads_padding_forbidden", "remove_overcompute_through_branching", "The postlude writes B[3, 2] = B[3, 3] + 1 before it overwrites B[3, 3]: it reads the compute's write to the padding element B[3, 3], so not every padding write is dead and the guard 4*io+ii < 14 may not be introduced.", "negative", "branching",
     P(S, BODY), P(S, BODY),
     forbidden=P(S, """
        for io, ii in T.grid(4, 4):
            if 4 * io + ii < 14:
                B[io, ii] = A[io, ii] * 3
        for io, ii in T.grid(4, 4):
            if 4 * io + ii >= 14:
                B[io, ii] = B[3, 3] + 1
     """))

# ================================================================ future_cse_hoist
S = 'A: T.Buffer((24,), "int32"), B: T.Buffer((24,), "int32")'
case("cs7_const_3d_flat_index", "future_cse_hoist", "A 3-d nest over constant extents with the flat index i*12 + j*4 + k in a load and a store: i*12 is bound once per i, i*12 + j*4 once per j, the index once per k (constant extents: nothing can overflow).", "exact", "cse",
     P(S, """
        for i, j, k in T.grid(2, 3, 4):
            B[i * 12 + j * 4 + k] = A[i * 12 + j * 4 + k] * 2
     """),
     P(S, """
        for i in range(2):
            i_term: T.let[T.int32] = i * 12
            for j in range(3):
                ij_term: T.let[T.int32] = i_term + j * 4
                for k in range(4):
                    index: T.let[T.int32] = ij_term + k
                    B[index] = A[index] * 2
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
    if c["refusal_ok"]: e["refusal_ok"] = True
    out.append(e)
json.dump({"seed": "new", "cases": out}, open(os.path.join(HERE, "cases.json"), "w"), indent=1)
print(len(out), "cases")
