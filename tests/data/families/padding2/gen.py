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
S = 'A: T.Buffer((8,), "int64"), n: T.int64'
case("as2_int64_not_form", "assume", "T.assume(not (n < 0 or n >= 8)) (negated disjunction form, int64) makes n % 8 equal n.", "exact", "simplify",
     P(S, """
        T.assume(not (n < T.int64(0) or n >= T.int64(8)))
        for i in range(8):
            A[i] = n % T.int64(8) + A[i]
     """),
     P(S, """
        T.assume(not (n < T.int64(0) or n >= T.int64(8)))
        for i in range(8):
            A[i] = n + A[i]
     """), scalars={"n": [0, 7]})
S = 'A: T.Buffer((8,), "int8"), B: T.Buffer((1,), "int8"), C: T.Buffer((1,), "int8")'
case("as2_two_buffers_int8", "assume", "Assumptions on two buffers (B[0] == 2, C[0] == -1, int8) decide C[0] < B[0] and give B[0]'s value: the if goes, B[0] becomes 2.", "exact", "simplify",
     P(S, """
        T.assume(B[0] == T.int8(2))
        T.assume(C[0] == T.int8(-1))
        for i in range(8):
            if C[0] < B[0]:
                A[i] = A[i] + B[0]
     """),
     P(S, """
        T.assume(B[0] == T.int8(2))
        T.assume(C[0] == T.int8(-1))
        for i in range(8):
            A[i] = A[i] + T.int8(2)
     """))
S = 'A: T.Buffer((8,), "int32"), n: T.int32'
case("as2_let_fact", "assume", "A fact about a let-bound variable (m = n * 2, 0 <= m < 8) applies to its uses: m // 8 is 0.", "exact", "simplify",
     P(S, """
        m: T.let[T.int32] = n * 2
        T.assume(0 <= m and m < 8)
        for i in range(8):
            A[i] = m // 8 + i
     """),
     P(S, """
        m: T.let[T.int32] = n * 2
        T.assume(0 <= m and m < 8)
        for i in range(8):
            A[i] = i
     """), scalars={"n": [0, 3]})
S = 'A: T.Buffer((16,), "int32")'
case("as2_false_offset_loop", "assume", "i < 8 is false for every i of range(8, 16) (non-zero start): compile-time error.", "error", "simplify",
     P(S, """
        for i in range(8, 16):
            T.assume(i < 8)
            A[i] = i
     """))

# ================================================================ undef
S = 'A: T.Buffer((16,), "float16"), B: T.Buffer((16,), "float16")'
case("ud2_pure_float16", "undef", "A pure float16 expression using T.undef() (A[i] + undef * 2.0) may become T.Cast(float16, T.undef()).", "exact", "simplify",
     P(S, """
        for i in range(16):
            B[i] = A[i] + T.Cast("float16", T.undef()) * T.float16(2.0)
     """),
     P(S, """
        for i in range(16):
            B[i] = T.Cast("float16", T.undef())
     """))
S = 'A: T.Buffer((16,), "int64"), B: T.Buffer((16,), "int64")'
case("ud2_zero_times_undef_expr_int64", "undef", "0 times a pure expression that uses undef ((undef + A[i]) * 0, int64) is 0.", "exact", "simplify",
     P(S, """
        for i in range(16):
            B[i] = A[i] + (T.Cast("int64", T.undef()) + A[i]) * T.int64(0)
     """),
     P(S, """
        for i in range(16):
            B[i] = A[i]
     """))
S = 'A: T.Buffer((4, 4), "int32"), B: T.Buffer((4,), "int32")'
case("ud2_undef_in_2d_cond_index", "undef", "T.undef() in the second index of a 2-d load inside an if condition: ill-formed.", "error", "fmt",
     P(S, """
        for i in range(4):
            if A[i, T.undef()] > 0:
                B[i] = 1
     """))

# ================================================================ lowering
S = 'A: T.Buffer((2, 3, 4), "int8"), B: T.Buffer((2, 3, 4), "int8")'
case("lo2_3d_int8_undef_expr", "lowering", "RemoveAssume + RemoveStoreUndef on a 3-d int8 op: the assumption loop goes and so does the padding store whose value contains T.undef() (undef + 1).", "observable", "remove-assume,remove-store-undef",
     P(S, """
        for i, j, k in T.grid(2, 3, 4):
            T.assume(12 * i + 4 * j + k < 20 or A[i, j, k] == T.Cast("int8", T.undef()))
        for i, j, k in T.grid(2, 3, 4):
            B[i, j, k] = A[i, j, k] + T.int8(1)
        for i, j, k in T.grid(2, 3, 4):
            if 12 * i + 4 * j + k >= 20:
                B[i, j, k] = T.Cast("int8", T.undef()) + T.int8(1)
     """),
     P(S, """
        for i, j, k in T.grid(2, 3, 4):
            B[i, j, k] = A[i, j, k] + T.int8(1)
     """))

# ================================================================ transform_layout
case("tl2_output_float16_div8", "transform_layout", "transform_layout(B (10,) float16, i -> [i//8, i%8], pad 1.5): (2, 8), postlude writes 1.5 where 8*io+ii >= 10.", "layout", "layout",
     P('A: T.Buffer((10,), "float16"), B: T.Buffer((10,), "float16")', """
        for i in range(10):
            B[i] = A[i] + T.float16(1.0)
     """),
     P('A: T.Buffer((10,), "float16"), B: T.Buffer((2, 8), "float16")', """
        for i in range(10):
            B[i // 8, i % 8] = A[i] + T.float16(1.0)
        for io, ii in T.grid(2, 8):
            if 8 * io + ii >= 10:
                B[io, ii] = T.float16(1.5)
     """),
     extra=L([("B", "lambda i: (i // 8, i % 8)", "1.5")]),
     layout={"B": {"map": "lambda i: (i // 8, i % 8)", "pad": "lambda io, ii: 1.5", "role": "output"}})
case("tl2_input_int8_outer_split", "transform_layout", "Input A (5, 6) int8 with [i, j] -> [i//4, j, i%4] (outer dim split, inner part moved last), pad 0: the assumption over (2, 6, 4) is 4*io+ii < 5 or A == 0.", "layout", "layout",
     P('A: T.Buffer((5, 6), "int8"), B: T.Buffer((5, 6), "int8")', """
        for i, j in T.grid(5, 6):
            B[i, j] = A[i, j] * T.int8(2)
     """),
     P('A: T.Buffer((2, 6, 4), "int8"), B: T.Buffer((5, 6), "int8")', """
        for io, j, ii in T.grid(2, 6, 4):
            T.assume(4 * io + ii < 5 or A[io, j, ii] == T.int8(0))
        for i, j in T.grid(5, 6):
            B[i, j] = A[i // 4, j, i % 4] * T.int8(2)
     """),
     extra=L([("A", "lambda i, j: (i // 4, j, i % 4)", "0")]),
     layout={"A": {"map": "lambda i, j: (i // 4, j, i % 4)", "pad": "lambda io, j, ii: 0", "role": "input"}})
case("tl2_pad_self_load_expr", "transform_layout", "pad_value an expression reading the buffer itself (lambda io, ii: B[19] * 2, pre-transformation index) on (20,) -> (3, 8): the postlude stores B[2, 3] * 2.", "layout", "layout",
     P('A: T.Buffer((20,), "int32"), B: T.Buffer((20,), "int32")', """
        for i in range(20):
            B[i] = A[i] - 1
     """),
     P('A: T.Buffer((20,), "int32"), B: T.Buffer((3, 8), "int32")', """
        for i in range(20):
            B[i // 8, i % 8] = A[i] - 1
        for io, ii in T.grid(3, 8):
            if 8 * io + ii >= 20:
                B[io, ii] = B[2, 3] * 2
     """),
     extra=L([("B", "lambda i: (i // 8, i % 8)", "lambda io, ii: B[19] * 2")]),
     layout={"B": {"map": "lambda i: (i // 8, i % 8)", "pad": "lambda io, ii: L(19) * 2", "role": "output"}})
case("tl2_two_maps_div16_div8", "transform_layout", "Two buffers, two maps: input A (20,) -> [i//16, i%16] pad undef (readable assumption), output B (20,) -> [i//8, i%8] pad -3 (postlude).", "layout", "layout",
     P('A: T.Buffer((20,), "int32"), B: T.Buffer((20,), "int32")', """
        for i in range(20):
            B[i] = A[i] * 3
     """),
     P('A: T.Buffer((2, 16), "int32"), B: T.Buffer((3, 8), "int32")', """
        for io, ii in T.grid(2, 16):
            T.assume(16 * io + ii < 20 or A[io, ii] == T.undef())
        for i in range(20):
            B[i // 8, i % 8] = A[i // 16, i % 16] * 3
        for io, ii in T.grid(3, 8):
            if 8 * io + ii >= 20:
                B[io, ii] = -3
     """),
     extra=L([("A", "lambda i: (i // 16, i % 16)", "undef"), ("B", "lambda i: (i // 8, i % 8)", "-3")]),
     layout={"A": {"map": "lambda i: (i // 16, i % 16)", "pad": "lambda io, ii: ANY", "role": "input"},
             "B": {"map": "lambda i: (i // 8, i % 8)", "pad": "lambda io, ii: -3", "role": "output"}})
case("tl2_2d_tiling_output", "transform_layout", "2-d tiling of an output B (6, 6) -> [i//4, j//4, i%4, j%4] (2, 2, 4, 4), pad 0: padding along both dims, postlude where 4*io+ii >= 6 or 4*jo+ji >= 6.", "layout", "layout",
     P('A: T.Buffer((6, 6), "int32"), B: T.Buffer((6, 6), "int32")', """
        for i, j in T.grid(6, 6):
            B[i, j] = A[i, j] + i
     """),
     P('A: T.Buffer((6, 6), "int32"), B: T.Buffer((2, 2, 4, 4), "int32")', """
        for i, j in T.grid(6, 6):
            B[i // 4, j // 4, i % 4, j % 4] = A[i, j] + i
        for io, jo, ii, ji in T.grid(2, 2, 4, 4):
            if 4 * io + ii >= 6 or 4 * jo + ji >= 6:
                B[io, jo, ii, ji] = 0
     """),
     extra=L([("B", "lambda i, j: (i // 4, j // 4, i % 4, j % 4)", "0")]),
     layout={"B": {"map": "lambda i, j: (i // 4, j // 4, i % 4, j % 4)", "pad": "lambda io, jo, ii, ji: 0", "role": "output"}})

# ================================================================ sequential_buffer_access
S = 'A: T.Buffer((2, 8), "int32")'
case("sb2_offset_start_div8", "sequential_buffer_access", "Loop range(2, 14) over A (2, 8): io, ii loops guarded by 2 <= 8*io+ii < 14, i replaced by 8*io+ii.", "exact", "sequential-access",
     P(S, """
        for i in range(2, 14):
            A[i // 8, i % 8] = i * 3
     """),
     P(S, """
        for io, ii in T.grid(2, 8):
            if 2 <= 8 * io + ii and 8 * io + ii < 14:
                A[io, ii] = (8 * io + ii) * 3
     """), extra=["--buffer", "A"])
S = 'A: T.Buffer((2, 3, 4), "int32")'
case("sb2_3d_layout", "sequential_buffer_access", "Loop of 22 over a 3-d layout A (2, 3, 4) indexed [i//12, i%12//4, i%4]: three loops guarded by 12*i0+4*i1+i2 < 22.", "exact", "sequential-access",
     P(S, """
        for i in range(22):
            A[i // 12, i % 12 // 4, i % 4] = i + 1
     """),
     P(S, """
        for i0, i1, i2 in T.grid(2, 3, 4):
            if 12 * i0 + 4 * i1 + i2 < 22:
                A[i0, i1, i2] = 12 * i0 + 4 * i1 + i2 + 1
     """), extra=["--buffer", "A"])
S = 'A: T.Buffer((2, 16), "int8"), B: T.Buffer((1,), "int32")'
case("sb2_read_int8_div16", "sequential_buffer_access", "Reduction over 27 elements of an int8 A (2, 16) (cast to int32): io, ii loops guarded by 16*io+ii < 27.", "exact", "sequential-access",
     P(S, """
        B[0] = 0
        for i in range(27):
            B[0] = B[0] + T.Cast("int32", A[i // 16, i % 16])
     """),
     P(S, """
        B[0] = 0
        for io, ii in T.grid(2, 16):
            if 16 * io + ii < 27:
                B[0] = B[0] + T.Cast("int32", A[io, ii])
     """), extra=["--buffer", "A"])

# ================================================================ remove_no_op
S = 'A: T.Buffer((4, 4), "int8"), B: T.Buffer((4, 4), "int8")'
case("rn2_guarded_self_store_int8", "remove_no_op", "A guarded self store (if 4*i+j < 14: A[i, j] = A[i, j], int8) is a no-op: the if goes with it.", "exact", "remove-no-op",
     P(S, """
        for i, j in T.grid(4, 4):
            if 4 * i + j < 14:
                A[i, j] = A[i, j]
            B[i, j] = A[i, j] * T.int8(2)
     """),
     P(S, """
        for i, j in T.grid(4, 4):
            B[i, j] = A[i, j] * T.int8(2)
     """))
S = 'A: T.Buffer((8,), "int64"), B: T.Buffer((1,), "int64"), C: T.Buffer((1,), "int64")'
case("rn2_known_values_two_buffers_int64", "remove_no_op", "Assumptions on two buffers (int64 B[0] == 0, C[0] == 5): storing those values is a no-op, both stores go.", "exact", "remove-no-op",
     P(S, """
        T.assume(B[0] == T.int64(0))
        T.assume(C[0] == T.int64(5))
        B[0] = T.int64(0)
        C[0] = T.int64(5)
        for i in range(8):
            B[0] = B[0] + A[i] * C[0]
     """),
     P(S, """
        T.assume(B[0] == T.int64(0))
        T.assume(C[0] == T.int64(5))
        for i in range(8):
            B[0] = B[0] + A[i] * C[0]
     """))
S = 'A: T.Buffer((16,), "int32"), B: T.Buffer((16,), "int32")'
case("rn2_overwritten_loop_offset", "remove_no_op", "A loop over range(2, 10) is overwritten by the next loop over all 16 elements, which does not read them.", "exact", "remove-no-op",
     P(S, """
        for i in range(2, 10):
            A[i] = i * 5
        for i in range(16):
            A[i] = B[i] - 1
     """),
     P(S, """
        for i in range(16):
            A[i] = B[i] - 1
     """))
S = 'A: T.Buffer((2, 8), "float16")'
case("rn2_known_pad_float16_reversed", "remove_no_op", "float16 padding assumed -1.0 (8*io+ii < 13 or A == -1.0); the postlude written 13 <= 8*io+ii stores -1.0: a no-op.", "exact", "remove-no-op",
     P(S, """
        for io, ii in T.grid(2, 8):
            T.assume(8 * io + ii < 13 or A[io, ii] == T.float16(-1.0))
        for io, ii in T.grid(2, 8):
            if 13 <= 8 * io + ii:
                A[io, ii] = T.float16(-1.0)
     """),
     P(S, """
        for io, ii in T.grid(2, 8):
            T.assume(8 * io + ii < 13 or A[io, ii] == T.float16(-1.0))
     """))
S = 'A: T.Buffer((4,), "int32"), B: T.Buffer((1,), "int32")'
case("rn2_known_value_killed_forbidden", "remove_no_op", "B[0] == 0 is assumed, but B[0] = A[0] changes it: the later B[0] = 0 is not a no-op.", "negative", "remove-no-op",
     P(S, """
        T.assume(B[0] == 0)
        B[0] = A[0]
        B[0] = 0
     """),
     P(S, """
        T.assume(B[0] == 0)
        B[0] = A[0]
        B[0] = 0
     """),
     forbidden=P(S, """
        T.assume(B[0] == 0)
        B[0] = A[0]
     """), note="Removing the overwritten B[0] = A[0] instead is valid.")

# ================================================================ simplify_conditionals
S = 'A: T.Buffer((16,), "int32"), B: T.Buffer((16,), "int32"), C: T.Buffer((16,), "int32")'
case("sc2_three_forms", "simplify_conditionals", "Three consecutive if/else with the same condition written i < 14, 14 > i and not (i >= 14) merge into one.", "exact", "simplify",
     P(S, """
        for i in range(16):
            if i < 14:
                A[i] = 1
            else:
                A[i] = 2
            if T.int32(14) > i:
                B[i] = 3
            else:
                B[i] = 4
            if not (i >= 14):
                C[i] = 5
            else:
                C[i] = 6
     """),
     P(S, """
        for i in range(16):
            if i < 14:
                A[i] = 1
                B[i] = 3
                C[i] = 5
            else:
                A[i] = 2
                B[i] = 4
                C[i] = 6
     """))
S = 'A: T.Buffer((2, 3, 4), "float32"), B: T.Buffer((2, 3, 4), "float32")'
case("sc2_complementary_3d", "simplify_conditionals", "On a 2x3x4 grid, 12*i+4*j+k < 20 and i == 1 and 4*j+k >= 8 are complementary: the if/else merge crosswise.", "exact", "simplify",
     P(S, """
        for i, j, k in T.grid(2, 3, 4):
            if 12 * i + 4 * j + k < 20:
                A[i, j, k] = T.float32(1.0)
            else:
                A[i, j, k] = T.float32(0.0)
            if i == 1 and 4 * j + k >= 8:
                B[i, j, k] = T.float32(-1.0)
            else:
                B[i, j, k] = T.float32(2.0)
     """),
     P(S, """
        for i, j, k in T.grid(2, 3, 4):
            if 12 * i + 4 * j + k < 20:
                A[i, j, k] = T.float32(1.0)
                B[i, j, k] = T.float32(2.0)
            else:
                A[i, j, k] = T.float32(0.0)
                B[i, j, k] = T.float32(-1.0)
     """))
S = 'A: T.Buffer((16,), "int32"), B: T.Buffer((16,), "int32")'
case("sc2_nested_then", "simplify_conditionals", "Two consecutive ifs (no else) on i < 12 merge even though the first body is itself a nested if (i >= 4).", "exact", "simplify",
     P(S, """
        for i in range(16):
            if i < 12:
                if i >= 4:
                    A[i] = 1
            if i < 12:
                B[i] = 2
     """),
     P(S, """
        for i in range(16):
            if i < 12:
                if i >= 4:
                    A[i] = 1
                B[i] = 2
     """))
case("sc2_other_index_forbidden", "simplify_conditionals", "Both conditions read A[0]; the first body writes A[i], which is A[0] at i == 0: the ifs may not merge.", "negative", "simplify",
     P(S, """
        for i in range(16):
            if A[0] > 0:
                A[i] = 0
            if A[0] > 0:
                B[i] = 1
     """),
     P(S, """
        for i in range(16):
            if A[0] > 0:
                A[i] = 0
            if A[0] > 0:
                B[i] = 1
     """),
     forbidden=P(S, """
        for i in range(16):
            if A[0] > 0:
                A[i] = 0
                B[i] = 1
     """))

# ================================================================ hoist_expression
S = 'A: T.Buffer((4, 8), "int32")'
case("ho2_not_form_conjunct", "hoist_expression", "The conjunct not (i >= 2) of not (i >= 2) and j < 5 does not depend on j: it is hoisted out of the j loop.", "exact", "hoist",
     P(S, """
        for i, j in T.grid(4, 8):
            if not (i >= 2) and j < 5:
                A[i, j] = i + j
     """),
     P(S, """
        for i in range(4):
            if i < 2:
                for j in range(8):
                    if j < 5:
                        A[i, j] = i + j
     """))
S = 'A: T.Buffer((10,), "float16"), B: T.Buffer((10,), "float16"), n: T.int32'
case("ho2_ite_offset_loop", "hoist_expression", "A loop-invariant T.if_then_else condition (3 < n) in a loop range(2, 10) over float16 is hoisted as an if/else of two loops.", "exact", "hoist",
     P(S, """
        for i in range(2, 10):
            B[i] = T.if_then_else(3 < n, A[i], A[i - 2])
     """),
     P(S, """
        if 3 < n:
            for i in range(2, 10):
                B[i] = A[i]
        else:
            for i in range(2, 10):
                B[i] = A[i - 2]
     """), scalars={"n": [0, 6]})
S = 'A: T.Buffer((2, 4, 4), "int32")'
case("ho2_disjunction_3d", "hoist_expression", "In a 3-deep nest, the disjunct j == 0 of j == 0 or k >= 3 is hoisted out of k (not above j): then k unguarded, else guarded by k >= 3.", "exact", "hoist",
     P(S, """
        for i, j, k in T.grid(2, 4, 4):
            if j == 0 or k >= 3:
                A[i, j, k] = i + j + k
     """),
     P(S, """
        for i, j in T.grid(2, 4):
            if j == 0:
                for k in range(4):
                    A[i, j, k] = i + j + k
            else:
                for k in range(4):
                    if k >= 3:
                        A[i, j, k] = i + j + k
     """))
S = 'A: T.Buffer((8,), "int32"), B: T.Buffer((1,), "int32")'
case("ho2_written_condition_forbidden", "hoist_expression", "The condition B[0] > 0 reads a value the loop body writes: it is not loop-invariant and may not be hoisted.", "negative", "hoist",
     P(S, """
        for i in range(8):
            if B[0] > 0:
                B[0] = B[0] - 1
                A[i] = i
     """),
     P(S, """
        for i in range(8):
            if B[0] > 0:
                B[0] = B[0] - 1
                A[i] = i
     """),
     forbidden=P(S, """
        if B[0] > 0:
            for i in range(8):
                B[0] = B[0] - 1
                A[i] = i
     """))

# ================================================================ reduce_loop_extents
S = 'A: T.Buffer((16,), "int32")'
case("rl2_offset_reversed_lt", "reduce_loop_extents", "range(4, 16) with the guard written 10 > i shrinks to range(4, 10).", "exact", "reduce-loop-extents",
     P(S, """
        for i in range(4, 16):
            if T.int32(10) > i:
                A[i] = i
     """),
     P(S, """
        for i in range(4, 10):
            A[i] = i
     """))
S = 'B: T.Buffer((2, 3, 4), "int8")'
case("rl2_3d_postlude", "reduce_loop_extents", "3-d postlude 12*i+4*j+k >= 20 on a 2x3x4 grid: i = 1 and j = 2 only (both loops go), k keeps its full range and the guard goes.", "exact", "reduce-loop-extents",
     P(S, """
        for i, j, k in T.grid(2, 3, 4):
            if 12 * i + 4 * j + k >= 20:
                B[i, j, k] = T.int8(-1)
     """),
     P(S, """
        for k in range(4):
            B[1, 2, k] = T.int8(-1)
     """))
S = 'A: T.Buffer((16,), "int32"), n: T.int32'
case("rl2_symbolic_two_sided", "reduce_loop_extents", "Symbolic extent n with the guard 2 <= i < 8: the loop becomes range(2, min(n, 8)) (empty when n <= 2).", "exact", "reduce-loop-extents",
     P(S, """
        for i in range(n):
            if 2 <= i and i < 8:
                A[i] = i
     """),
     P(S, """
        for i in range(2, T.min(n, 8)):
            A[i] = i
     """), scalars={"n": [-3, 20]})
S = 'A: T.Buffer((16,), "int32"), n: T.int32'
case("rl2_const_extent_symbolic_two_sided", "reduce_loop_extents", "Constant extent 16 with the two-sided guard 2 <= i < n: the loop becomes range(2, min(n, 16)) and no guard is left.", "exact", "reduce-loop-extents",
     P(S, """
        for i in range(16):
            if 2 <= i and i < n:
                A[i] = i
     """),
     P(S, """
        for i in range(2, T.min(n, 16)):
            A[i] = i
     """), scalars={"n": [-3, 20]})
S = 'A: T.Buffer((16,), "int32")'
case("rl2_single_iter_reversed_eq", "reduce_loop_extents", "range(3, 16) with the guard 5 == i: one iteration, the loop goes and i is replaced by 5.", "exact", "reduce-loop-extents",
     P(S, """
        for i in range(3, 16):
            if T.int32(5) == i:
                A[i] = i * 2
     """),
     P(S, """
        A[5] = 10
     """))

# ================================================================ merge_adjacent_loops
S = 'A: T.Buffer((16,), "int32"), B: T.Buffer((16,), "int32"), C: T.Buffer((16,), "int32")'
case("ml2_offset_loops", "merge_adjacent_loops", "Two element-wise loops over range(2, 14) (producer, consumer) merge.", "exact", "merge-loops",
     P(S, """
        for i in range(2, 14):
            A[i] = B[i] + 1
        for i in range(2, 14):
            C[i] = A[i] * 2
     """),
     P(S, """
        for i in range(2, 14):
            A[i] = B[i] + 1
            C[i] = A[i] * 2
     """))
S = 'A: T.Buffer((3, 8), "int64")'
case("ml2_producer_pad_int64", "merge_adjacent_loops", "int64 producer and padding loop on 3x8 (8*io+ii < 20 / 20 <= 8*io+ii) merge, then the complementary ifs become one if/else.", "exact", "merge-loops,simplify",
     P(S, """
        for io, ii in T.grid(3, 8):
            if 8 * io + ii < 20:
                A[io, ii] = T.Cast("int64", 8 * io + ii)
        for io, ii in T.grid(3, 8):
            if 20 <= 8 * io + ii:
                A[io, ii] = T.int64(-1)
     """),
     P(S, """
        for io, ii in T.grid(3, 8):
            if 8 * io + ii < 20:
                A[io, ii] = T.Cast("int64", 8 * io + ii)
            else:
                A[io, ii] = T.int64(-1)
     """))
S = 'A: T.Buffer((16,), "int32"), B: T.Buffer((16,), "int32"), C: T.Buffer((4,), "int32")'
case("ml2_across_touching_forbidden", "merge_adjacent_loops", "The loop between them writes A[0..3], which the first loop writes and the second reads: the outer loops may not merge across it.", "negative", "merge-loops",
     P(S, """
        for i in range(16):
            A[i] = i + 1
        for k in range(4):
            A[k] = C[k]
        for i in range(16):
            B[i] = A[i] * 2
     """),
     P(S, """
        for i in range(16):
            A[i] = i + 1
        for k in range(4):
            A[k] = C[k]
        for i in range(16):
            B[i] = A[i] * 2
     """),
     forbidden=P(S, """
        for i in range(16):
            A[i] = i + 1
            B[i] = A[i] * 2
        for k in range(4):
            A[k] = C[k]
     """))

# ================================================================ remove_branching_through_overcompute
S = 'A: T.Buffer((4, 2, 8), "float16"), B: T.Buffer((4,), "float16")'
case("ob2_row_sum_float16_not_form", "remove_branching_through_overcompute", "float16 row sum, A's padding assumed 0.0 with the assumption written not (8*jo+ji >= 13) or A == 0: the guard 8*jo+ji < 13 goes.", "exact", "overcompute",
     P(S, """
        for i, jo, ji in T.grid(4, 2, 8):
            T.assume(not (8 * jo + ji >= 13) or A[i, jo, ji] == T.float16(0.0))
        for i in range(4):
            B[i] = T.float16(0.0)
            for jo, ji in T.grid(2, 8):
                if 8 * jo + ji < 13:
                    B[i] = B[i] + A[i, jo, ji]
     """),
     P(S, """
        for i, jo, ji in T.grid(4, 2, 8):
            T.assume(not (8 * jo + ji >= 13) or A[i, jo, ji] == T.float16(0.0))
        for i in range(4):
            B[i] = T.float16(0.0)
            for jo, ji in T.grid(2, 8):
                B[i] = B[i] + A[i, jo, ji]
     """), note="B starts at +0.0, so it is never -0.0 and adding +0.0 changes nothing.")
S = 'A: T.Buffer((2, 8), "int8"), B: T.Buffer((1,), "int8")'
case("ob2_max_reduce_int8_min_pad", "remove_branching_through_overcompute", "int8 max-reduction with A's padding assumed -128 (the identity of max): B = max(B, A[pad]) stores B's own value, a no-op, so the guard goes.", "exact", "overcompute",
     P(S, """
        for io, ii in T.grid(2, 8):
            T.assume(8 * io + ii < 13 or A[io, ii] == T.int8(-128))
        B[0] = T.int8(-128)
        for io, ii in T.grid(2, 8):
            if 8 * io + ii < 13:
                B[0] = T.max(B[0], A[io, ii])
     """),
     P(S, """
        for io, ii in T.grid(2, 8):
            T.assume(8 * io + ii < 13 or A[io, ii] == T.int8(-128))
        B[0] = T.int8(-128)
        for io, ii in T.grid(2, 8):
            B[0] = T.max(B[0], A[io, ii])
     """), note="Generalises 'adds a known 0' to the identity of max.")
S = 'A: T.Buffer((27,), "int8"), B: T.Buffer((1,), "int32")'
case("ob2_internal_cache_div16_int8", "remove_branching_through_overcompute", "Internal int8 cache (2, 16) whose padding (16*io+ii >= 27) the function fills with 0: the consumer guard goes (the producer's must stay, its else would read A out of bounds).", "exact", "overcompute",
     P(S, """
        C = T.alloc_buffer((2, 16), "int8")
        for io, ii in T.grid(2, 16):
            if 16 * io + ii < 27:
                C[io, ii] = A[16 * io + ii]
        for io, ii in T.grid(2, 16):
            if 16 * io + ii >= 27:
                C[io, ii] = T.int8(0)
        B[0] = 0
        for io, ii in T.grid(2, 16):
            if 16 * io + ii < 27:
                B[0] = B[0] + T.Cast("int32", C[io, ii])
     """),
     P(S, """
        C = T.alloc_buffer((2, 16), "int8")
        for io, ii in T.grid(2, 16):
            if 16 * io + ii < 27:
                C[io, ii] = A[16 * io + ii]
        for io, ii in T.grid(2, 16):
            if 16 * io + ii >= 27:
                C[io, ii] = T.int8(0)
        B[0] = 0
        for io, ii in T.grid(2, 16):
            B[0] = B[0] + T.Cast("int32", C[io, ii])
     """))
S = 'A: T.Buffer((2, 8), "int32"), C: T.Buffer((2, 8), "int32")'
case("ob2_ite_product", "remove_branching_through_overcompute", "C = if_then_else(8*io+ii >= 13, 0, A * 3) with A's padding assumed 0: in the padding A * 3 is 0, the then value, so the select goes.", "exact", "overcompute",
     P(S, """
        for io, ii in T.grid(2, 8):
            T.assume(8 * io + ii < 13 or A[io, ii] == 0)
        for io, ii in T.grid(2, 8):
            C[io, ii] = T.if_then_else(8 * io + ii >= 13, 0, A[io, ii] * 3)
     """),
     P(S, """
        for io, ii in T.grid(2, 8):
            T.assume(8 * io + ii < 13 or A[io, ii] == 0)
        for io, ii in T.grid(2, 8):
            C[io, ii] = A[io, ii] * 3
     """))
S = 'A: T.Buffer((2, 3, 4), "int64"), B: T.Buffer((2, 3, 4), "int64")'
case("ob2_elementwise_undef_3d_int64", "remove_branching_through_overcompute", "3-d int64 element-wise producer: its guard 12*i+4*j+k < 20 goes, the padding it also writes is later stored with T.undef(); A's padding readable by its undef assumption.", "exact", "overcompute",
     P(S, """
        for i, j, k in T.grid(2, 3, 4):
            T.assume(12 * i + 4 * j + k < 20 or A[i, j, k] == T.Cast("int64", T.undef()))
        for i, j, k in T.grid(2, 3, 4):
            if 12 * i + 4 * j + k < 20:
                B[i, j, k] = A[i, j, k] - T.int64(1)
        for i, j, k in T.grid(2, 3, 4):
            if 12 * i + 4 * j + k >= 20:
                B[i, j, k] = T.Cast("int64", T.undef())
     """),
     P(S, """
        for i, j, k in T.grid(2, 3, 4):
            T.assume(12 * i + 4 * j + k < 20 or A[i, j, k] == T.Cast("int64", T.undef()))
        for i, j, k in T.grid(2, 3, 4):
            B[i, j, k] = A[i, j, k] - T.int64(1)
        for i, j, k in T.grid(2, 3, 4):
            if 12 * i + 4 * j + k >= 20:
                B[i, j, k] = T.Cast("int64", T.undef())
     """))
S = 'A: T.Buffer((4, 4), "int32"), B: T.Buffer((1,), "int32")'
case("ob2_horner_forbidden", "remove_branching_through_overcompute", "A's padding is 0, but the update B = 2*B + A[pad] doubles B: not a no-op, the guard must stay.", "negative", "overcompute",
     P(S, """
        for io, ii in T.grid(4, 4):
            T.assume(4 * io + ii < 14 or A[io, ii] == 0)
        B[0] = 1
        for io, ii in T.grid(4, 4):
            if 4 * io + ii < 14:
                B[0] = B[0] * 2 + A[io, ii]
     """),
     P(S, """
        for io, ii in T.grid(4, 4):
            T.assume(4 * io + ii < 14 or A[io, ii] == 0)
        B[0] = 1
        for io, ii in T.grid(4, 4):
            if 4 * io + ii < 14:
                B[0] = B[0] * 2 + A[io, ii]
     """),
     forbidden=P(S, """
        for io, ii in T.grid(4, 4):
            T.assume(4 * io + ii < 14 or A[io, ii] == 0)
        B[0] = 1
        for io, ii in T.grid(4, 4):
            B[0] = B[0] * 2 + A[io, ii]
     """))

# ================================================================ remove_overcompute_through_branching
S = 'A: T.Buffer((2, 3, 4), "int8"), B: T.Buffer((2, 3, 4), "int8")'
case("bo2_3d_int8", "remove_overcompute_through_branching", "3-d int8: the compute nest's writes where i == 1 and j == 2 are overwritten by the padding loop; the guard (on i, j only) is introduced and hoisted out of k.", "exact", "branching",
     P(S, """
        for i, j, k in T.grid(2, 3, 4):
            B[i, j, k] = T.int8(0)
            for f in range(2):
                B[i, j, k] = B[i, j, k] + A[i, j, (k + f) % 4]
        for i, j, k in T.grid(2, 3, 4):
            if i == 1 and j == 2:
                B[i, j, k] = T.int8(0)
     """),
     P(S, """
        for i, j in T.grid(2, 3):
            if i < 1 or i == 1 and j < 2:
                for k in range(4):
                    B[i, j, k] = T.int8(0)
                    for f in range(2):
                        B[i, j, k] = B[i, j, k] + A[i, j, (k + f) % 4]
        for i, j, k in T.grid(2, 3, 4):
            if i == 1 and j == 2:
                B[i, j, k] = T.int8(0)
     """))
S = 'A: T.Buffer((16,), "int8"), B: T.Buffer((16,), "int8")'
case("bo2_postlude_offset_loop", "remove_overcompute_through_branching", "The padding is overwritten by a loop range(12, 16) (non-zero start, no if): the compute loop gets the guard i < 12.", "exact", "branching",
     P(S, """
        for i in range(16):
            B[i] = T.int8(0)
            for k in range(3):
                B[i] = B[i] + A[(i + k) % 16]
        for i in range(12, 16):
            B[i] = T.int8(-1)
     """),
     P(S, """
        for i in range(16):
            if i < 12:
                B[i] = T.int8(0)
                for k in range(3):
                    B[i] = B[i] + A[(i + k) % 16]
        for i in range(12, 16):
            B[i] = T.int8(-1)
     """))

# ================================================================ future_cse_hoist
S = 'A: T.Buffer((64,), "float32"), B: T.Buffer((64,), "float32"), C: T.Buffer((64,), "float32"), n_i: T.int32, n_j: T.int32'
case("cs2_2d_three_buffers", "future_cse_hoist", "2-d nest, index i*n_j + j used by three buffers: i*n_j bound once per i, the index once per j.", "exact", "cse",
     P(S, """
        for i, j in T.grid(n_i, n_j):
            A[i * n_j + j] = B[i * n_j + j] + C[i * n_j + j]
     """),
     P(S, """
        for i in range(n_i):
            i_term: T.let[T.int32] = i * n_j
            for j in range(n_j):
                index: T.let[T.int32] = i_term + j
                A[index] = B[index] + C[index]
     """), scalars={"n_i": [0, 8], "n_j": [0, 8]})

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
