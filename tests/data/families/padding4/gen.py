import json, os, textwrap
HERE = os.path.dirname(os.path.abspath(__file__))
CASES = []
def case(id, family, rule, equality, passes, before, after=None, forbidden=None, extra=None, scalars=None, layout=None, note=None, refusal_ok=False):
    CASES.append(dict(id=id, family=family, rule=rule, equality=equality, passes=passes, before=before,
                      after=after, forbidden=forbidden, extra=extra or [], scalars=scalars, layout=layout, note=note, refusal_ok=refusal_ok))
def P(sig, body):
    return ("@I.ir_module\nclass Module:\n    @T.prim_func\n    def main(" + sig + "):\n" +
            textwrap.indent(textwrap.dedent(body).strip("\n"), " " * 8) + "\n")
def L(groups):
    ex = []
    for b, m, p in groups:
        ex += ["--buffer", b, "--index-map", m, "--pad-value=" + p]
    return ex

# ================================================================ assume
S = 'A: T.Buffer((3,), "int16"), n: T.int16'
case("as4_two_assumes_combined_int16", "assume", "Two separate assumptions (n >= 2, then n < 10) on an int16 scalar combine: (n - 2) // 8 is 0, n % 10 is n, the if n > 1 keeps only its then branch, max(n, 1) is n.", "exact", "simplify",
     P(S, """
        T.assume(n >= T.int16(2))
        T.assume(n < T.int16(10))
        A[0] = (n - T.int16(2)) // T.int16(8)
        if n > T.int16(1):
            A[1] = n % T.int16(10)
        else:
            A[1] = T.int16(0)
        A[2] = T.max(n, T.int16(1))
     """),
     P(S, """
        T.assume(n >= T.int16(2))
        T.assume(n < T.int16(10))
        A[0] = T.int16(0)
        A[1] = n
        A[2] = n
     """), scalars={"n": [2, 9]})
S = 'A: T.Buffer((2, 8), "int32"), B: T.Buffer((8,), "int32")'
case("as4_front_pad_fact_in_loop", "assume", "Front padding assumed 7 (8*io+ii >= 3 or A == 7, the form of an offset map (i+3)//8): inside a loop over ii in range(3) the read A[0, ii] is 7, so B[ii] = 14; the loop over range(3, 8) reads logical elements and stays.", "exact", "simplify",
     P(S, """
        for io, ii in T.grid(2, 8):
            T.assume(8 * io + ii >= 3 or A[io, ii] == 7)
        for ii in range(3):
            B[ii] = A[0, ii] * 2
        for ii in range(3, 8):
            B[ii] = A[0, ii] * 2
     """),
     P(S, """
        for io, ii in T.grid(2, 8):
            T.assume(8 * io + ii >= 3 or A[io, ii] == 7)
        for ii in range(3):
            B[ii] = 14
        for ii in range(3, 8):
            B[ii] = A[0, ii] * 2
     """))
S = 'A: T.Buffer((4,), "int8"), B: T.Buffer((2,), "int8")'
case("as4_buffer_fact_through_let_int8", "assume", "T.assume(A[2] == 4) (int8) applies to a let bound to an expression of A[2] (x = A[2] + 1): x * 2 is 10 and A[3] + x is A[3] + 5; the let goes once unused.", "exact", "simplify",
     P(S, """
        T.assume(A[2] == T.int8(4))
        x: T.let[T.int8] = A[2] + T.int8(1)
        B[0] = x * T.int8(2)
        B[1] = A[3] + x
     """),
     P(S, """
        T.assume(A[2] == T.int8(4))
        B[0] = T.int8(10)
        B[1] = A[3] + T.int8(5)
     """))
S = 'A: T.Buffer((2,), "int32"), n: T.int32'
case("as4_false_under_branch", "assume", "Inside if n > 5, T.assume(n < 3) is provably false where it stands (the branch condition refutes it): compile-time error.", "error", "simplify",
     P(S, """
        if n > 5:
            T.assume(n < 3)
            A[0] = n
        A[1] = n
     """), scalars={"n": [-4, 9]})

# ================================================================ undef
S = 'A: T.Buffer((8,), "int16"), B: T.Buffer((8,), "int16")'
case("ud4_let_undef_int16_self_sub", "undef", "An int16 let-bound undef (x = T.Cast(int16, T.undef())) is one value: (x - x) * 3 is 0, so A[i] + (x - x) * 3 is A[i]; the let goes once unused.", "exact", "simplify",
     P(S, """
        x: T.let[T.int16] = T.Cast("int16", T.undef())
        for i in range(8):
            B[i] = A[i] + (x - x) * T.int16(3)
     """),
     P(S, """
        for i in range(8):
            B[i] = A[i]
     """))
S = 'A: T.Buffer((8,), "int32"), B: T.Buffer((8,), "int32")'
case("ud4_two_let_undefs_forbidden", "undef", "Two lets of T.undef() (x, y) are two independent values: A[i] + (x - y) may not become A[i].", "negative", "simplify",
     P(S, """
        x: T.let[T.int32] = T.undef()
        y: T.let[T.int32] = T.undef()
        for i in range(8):
            B[i] = A[i] + (x - y)
     """),
     P(S, """
        x: T.let[T.int32] = T.undef()
        y: T.let[T.int32] = T.undef()
        for i in range(8):
            B[i] = A[i] + (x - y)
     """),
     forbidden=P(S, """
        for i in range(8):
            B[i] = A[i]
     """))
case("ud4_undef_index_in_select_branch", "undef", "T.undef() inside the index of a load in a T.if_then_else branch (A[(i + T.undef()) % 8]) is ill-formed, whatever the branch condition.", "error", "fmt",
     P(S, """
        for i in range(8):
            B[i] = T.if_then_else(i < 3, A[i], A[(i + T.undef()) % 8])
     """))

# ================================================================ lowering
S = 'A: T.Buffer((3, 5), "int16"), B: T.Buffer((3, 5), "int16"), n: T.int32'
case("lo4_assume_in_else_and_tail", "lowering", "RemoveAssume: an assumption that is the whole else branch of an if under a let (the else goes, the if stays) and a scalar assumption after the loop both go.", "exact", "remove-assume",
     P(S, """
        for io, ii in T.grid(3, 5):
            m: T.let[T.int32] = 5 * io + ii
            if m < 13:
                B[io, ii] = A[io, ii] + T.int16(1)
            else:
                T.assume(A[io, ii] == T.int16(0))
        T.assume(n > 0)
     """),
     P(S, """
        for io, ii in T.grid(3, 5):
            m: T.let[T.int32] = 5 * io + ii
            if m < 13:
                B[io, ii] = A[io, ii] + T.int16(1)
     """), scalars={"n": [1, 5]})
S = 'A: T.Buffer((2, 3, 4), "float16"), B: T.Buffer((2, 3, 4), "float16")'
case("lo4_store_undef_nested_else_float16", "lowering", "RemoveStoreUndef: a float16 T.undef() store that is the then branch of an if nested in an else goes; the nested if keeps its else as a negated condition.", "observable", "remove-store-undef",
     P(S, """
        for i, j, k in T.grid(2, 3, 4):
            if 4 * j + k < 10:
                B[i, j, k] = A[i, j, k] * T.float16(2)
            else:
                if i == 0:
                    B[i, j, k] = T.Cast("float16", T.undef())
                else:
                    B[i, j, k] = T.float16(1)
     """),
     P(S, """
        for i, j, k in T.grid(2, 3, 4):
            if 4 * j + k < 10:
                B[i, j, k] = A[i, j, k] * T.float16(2)
            else:
                if i != 0:
                    B[i, j, k] = T.float16(1)
     """))

# ================================================================ transform_layout
case("tl4_output_offset_both_ends_lambda_pad", "transform_layout", "Output B (10,) with the offset map i -> [(i+1)//4, (i+1)%4] (3, 4): padding at both ends ([0, 0] and [2, 3]); pad_value lambda io, ii: io - ii is written there by the postlude.", "layout", "layout",
     P('A: T.Buffer((10,), "int32"), B: T.Buffer((10,), "int32")', """
        for i in range(10):
            B[i] = A[i] - 1
     """),
     P('A: T.Buffer((10,), "int32"), B: T.Buffer((3, 4), "int32")', """
        for i in range(10):
            B[(i + 1) // 4, (i + 1) % 4] = A[i] - 1
        for io, ii in T.grid(3, 4):
            if io == 0 and ii == 0 or io == 2 and ii == 3:
                B[io, ii] = io - ii
     """),
     extra=L([("B", "lambda i: ((i + 1) // 4, (i + 1) % 4)", "lambda io, ii: io - ii")]),
     layout={"B": {"map": "lambda i: ((i + 1) // 4, (i + 1) % 4)", "pad": "lambda io, ii: io - ii", "role": "output"}})
case("tl4_input_3d_middle_split_int16", "transform_layout", "Input A (3, 10, 2) int16 with [i, j, k] -> [i, j//4, k, j%4] (3, 3, 2, 4), pad 0: the assumption over the new shape is 4*jo+ji < 10 or A == 0; the consumer's index is rewritten.", "layout", "layout",
     P('A: T.Buffer((3, 10, 2), "int16"), B: T.Buffer((3, 10, 2), "int16")', """
        for i, j, k in T.grid(3, 10, 2):
            B[i, j, k] = A[i, j, k] * T.int16(2)
     """),
     P('A: T.Buffer((3, 3, 2, 4), "int16"), B: T.Buffer((3, 10, 2), "int16")', """
        for i, jo, k, ji in T.grid(3, 3, 2, 4):
            T.assume(4 * jo + ji < 10 or A[i, jo, k, ji] == T.int16(0))
        for i, j, k in T.grid(3, 10, 2):
            B[i, j, k] = A[i, j // 4, k, j % 4] * T.int16(2)
     """),
     extra=L([("A", "lambda i, j, k: (i, j // 4, k, j % 4)", "0")]),
     layout={"A": {"map": "lambda i, j, k: (i, j // 4, k, j % 4)", "pad": "lambda i, jo, k, ji: 0", "role": "input"}})
case("tl4_output_pad_self_load_2d", "transform_layout", "Output B (6, 5) -> [i, j//4, j%4] (6, 2, 4) with pad_value lambda i, jo, ji: B[i, 4] (a load of B at its pre-transformation index, rewritten to B[i, 1, 0]): each row's padding repeats the row's last element.", "layout", "layout",
     P('A: T.Buffer((6, 5), "int32"), B: T.Buffer((6, 5), "int32")', """
        for i, j in T.grid(6, 5):
            B[i, j] = A[i, j] + i
     """),
     P('A: T.Buffer((6, 5), "int32"), B: T.Buffer((6, 2, 4), "int32")', """
        for i, j in T.grid(6, 5):
            B[i, j // 4, j % 4] = A[i, j] + i
        for i, jo, ji in T.grid(6, 2, 4):
            if 4 * jo + ji >= 5:
                B[i, jo, ji] = B[i, 1, 0]
     """),
     extra=L([("B", "lambda i, j: (i, j // 4, j % 4)", "lambda i, jo, ji: B[i, 4]")]),
     layout={"B": {"map": "lambda i, j: (i, j // 4, j % 4)", "pad": "lambda i, jo, ji: L(i, 4)", "role": "output"}})
case("tl4_internal_pad_lambda_index", "transform_layout", "Internal buffer C (10,) -> [i//3, i%3] (4, 3) with pad_value lambda io, ii: io + ii: the postlude after its write stage stores io + ii where 3*io+ii >= 10; both reads (C[i], C[9 - i]) are rewritten.", "exact", "layout",
     P('A: T.Buffer((10,), "int32"), B: T.Buffer((10,), "int32")', """
        C = T.alloc_buffer((10,), "int32")
        for i in range(10):
            C[i] = A[i] * 3
        for i in range(10):
            B[i] = C[i] + C[9 - i]
     """),
     P('A: T.Buffer((10,), "int32"), B: T.Buffer((10,), "int32")', """
        C = T.alloc_buffer((4, 3), "int32")
        for i in range(10):
            C[i // 3, i % 3] = A[i] * 3
        for io, ii in T.grid(4, 3):
            if 3 * io + ii >= 10:
                C[io, ii] = io + ii
        for i in range(10):
            B[i] = C[i // 3, i % 3] + C[(9 - i) // 3, (9 - i) % 3]
     """),
     extra=L([("C", "lambda i: (i // 3, i % 3)", "lambda io, ii: io + ii")]))
case("tl4_output_int8_outer_split", "transform_layout", "Output B (3, 7) int8 with [i, j] -> [i//2, j, i%2] (2, 7, 2) (outer dim split, its inner part moved last), pad -5: postlude where 2*io+ii >= 3.", "layout", "layout",
     P('A: T.Buffer((3, 7), "int8"), B: T.Buffer((3, 7), "int8")', """
        for i, j in T.grid(3, 7):
            B[i, j] = A[i, j] - T.int8(1)
     """),
     P('A: T.Buffer((3, 7), "int8"), B: T.Buffer((2, 7, 2), "int8")', """
        for i, j in T.grid(3, 7):
            B[i // 2, j, i % 2] = A[i, j] - T.int8(1)
        for io, j, ii in T.grid(2, 7, 2):
            if 2 * io + ii >= 3:
                B[io, j, ii] = T.int8(-5)
     """),
     extra=L([("B", "lambda i, j: (i // 2, j, i % 2)", "-5")]),
     layout={"B": {"map": "lambda i, j: (i // 2, j, i % 2)", "pad": "lambda io, j, ii: -5", "role": "output"}})
case("tl4_conv_input_front_offset", "transform_layout", "Input A (16,) of a 2-tap stencil with the offset map i -> [(i+2)//6, (i+2)%6] (3, 6, front padding only), pad 0: assumption 6*io+ii >= 2 or A == 0; both reads rewritten (A[i + 2] -> [(i+4)//6, (i+4)%6]).", "layout", "layout",
     P('A: T.Buffer((16,), "int32"), B: T.Buffer((14,), "int32")', """
        for i in range(14):
            B[i] = A[i] + A[i + 2]
     """),
     P('A: T.Buffer((3, 6), "int32"), B: T.Buffer((14,), "int32")', """
        for io, ii in T.grid(3, 6):
            T.assume(6 * io + ii >= 2 or A[io, ii] == 0)
        for i in range(14):
            B[i] = A[(i + 2) // 6, (i + 2) % 6] + A[(i + 4) // 6, (i + 4) % 6]
     """),
     extra=L([("A", "lambda i: ((i + 2) // 6, (i + 2) % 6)", "0")]),
     layout={"A": {"map": "lambda i: ((i + 2) // 6, (i + 2) % 6)", "pad": "lambda io, ii: 0", "role": "input"}})
case("tl4_input_float16_undef_transposed", "transform_layout", "Input A (2, 7) float16 with [i, j] -> [j//4, i, j%4] (2, 2, 4) (split dim moved first), pad undef: the readable-padding assumption 4*jo+ji < 7 or A == T.Cast(float16, T.undef()).", "layout", "layout",
     P('A: T.Buffer((2, 7), "float16"), B: T.Buffer((2, 7), "float16")', """
        for i, j in T.grid(2, 7):
            B[i, j] = A[i, j] + T.float16(0.5)
     """),
     P('A: T.Buffer((2, 2, 4), "float16"), B: T.Buffer((2, 7), "float16")', """
        for jo, i, ji in T.grid(2, 2, 4):
            T.assume(4 * jo + ji < 7 or A[jo, i, ji] == T.Cast("float16", T.undef()))
        for i, j in T.grid(2, 7):
            B[i, j] = A[j // 4, i, j % 4] + T.float16(0.5)
     """),
     extra=L([("A", "lambda i, j: (j // 4, i, j % 4)", "undef")]),
     layout={"A": {"map": "lambda i, j: (j // 4, i, j % 4)", "pad": "lambda jo, i, ji: ANY", "role": "input"}})

# ================================================================ sequential_buffer_access
S = 'A: T.Buffer((2, 8), "int32"), B: T.Buffer((13,), "int32")'
case("sb4_offset_map_write", "sequential_buffer_access", "A loop of 13 writing A[(i+3)//8, (i+3)%8] (offset map, front padding): io, ii loops over A with the guard 3 <= 8*io+ii, i replaced by 8*io+ii-3.", "exact", "sequential-access",
     P(S, """
        for i in range(13):
            A[(i + 3) // 8, (i + 3) % 8] = B[i] * 2
     """),
     P(S, """
        for io, ii in T.grid(2, 8):
            if 3 <= 8 * io + ii:
                A[io, ii] = B[8 * io + ii - 3] * 2
     """), extra=["--buffer", "A"])
S = 'A: T.Buffer((3, 3, 4), "float16"), B: T.Buffer((3,), "float16")'
case("sb4_read_row_float16", "sequential_buffer_access", "A float16 row reduction reading A[i, j//4, j%4] over j in range(10): the j loop is split into jo, ji with guard 4*jo+ji < 10; the outer loop and the init stay.", "exact", "sequential-access",
     P(S, """
        for i in range(3):
            B[i] = T.float16(0)
            for j in range(10):
                B[i] = B[i] + A[i, j // 4, j % 4]
     """),
     P(S, """
        for i in range(3):
            B[i] = T.float16(0)
            for jo, ji in T.grid(3, 4):
                if 4 * jo + ji < 10:
                    B[i] = B[i] + A[i, jo, ji]
     """), extra=["--buffer", "A"])
S = 'A: T.Buffer((4, 2, 3), "int32")'
case("sb4_3d_permute", "sequential_buffer_access", "A 3-d nest (i, j, k) writing A[k, i, j]: the loops are permuted into A's order k, i, j.", "exact", "sequential-access",
     P(S, """
        for i, j, k in T.grid(2, 3, 4):
            A[k, i, j] = i * 100 + j * 10 + k
     """),
     P(S, """
        for k, i, j in T.grid(4, 2, 3):
            A[k, i, j] = i * 100 + j * 10 + k
     """), extra=["--buffer", "A"])
S = 'A: T.Buffer((3, 5), "int8"), B: T.Buffer((15,), "int8")'
case("sb4_offset_start_3x5_int8", "sequential_buffer_access", "Loop range(4, 13) writing an int8 A[i//5, i%5] (3, 5): io, ii loops with the guard 4 <= 5*io+ii < 13, i replaced by 5*io+ii.", "exact", "sequential-access",
     P(S, """
        for i in range(4, 13):
            A[i // 5, i % 5] = B[i] + T.int8(1)
     """),
     P(S, """
        for io, ii in T.grid(3, 5):
            if 4 <= 5 * io + ii and 5 * io + ii < 13:
                A[io, ii] = B[5 * io + ii] + T.int8(1)
     """), extra=["--buffer", "A"])
S = 'A: T.Buffer((4, 4), "int32")'
case("sb4_interchange_dependency_forbidden", "sequential_buffer_access", "Column-major nest A[j, i] = A[j - 1, i + 1] + 1: in the original order every read sees an original value, in A's row-major order (j outer) it sees one written earlier: the interchange is illegal.", "negative", "sequential-access",
     P(S, """
        for i in range(3):
            for j in range(1, 4):
                A[j, i] = A[j - 1, i + 1] + 1
     """),
     P(S, """
        for i in range(3):
            for j in range(1, 4):
                A[j, i] = A[j - 1, i + 1] + 1
     """),
     forbidden=P(S, """
        for j in range(1, 4):
            for i in range(3):
                A[j, i] = A[j - 1, i + 1] + 1
     """), extra=["--buffer", "A"], refusal_ok=True,
     note="Refusing (exit 2 with a diagnostic) also holds.")

# ================================================================ remove_no_op
S = 'A: T.Buffer((3, 5), "int32"), B: T.Buffer((3, 5), "int32")'
case("rn4_overwritten_nest_reordered", "remove_no_op", "A 2-d nest storing 1 into all of B is overwritten by the next nest, which writes all of B in the other loop order (j outer) without reading it: the first nest goes.", "exact", "remove-no-op",
     P(S, """
        for i, j in T.grid(3, 5):
            B[i, j] = 1
        for j, i in T.grid(5, 3):
            B[i, j] = A[i, j] * 2
     """),
     P(S, """
        for j, i in T.grid(5, 3):
            B[i, j] = A[i, j] * 2
     """))
S = 'A: T.Buffer((2, 3, 4), "int16")'
case("rn4_known_lambda_pad_3d", "remove_no_op", "3-d int16 padding assumed to hold a function of the indices (4*j+k < 10 or A == i + 1): the postlude storing i + 1 there stores known values, it goes.", "exact", "remove-no-op",
     P(S, """
        for i, j, k in T.grid(2, 3, 4):
            T.assume(4 * j + k < 10 or A[i, j, k] == T.Cast("int16", i + 1))
        for i, j, k in T.grid(2, 3, 4):
            if 4 * j + k >= 10:
                A[i, j, k] = T.Cast("int16", i + 1)
     """),
     P(S, """
        for i, j, k in T.grid(2, 3, 4):
            T.assume(4 * j + k < 10 or A[i, j, k] == T.Cast("int16", i + 1))
     """))
S = 'A: T.Buffer((12,), "int8"), B: T.Buffer((12,), "int8")'
case("rn4_self_store_via_let", "remove_no_op", "A self store through a let (v = A[i]; A[i] = v) is a no-op: it goes, the let's other use stays.", "exact", "remove-no-op",
     P(S, """
        for i in range(12):
            v: T.let[T.int8] = A[i]
            A[i] = v
            B[i] = v + T.int8(1)
     """),
     P(S, """
        for i in range(12):
            v: T.let[T.int8] = A[i]
            B[i] = v + T.int8(1)
     """))
S = 'A: T.Buffer((3, 5), "int32"), B: T.Buffer((3, 5), "int32")'
case("rn4_pad_store_then_undef", "remove_no_op", "A postlude storing 0 into B's padding (5*io+ii >= 13) is followed, with no read between, by one storing T.undef() there (written 13 <= 5*io+ii): the first postlude is overwritten and goes.", "exact", "remove-no-op",
     P(S, """
        for i in range(13):
            B[i // 5, i % 5] = A[i // 5, i % 5] + 1
        for io, ii in T.grid(3, 5):
            if 5 * io + ii >= 13:
                B[io, ii] = 0
        for io, ii in T.grid(3, 5):
            if 13 <= 5 * io + ii:
                B[io, ii] = T.undef()
     """),
     P(S, """
        for i in range(13):
            B[i // 5, i % 5] = A[i // 5, i % 5] + 1
        for io, ii in T.grid(3, 5):
            if 13 <= 5 * io + ii:
                B[io, ii] = T.undef()
     """))
S = 'A: T.Buffer((8,), "int32"), B: T.Buffer((8,), "int32")'
case("rn4_conditional_overwrite_forbidden", "remove_no_op", "B[i] = 1 followed by a store to B[i] only under if A[i] > 0: the first store is not overwritten on every path, it is not a no-op.", "negative", "remove-no-op",
     P(S, """
        for i in range(8):
            B[i] = 1
            if A[i] > 0:
                B[i] = A[i]
     """),
     P(S, """
        for i in range(8):
            B[i] = 1
            if A[i] > 0:
                B[i] = A[i]
     """),
     forbidden=P(S, """
        for i in range(8):
            if A[i] > 0:
                B[i] = A[i]
     """))

# ================================================================ simplify_conditionals
S = 'A: T.Buffer((13,), "int32"), B: T.Buffer((13,), "int32")'
case("sc4_div_form_complement", "simplify_conditionals", "(i + 3) // 8 == 0 and i >= 5 are complementary for 0 <= i < 13 (the offset map's block index): the two if/else merge crosswise.", "exact", "simplify",
     P(S, """
        for i in range(13):
            if (i + 3) // 8 == 0:
                A[i] = 1
            else:
                A[i] = 2
            if i >= 5:
                B[i] = 3
            else:
                B[i] = 4
     """),
     P(S, """
        for i in range(13):
            if (i + 3) // 8 == 0:
                A[i] = 1
                B[i] = 4
            else:
                A[i] = 2
                B[i] = 3
     """))
S = 'A: T.Buffer((16,), "float16"), B: T.Buffer((16,), "float16")'
case("sc4_if_then_if_else_not_form", "simplify_conditionals", "An if without else on not (i >= 12) followed by an if/else on 12 > i (the same condition): the first body joins the second's then branch.", "exact", "simplify",
     P(S, """
        for i in range(16):
            if not (i >= 12):
                A[i] = T.float16(1)
            if 12 > i:
                B[i] = A[i] + T.float16(1)
            else:
                B[i] = T.float16(0)
     """),
     P(S, """
        for i in range(16):
            if i < 12:
                A[i] = T.float16(1)
                B[i] = A[i] + T.float16(1)
            else:
                B[i] = T.float16(0)
     """))
S = 'A: T.Buffer((8,), "int32"), B: T.Buffer((8,), "int32"), C: T.Buffer((8,), "int32")'
case("sc4_data_condition_unwritten", "simplify_conditionals", "Two if/else on the data-dependent condition A[i] > 0 merge: the bodies write B and C only, never A, so the condition cannot change between them.", "exact", "simplify",
     P(S, """
        for i in range(8):
            if A[i] > 0:
                B[i] = A[i]
            else:
                B[i] = 0
            if A[i] > 0:
                C[i] = 1
            else:
                C[i] = B[i] + 2
     """),
     P(S, """
        for i in range(8):
            if A[i] > 0:
                B[i] = A[i]
                C[i] = 1
            else:
                B[i] = 0
                C[i] = B[i] + 2
     """))

# ================================================================ hoist_expression
S = 'A: T.Buffer((8,), "int32"), n: T.int32'
case("ho4_scalar_disjunct", "hoist_expression", "The loop-invariant disjunct n > 3 of n > 3 or i < 2 is hoisted out of the loop: if it holds the loop runs unguarded, else guarded by i < 2.", "exact", "hoist",
     P(S, """
        for i in range(8):
            if n > 3 or i < 2:
                A[i] = i
     """),
     P(S, """
        if n > 3:
            for i in range(8):
                A[i] = i
        else:
            for i in range(8):
                if i < 2:
                    A[i] = i
     """), scalars={"n": [0, 6]})
S = 'A: T.Buffer((4, 6), "int16"), n: T.int32'
case("ho4_three_conjuncts_scalar_outer_inner", "hoist_expression", "Conjuncts of j < 3 and n > 0 and i < 2 each go to the outermost place they allow: n > 0 above both loops, i < 2 above j, j < 3 stays.", "exact", "hoist",
     P(S, """
        for i, j in T.grid(4, 6):
            if j < 3 and n > 0 and i < 2:
                A[i, j] = T.int16(1)
     """),
     P(S, """
        if n > 0:
            for i in range(4):
                if i < 2:
                    for j in range(6):
                        if j < 3:
                            A[i, j] = T.int16(1)
     """), scalars={"n": [-2, 3]})
S = 'A: T.Buffer((4, 5), "float32"), B: T.Buffer((4, 5), "float32")'
case("ho4_outer_let_ite_float", "hoist_expression", "A let in the inner loop that depends only on the outer variable (r = i * 2) and the T.if_then_else condition r >= 3 that needs it are hoisted out of j (not above i): an if/else of two j loops.", "exact", "hoist",
     P(S, """
        for i, j in T.grid(4, 5):
            r: T.let[T.int32] = i * 2
            B[i, j] = T.if_then_else(r >= 3, A[i, j], T.float32(0))
     """),
     P(S, """
        for i in range(4):
            r: T.let[T.int32] = i * 2
            if r >= 3:
                for j in range(5):
                    B[i, j] = A[i, j]
            else:
                for j in range(5):
                    B[i, j] = T.float32(0)
     """))

# ================================================================ reduce_loop_extents
S = 'A: T.Buffer((16,), "int32")'
case("rl4_div_guard_eq", "reduce_loop_extents", "The guard i // 4 == 2 holds exactly for 8 <= i < 12: range(16) shrinks to range(8, 12).", "exact", "reduce-loop-extents",
     P(S, """
        for i in range(16):
            if i // 4 == 2:
                A[i] = i * 3
     """),
     P(S, """
        for i in range(8, 12):
            A[i] = i * 3
     """))
S = 'B: T.Buffer((3, 5), "int8")'
case("rl4_postlude_3x5_reversed", "reduce_loop_extents", "The int8 postlude written 13 <= 5*io+ii on a 3x5 grid: io = 2 only (the loop goes), ii shrinks to range(3, 5).", "exact", "reduce-loop-extents",
     P(S, """
        for io, ii in T.grid(3, 5):
            if 13 <= 5 * io + ii:
                B[io, ii] = T.int8(0)
     """),
     P(S, """
        for ii in range(3, 5):
            B[2, ii] = T.int8(0)
     """))
S = 'A: T.Buffer((16,), "int16")'
case("rl4_not_form_offset", "reduce_loop_extents", "range(4, 16) with the guard not (i < 10) shrinks to range(10, 16).", "exact", "reduce-loop-extents",
     P(S, """
        for i in range(4, 16):
            if not (i < 10):
                A[i] = T.Cast("int16", i)
     """),
     P(S, """
        for i in range(10, 16):
            A[i] = T.Cast("int16", i)
     """))

# ================================================================ merge_adjacent_loops
S = 'A: T.Buffer((2, 3, 4), "int32"), B: T.Buffer((2, 3, 4), "int32"), C: T.Buffer((2, 3, 4), "int32")'
case("ml4_3d_nests", "merge_adjacent_loops", "Two 3-d element-wise nests (producer, consumer) merge at every level.", "exact", "merge-loops",
     P(S, """
        for i, j, k in T.grid(2, 3, 4):
            A[i, j, k] = C[i, j, k] + 1
        for i, j, k in T.grid(2, 3, 4):
            B[i, j, k] = A[i, j, k] * 2
     """),
     P(S, """
        for i, j, k in T.grid(2, 3, 4):
            A[i, j, k] = C[i, j, k] + 1
            B[i, j, k] = A[i, j, k] * 2
     """))
S = 'A: T.Buffer((3, 5), "int32"), B: T.Buffer((3, 4), "int32"), C: T.Buffer((3, 5), "int32")'
case("ml4_outer_only", "merge_adjacent_loops", "The consumer reads A[i, j + 1] (same row, a later j) and its j loop is shorter: the outer i loops merge, the inner loops stay separate.", "exact", "merge-loops",
     P(S, """
        for i in range(3):
            for j in range(5):
                A[i, j] = C[i, j] + 1
        for i in range(3):
            for j in range(4):
                B[i, j] = A[i, j + 1] * 2
     """),
     P(S, """
        for i in range(3):
            for j in range(5):
                A[i, j] = C[i, j] + 1
            for j in range(4):
                B[i, j] = A[i, j + 1] * 2
     """))
S = 'A: T.Buffer((3, 4), "int16"), B: T.Buffer((3, 4), "int16"), C: T.Buffer((3, 4), "int16")'
case("ml4_reads_next_row_forbidden", "merge_adjacent_loops", "The consumer reads A[(i + 1) % 3, j]: for i < 2 that row is written by a later iteration of the producer, so the outer loops may not merge.", "negative", "merge-loops",
     P(S, """
        for i, j in T.grid(3, 4):
            A[i, j] = C[i, j] * T.int16(2)
        for i, j in T.grid(3, 4):
            B[i, j] = A[(i + 1) % 3, j]
     """),
     P(S, """
        for i, j in T.grid(3, 4):
            A[i, j] = C[i, j] * T.int16(2)
        for i, j in T.grid(3, 4):
            B[i, j] = A[(i + 1) % 3, j]
     """),
     forbidden=P(S, """
        for i in range(3):
            for j in range(4):
                A[i, j] = C[i, j] * T.int16(2)
            for j in range(4):
                B[i, j] = A[(i + 1) % 3, j]
     """))

# ================================================================ remove_branching_through_overcompute
S = 'A: T.Buffer((2, 3, 8), "int16"), B: T.Buffer((2,), "int16")'
case("ob4_3d_row_sum_int16", "remove_branching_through_overcompute", "int16 row sums over A (2, 3, 8) (rows of 21 laid out 3x8) with the padding assumed 0: the guard 8*jo+ji < 21 of the 2-level inner nest goes.", "exact", "overcompute",
     P(S, """
        for i, jo, ji in T.grid(2, 3, 8):
            T.assume(8 * jo + ji < 21 or A[i, jo, ji] == T.int16(0))
        for i in range(2):
            B[i] = T.int16(0)
            for jo, ji in T.grid(3, 8):
                if 8 * jo + ji < 21:
                    B[i] = B[i] + A[i, jo, ji]
     """),
     P(S, """
        for i, jo, ji in T.grid(2, 3, 8):
            T.assume(8 * jo + ji < 21 or A[i, jo, ji] == T.int16(0))
        for i in range(2):
            B[i] = T.int16(0)
            for jo, ji in T.grid(3, 8):
                B[i] = B[i] + A[i, jo, ji]
     """))
S = 'A: T.Buffer((2, 8), "int32"), B: T.Buffer((1,), "int32")'
case("ob4_front_offset_sum", "remove_branching_through_overcompute", "Front padding (offset map (i+3)//8) assumed 0, written 8*io+ii >= 3 or A == 0; the reduction's guard is written 3 <= 8*io+ii: B + A[pad] * 5 adds 0, the guard goes.", "exact", "overcompute",
     P(S, """
        for io, ii in T.grid(2, 8):
            T.assume(8 * io + ii >= 3 or A[io, ii] == 0)
        B[0] = 0
        for io, ii in T.grid(2, 8):
            if 3 <= 8 * io + ii:
                B[0] = B[0] + A[io, ii] * 5
     """),
     P(S, """
        for io, ii in T.grid(2, 8):
            T.assume(8 * io + ii >= 3 or A[io, ii] == 0)
        B[0] = 0
        for io, ii in T.grid(2, 8):
            B[0] = B[0] + A[io, ii] * 5
     """))
S = 'A: T.Buffer((4, 3, 4), "int8"), C: T.Buffer((4, 3, 4), "int8"), B: T.Buffer((4,), "int32")'
case("ob4_two_inputs_int8_add_sub", "remove_branching_through_overcompute", "Two int8 inputs, both with padding assumed 0 (two assumption loops): B = B + int32(A) - int32(C) adds 0 and subtracts 0 in the padding, the guard 4*jo+ji < 11 goes.", "exact", "overcompute",
     P(S, """
        for i, jo, ji in T.grid(4, 3, 4):
            T.assume(4 * jo + ji < 11 or A[i, jo, ji] == T.int8(0))
        for i, jo, ji in T.grid(4, 3, 4):
            T.assume(4 * jo + ji < 11 or C[i, jo, ji] == T.int8(0))
        for i in range(4):
            B[i] = 0
            for jo, ji in T.grid(3, 4):
                if 4 * jo + ji < 11:
                    B[i] = B[i] + T.Cast("int32", A[i, jo, ji]) - T.Cast("int32", C[i, jo, ji])
     """),
     P(S, """
        for i, jo, ji in T.grid(4, 3, 4):
            T.assume(4 * jo + ji < 11 or A[i, jo, ji] == T.int8(0))
        for i, jo, ji in T.grid(4, 3, 4):
            T.assume(4 * jo + ji < 11 or C[i, jo, ji] == T.int8(0))
        for i in range(4):
            B[i] = 0
            for jo, ji in T.grid(3, 4):
                B[i] = B[i] + T.Cast("int32", A[i, jo, ji]) - T.Cast("int32", C[i, jo, ji])
     """))
S = 'A: T.Buffer((2, 3, 5), "int64"), B: T.Buffer((2,), "int64")'
case("ob4_sub_reduce_int64", "remove_branching_through_overcompute", "int64 reduction by subtraction (B = B - A) from 100, padding (5*jo+ji >= 12) assumed 0: subtracting 0 is a no-op, the guard goes.", "exact", "overcompute",
     P(S, """
        for i, jo, ji in T.grid(2, 3, 5):
            T.assume(5 * jo + ji < 12 or A[i, jo, ji] == T.int64(0))
        for i in range(2):
            B[i] = T.int64(100)
            for jo, ji in T.grid(3, 5):
                if 5 * jo + ji < 12:
                    B[i] = B[i] - A[i, jo, ji]
     """),
     P(S, """
        for i, jo, ji in T.grid(2, 3, 5):
            T.assume(5 * jo + ji < 12 or A[i, jo, ji] == T.int64(0))
        for i in range(2):
            B[i] = T.int64(100)
            for jo, ji in T.grid(3, 5):
                B[i] = B[i] - A[i, jo, ji]
     """))
S = 'A: T.Buffer((2, 2, 4, 4), "int32"), B: T.Buffer((1,), "int32")'
case("ob4_nested_if_guard_2d_tile", "remove_branching_through_overcompute", "A (6, 7) tiled as (2, 2, 4, 4) with the padding of both dims assumed 0; the sum's guard is written as two nested ifs (4*io+ii < 6, then 4*jo+ji < 7): both go.", "exact", "overcompute",
     P(S, """
        for io, jo, ii, ji in T.grid(2, 2, 4, 4):
            T.assume(4 * io + ii < 6 and 4 * jo + ji < 7 or A[io, jo, ii, ji] == 0)
        B[0] = 0
        for io, jo, ii, ji in T.grid(2, 2, 4, 4):
            if 4 * io + ii < 6:
                if 4 * jo + ji < 7:
                    B[0] = B[0] + A[io, jo, ii, ji]
     """),
     P(S, """
        for io, jo, ii, ji in T.grid(2, 2, 4, 4):
            T.assume(4 * io + ii < 6 and 4 * jo + ji < 7 or A[io, jo, ii, ji] == 0)
        B[0] = 0
        for io, jo, ii, ji in T.grid(2, 2, 4, 4):
            B[0] = B[0] + A[io, jo, ii, ji]
     """))
S = 'A: T.Buffer((3, 8), "int32"), B: T.Buffer((3,), "int32")'
case("ob4_likely_guard", "remove_branching_through_overcompute", "Row sums whose guard is written T.likely(j < 6), A's padding (j >= 6) assumed 0: the likely guard goes like a plain one.", "exact", "overcompute",
     P(S, """
        for i, j in T.grid(3, 8):
            T.assume(j < 6 or A[i, j] == 0)
        for i in range(3):
            B[i] = 0
            for j in range(8):
                if T.likely(j < 6):
                    B[i] = B[i] + A[i, j]
     """),
     P(S, """
        for i, j in T.grid(3, 8):
            T.assume(j < 6 or A[i, j] == 0)
        for i in range(3):
            B[i] = 0
            for j in range(8):
                B[i] = B[i] + A[i, j]
     """))
S = 'A: T.Buffer((2, 8), "int32"), B: T.Buffer((13,), "int32")'
case("ob4_internal_pad_unread", "remove_branching_through_overcompute", "An element-wise producer of an internal buffer C (2, 8) guarded by 8*io+ii < 13: the extra writes land in C's padding, which nothing reads (the consumer reads C[i // 8, i % 8] for i < 13), and A's padding is readable by its undef assumption: the guard goes.", "exact", "overcompute",
     P(S, """
        for io, ii in T.grid(2, 8):
            T.assume(8 * io + ii < 13 or A[io, ii] == T.undef())
        C = T.alloc_buffer((2, 8), "int32")
        for io, ii in T.grid(2, 8):
            if 8 * io + ii < 13:
                C[io, ii] = A[io, ii] + 1
        for i in range(13):
            B[i] = C[i // 8, i % 8] * 2
     """),
     P(S, """
        for io, ii in T.grid(2, 8):
            T.assume(8 * io + ii < 13 or A[io, ii] == T.undef())
        C = T.alloc_buffer((2, 8), "int32")
        for io, ii in T.grid(2, 8):
            C[io, ii] = A[io, ii] + 1
        for i in range(13):
            B[i] = C[i // 8, i % 8] * 2
     """))
S = 'A: T.Buffer((10,), "int32"), B: T.Buffer((1,), "int32")'
case("ob4_internal_range_postlude", "remove_branching_through_overcompute", "An internal buffer C (3, 4) whose padding is filled with 0 by a loop over ii in range(2, 4) (C[2, ii] = 0, no if): the consumer's guard goes; the producer's stays (its else would read A out of bounds).", "exact", "overcompute",
     P(S, """
        C = T.alloc_buffer((3, 4), "int32")
        for io, ii in T.grid(3, 4):
            if 4 * io + ii < 10:
                C[io, ii] = A[4 * io + ii] * 2
        for ii in range(2, 4):
            C[2, ii] = 0
        B[0] = 0
        for io, ii in T.grid(3, 4):
            if 4 * io + ii < 10:
                B[0] = B[0] + C[io, ii]
     """),
     P(S, """
        C = T.alloc_buffer((3, 4), "int32")
        for io, ii in T.grid(3, 4):
            if 4 * io + ii < 10:
                C[io, ii] = A[4 * io + ii] * 2
        for ii in range(2, 4):
            C[2, ii] = 0
        B[0] = 0
        for io, ii in T.grid(3, 4):
            B[0] = B[0] + C[io, ii]
     """))
S = 'A: T.Buffer((3, 5), "int32"), B: T.Buffer((1,), "int32")'
case("ob4_let_in_guarded_body", "remove_branching_through_overcompute", "The guarded body binds v = A[io, ii] * 2 and adds it; A's padding (5*io+ii >= 13) is assumed 0, so v is 0 there and the guard goes (the let stays).", "exact", "overcompute",
     P(S, """
        for io, ii in T.grid(3, 5):
            T.assume(5 * io + ii < 13 or A[io, ii] == 0)
        B[0] = 0
        for io, ii in T.grid(3, 5):
            if 5 * io + ii < 13:
                v: T.let[T.int32] = A[io, ii] * 2
                B[0] = B[0] + v
     """),
     P(S, """
        for io, ii in T.grid(3, 5):
            T.assume(5 * io + ii < 13 or A[io, ii] == 0)
        B[0] = 0
        for io, ii in T.grid(3, 5):
            v: T.let[T.int32] = A[io, ii] * 2
            B[0] = B[0] + v
     """))
S = 'A: T.Buffer((3, 5), "int32"), W: T.Buffer((5,), "int32"), B: T.Buffer((1,), "int32")'
case("ob4_else_noop_simplify", "remove_branching_through_overcompute", "simplify,remove-no-op: in the else of 5*io+ii < 13 the assumption gives A[io, ii] == 0, so B + A * W[ii] adds 0: the else is a self store and goes.", "exact", "simplify,remove-no-op",
     P(S, """
        for io, ii in T.grid(3, 5):
            T.assume(5 * io + ii < 13 or A[io, ii] == 0)
        B[0] = 0
        for io, ii in T.grid(3, 5):
            if 5 * io + ii < 13:
                B[0] = B[0] + A[io, ii] * 3
            else:
                B[0] = B[0] + A[io, ii] * W[ii]
     """),
     P(S, """
        for io, ii in T.grid(3, 5):
            T.assume(5 * io + ii < 13 or A[io, ii] == 0)
        B[0] = 0
        for io, ii in T.grid(3, 5):
            if 5 * io + ii < 13:
                B[0] = B[0] + A[io, ii] * 3
     """))
S = 'A: T.Buffer((3, 5), "int32"), B: T.Buffer((3, 5), "int32")'
case("ob4_partial_postlude_forbidden", "remove_branching_through_overcompute", "The output's T.undef() postlude covers only 5*io+ii >= 14: B[2, 3] (13) is padding the producer must not write, so its guard 5*io+ii < 13 must stay.", "negative", "overcompute",
     P(S, """
        for io, ii in T.grid(3, 5):
            T.assume(5 * io + ii < 13 or A[io, ii] == T.undef())
        for io, ii in T.grid(3, 5):
            if 5 * io + ii < 13:
                B[io, ii] = A[io, ii] + 1
        for io, ii in T.grid(3, 5):
            if 5 * io + ii >= 14:
                B[io, ii] = T.undef()
     """),
     P(S, """
        for io, ii in T.grid(3, 5):
            T.assume(5 * io + ii < 13 or A[io, ii] == T.undef())
        for io, ii in T.grid(3, 5):
            if 5 * io + ii < 13:
                B[io, ii] = A[io, ii] + 1
        for io, ii in T.grid(3, 5):
            if 5 * io + ii >= 14:
                B[io, ii] = T.undef()
     """),
     forbidden=P(S, """
        for io, ii in T.grid(3, 5):
            T.assume(5 * io + ii < 13 or A[io, ii] == T.undef())
        for io, ii in T.grid(3, 5):
            B[io, ii] = A[io, ii] + 1
        for io, ii in T.grid(3, 5):
            if 5 * io + ii >= 14:
                B[io, ii] = T.undef()
     """))
S = 'A: T.Buffer((4, 4), "int32"), B: T.Buffer((1,), "int32")'
case("ob4_fact_killed_forbidden", "remove_branching_through_overcompute", "A's padding is assumed 0, but A[3, 3] = 5 is written after the assumption: the fact no longer holds for that element, the sum's guard must stay.", "negative", "overcompute",
     P(S, """
        for io, ii in T.grid(4, 4):
            T.assume(4 * io + ii < 14 or A[io, ii] == 0)
        A[3, 3] = 5
        B[0] = 0
        for io, ii in T.grid(4, 4):
            if 4 * io + ii < 14:
                B[0] = B[0] + A[io, ii]
     """),
     P(S, """
        for io, ii in T.grid(4, 4):
            T.assume(4 * io + ii < 14 or A[io, ii] == 0)
        A[3, 3] = 5
        B[0] = 0
        for io, ii in T.grid(4, 4):
            if 4 * io + ii < 14:
                B[0] = B[0] + A[io, ii]
     """),
     forbidden=P(S, """
        for io, ii in T.grid(4, 4):
            T.assume(4 * io + ii < 14 or A[io, ii] == 0)
        A[3, 3] = 5
        B[0] = 0
        for io, ii in T.grid(4, 4):
            B[0] = B[0] + A[io, ii]
     """))

# ================================================================ remove_overcompute_through_branching
S = 'A: T.Buffer((3, 4), "int32"), B: T.Buffer((3, 5), "int32")'
case("bo4_3x5_undef_postlude", "remove_overcompute_through_branching", "B (3, 5)'s padding (5*io+ii >= 13) is later stored with T.undef(): the compute nest's writes there are dead, so it gets the guard 5*io+ii < 13.", "exact", "branching",
     P(S, """
        for io, ii in T.grid(3, 5):
            B[io, ii] = 0
            for f in range(4):
                B[io, ii] = B[io, ii] + A[io, f] * (ii + f)
        for io, ii in T.grid(3, 5):
            if 5 * io + ii >= 13:
                B[io, ii] = T.undef()
     """),
     P(S, """
        for io, ii in T.grid(3, 5):
            if 5 * io + ii < 13:
                B[io, ii] = 0
                for f in range(4):
                    B[io, ii] = B[io, ii] + A[io, f] * (ii + f)
        for io, ii in T.grid(3, 5):
            if 5 * io + ii >= 13:
                B[io, ii] = T.undef()
     """))
S = 'A: T.Buffer((4, 6), "int32"), B: T.Buffer((4, 6), "int32")'
case("bo4_padding_row_hoisted", "remove_overcompute_through_branching", "A whole padding row (B[3, j] = 0 for every j, overwritten after the element-wise nest): the nest gets the guard i < 3, placed above the j loop it does not depend on.", "exact", "branching",
     P(S, """
        for i, j in T.grid(4, 6):
            B[i, j] = A[i, j] * 2 + 1
        for j in range(6):
            B[3, j] = 0
     """),
     P(S, """
        for i in range(4):
            if i < 3:
                for j in range(6):
                    B[i, j] = A[i, j] * 2 + 1
        for j in range(6):
            B[3, j] = 0
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
