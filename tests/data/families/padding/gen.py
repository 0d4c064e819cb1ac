import json, os, textwrap
HERE = os.path.dirname(os.path.abspath(__file__))
CASES = []
def case(id, family, rule, equality, passes, before, after=None, forbidden=None, extra=None, scalars=None, layout=None, note=None, refusal_ok=False):
    CASES.append(dict(id=id, family=family, rule=rule, equality=equality, passes=passes, before=before,
                      after=after, forbidden=forbidden, extra=extra or [], scalars=scalars, layout=layout, note=note, refusal_ok=refusal_ok))

def P(sig, body):
    return ("@I.ir_module\nclass Module:\n    @T.prim_func\n    def main(" + sig + "):\n" +
            textwrap.indent(textwrap.dedent(body).strip("\n"), " " * 8) + "\n")

# ---------------------------------------------------------------- assume
S = 'A: T.Buffer((8,), "int32"), n: T.int32'
case("assume_mod_range", "assume", "T.assume(0 <= n < 16) makes n % 16 equal n in the statements that follow.", "exact", "simplify",
     P(S, """
        T.assume(0 <= n and n < 16)
        for i in range(8):
            A[i] = n % 16 + i
     """),
     P(S, """
        T.assume(0 <= n and n < 16)
        for i in range(8):
            A[i] = n + i
     """), scalars={"n": [0, 15]})
S = 'A: T.Buffer((8,), "int32"), B: T.Buffer((2,), "int32")'
case("assume_buffer_fact_across_loop", "assume", "T.assume(B[1] == 3) holds across a loop that writes only A: B[1] * 2 becomes 6.", "exact", "simplify",
     P(S, """
        T.assume(B[1] == 3)
        for i in range(8):
            A[i] = A[i] + B[1] * 2
     """),
     P(S, """
        T.assume(B[1] == 3)
        for i in range(8):
            A[i] = A[i] + 6
     """))
S = 'A: T.Buffer((4,), "int32"), B: T.Buffer((1,), "int32"), C: T.Buffer((1,), "int32")'
case("assume_buffer_fact_killed_forbidden", "assume", "A fact about B[0] no longer holds after B[0] is written: C[0] = B[0] * 2 may not become 6.", "negative", "simplify",
     P(S, """
        T.assume(B[0] == 3)
        B[0] = A[0]
        C[0] = B[0] * 2
     """),
     P(S, """
        T.assume(B[0] == 3)
        B[0] = A[0]
        C[0] = B[0] * 2
     """),
     forbidden=P(S, """
        T.assume(B[0] == 3)
        B[0] = A[0]
        C[0] = 6
     """))
S = 'A: T.Buffer((4, 4), "int32")'
case("assume_proven_removed_2d", "assume", "An assumption proven at its position (4*io+ii < 16 in a 4x4 grid) may be removed.", "exact", "simplify",
     P(S, """
        for io, ii in T.grid(4, 4):
            T.assume(4 * io + ii < 16)
            A[io, ii] = io - ii
     """),
     P(S, """
        for io, ii in T.grid(4, 4):
            A[io, ii] = io - ii
     """))
S = 'A: T.Buffer((8,), "int32")'
case("assume_statically_false_2", "assume", "2*i > 14 is false for every i in range(8): compile-time error.", "error", "simplify",
     P(S, """
        for i in range(8):
            T.assume(2 * i > 14)
            A[i] = i
     """))

# ---------------------------------------------------------------- undef
S = 'A: T.Buffer((16,), "float32"), B: T.Buffer((16,), "float32")'
case("undef_mul_zero_float", "undef", "0 * undef is 0 for floats too.", "exact", "simplify",
     P(S, """
        for i in range(16):
            B[i] = A[i] * T.float32(2.0) + T.float32(0.0) * T.Cast("float32", T.undef())
     """),
     P(S, """
        for i in range(16):
            B[i] = A[i] * T.float32(2.0)
     """))
S = 'A: T.Buffer((16,), "int32"), B: T.Buffer((16,), "int32")'
case("undef_pure_max", "undef", "A pure expression using T.undef() (max(A[i], undef) - 1) may become T.undef().", "exact", "simplify",
     P(S, """
        for i in range(16):
            B[i] = T.max(A[i], T.undef()) - 1
     """),
     P(S, """
        for i in range(16):
            B[i] = T.undef()
     """))
case("undef_let_self_sub", "undef", "A let-bound undef is one value: x - x is 0.", "exact", "simplify",
     P(S, """
        for i in range(16):
            x: T.let[T.int32] = T.undef()
            B[i] = A[i] + (x - x)
     """),
     P(S, """
        for i in range(16):
            B[i] = A[i]
     """), note="The let binding may also stay (dead); cost is what counts.")
case("undef_in_store_index_invalid", "undef", "T.undef() in a store index is ill-formed.", "error", "fmt",
     P(S, """
        for i in range(16):
            B[T.undef() % 16] = A[i]
     """))

# ---------------------------------------------------------------- lowering
S = 'A: T.Buffer((16,), "int32"), B: T.Buffer((16,), "int32"), n: T.int32'
case("lower_remove_assume_mixed", "lowering", "RemoveAssume drops assumptions at every level, and the loops/ifs that held only them; a loop that also stores keeps its store.", "exact", "remove-assume",
     P(S, """
        T.assume(0 <= n and n < 4)
        for i in range(16):
            if i >= 14:
                T.assume(A[i] == 0)
        for i in range(16):
            T.assume(i < 14 or A[i] == 0)
            B[i] = A[i] * 2 + n
     """),
     P(S, """
        for i in range(16):
            B[i] = A[i] * 2 + n
     """), scalars={"n": [0, 3]})
S = 'A: T.Buffer((16,), "float32"), B: T.Buffer((16,), "float32")'
case("lower_store_undef_else_float", "lowering", "RemoveStoreUndef removes the float store T.Cast(undef) in an else branch (the else goes, the if stays).", "observable", "remove-store-undef",
     P(S, """
        for i in range(16):
            if i < 13:
                B[i] = A[i] + T.float32(1.0)
            else:
                B[i] = T.Cast("float32", T.undef())
     """),
     P(S, """
        for i in range(16):
            if i < 13:
                B[i] = A[i] + T.float32(1.0)
     """))
S = 'A: T.Buffer((3, 8), "int32"), B: T.Buffer((3, 8), "int32")'
case("lower_both_3x8", "lowering", "RemoveAssume + RemoveStoreUndef on a 3x8 padded element-wise op (8*io+ii >= 20 is padding).", "observable", "remove-assume,remove-store-undef",
     P(S, """
        for io, ii in T.grid(3, 8):
            T.assume(8 * io + ii < 20 or A[io, ii] == T.undef())
        for io, ii in T.grid(3, 8):
            B[io, ii] = A[io, ii] - 1
        for io, ii in T.grid(3, 8):
            if 8 * io + ii >= 20:
                B[io, ii] = T.undef()
     """),
     P(S, """
        for io, ii in T.grid(3, 8):
            B[io, ii] = A[io, ii] - 1
     """))

# ---------------------------------------------------------------- transform_layout
def L(passes, groups):
    ex = []
    for b, m, p in groups:
        ex += ["--buffer", b, "--index-map", m, "--pad-value=" + p]
    return ex
case("tl_output_2d_inner_split", "transform_layout", "transform_layout(B, [i, j] -> [i, j//4, j%4], pad 7) on an output: accesses rewritten, postlude writes 7 where 4*jo+ji >= 10.", "layout", "layout",
     P('A: T.Buffer((3, 10), "int32"), B: T.Buffer((3, 10), "int32")', """
        for i, j in T.grid(3, 10):
            B[i, j] = A[i, j] + 1
     """),
     P('A: T.Buffer((3, 10), "int32"), B: T.Buffer((3, 3, 4), "int32")', """
        for i, j in T.grid(3, 10):
            B[i, j // 4, j % 4] = A[i, j] + 1
        for i, jo, ji in T.grid(3, 3, 4):
            if 4 * jo + ji >= 10:
                B[i, jo, ji] = 7
     """),
     extra=L("layout", [("B", "lambda i, j: (i, j // 4, j % 4)", "7")]),
     layout={"B": {"map": "lambda i, j: (i, j // 4, j % 4)", "pad": "lambda i, jo, ji: 7", "role": "output"}})
case("tl_input_pad8_float", "transform_layout", "transform_layout on an input A (10,) -> (2, 8) pad 0.5: T.assume(8*io+ii < 10 or A == 0.5) over the new shape; consumer indices rewritten.", "layout", "layout",
     P('A: T.Buffer((10,), "float32"), B: T.Buffer((1,), "float32")', """
        B[0] = T.float32(0.0)
        for i in range(10):
            B[0] = B[0] + A[i]
     """),
     P('A: T.Buffer((2, 8), "float32"), B: T.Buffer((1,), "float32")', """
        for io, ii in T.grid(2, 8):
            T.assume(8 * io + ii < 10 or A[io, ii] == T.float32(0.5))
        B[0] = T.float32(0.0)
        for i in range(10):
            B[0] = B[0] + A[i // 8, i % 8]
     """),
     extra=L("layout", [("A", "lambda i: (i // 8, i % 8)", "0.5")]),
     layout={"A": {"map": "lambda i: (i // 8, i % 8)", "pad": "lambda io, ii: 0.5", "role": "input"}})
case("tl_pad_lambda_indices", "transform_layout", "pad_value a function of the transformed indices (lambda io, ii: io * 10 + ii): the postlude stores it.", "layout", "layout",
     P('A: T.Buffer((14,), "int32"), B: T.Buffer((14,), "int32")', """
        for i in range(14):
            B[i] = A[i] - 2
     """),
     P('A: T.Buffer((14,), "int32"), B: T.Buffer((4, 4), "int32")', """
        for i in range(14):
            B[i // 4, i % 4] = A[i] - 2
        for io, ii in T.grid(4, 4):
            if 4 * io + ii >= 14:
                B[io, ii] = io * 10 + ii
     """),
     extra=L("layout", [("B", "lambda i: (i // 4, i % 4)", "lambda io, ii: io * 10 + ii")]),
     layout={"B": {"map": "lambda i: (i // 4, i % 4)", "pad": "lambda io, ii: io * 10 + ii", "role": "output"}})
case("tl_pad_lambda_self_load", "transform_layout", "pad_value reads the transformed buffer itself (lambda io, ii: B[4 * io], pre-transformation index): the padding of row io repeats the row's first element.", "layout", "layout",
     P('A: T.Buffer((14,), "int32"), B: T.Buffer((14,), "int32")', """
        for i in range(14):
            B[i] = A[i] * 3
     """),
     P('A: T.Buffer((14,), "int32"), B: T.Buffer((4, 4), "int32")', """
        for i in range(14):
            B[i // 4, i % 4] = A[i] * 3
        for io, ii in T.grid(4, 4):
            if 4 * io + ii >= 14:
                B[io, ii] = B[io, 0]
     """),
     extra=L("layout", [("B", "lambda i: (i // 4, i % 4)", "lambda io, ii: B[4 * io]")]),
     layout={"B": {"map": "lambda i: (i // 4, i % 4)", "pad": "lambda io, ii: L(4 * io)", "role": "output"}})
case("tl_row_sum_int_seq", "transform_layout", "layout,sequential-access on input A (8, 6) -> (8, 2, 4) pad 0: the assumption loop, and the j loop split by 4 with guard 4*jo+ji < 6.", "layout", "layout,sequential-access",
     P('A: T.Buffer((8, 6), "int32"), B: T.Buffer((8,), "int32")', """
        for i in range(8):
            B[i] = 0
            for j in range(6):
                B[i] = B[i] + A[i, j]
     """),
     P('A: T.Buffer((8, 2, 4), "int32"), B: T.Buffer((8,), "int32")', """
        for i, j_outer, j_inner in T.grid(8, 2, 4):
            T.assume(4 * j_outer + j_inner < 6 or A[i, j_outer, j_inner] == 0)
        for i in range(8):
            B[i] = 0
            for j_outer, j_inner in T.grid(2, 4):
                if 4 * j_outer + j_inner < 6:
                    B[i] = B[i] + A[i, j_outer, j_inner]
     """),
     extra=L("layout", [("A", "lambda i, j: (i, j // 4, j % 4)", "0")]),
     layout={"A": {"map": "lambda i, j: (i, j // 4, j % 4)", "pad": "lambda i, jo, ji: 0", "role": "input"}})

# ---------------------------------------------------------------- sequential access
S = 'A: T.Buffer((3, 5), "int32")'
case("sba_write_padded_3x5", "sequential_buffer_access", "Loop of 13 over A (3,5) layout: io, ii loops with guard 5*io+ii < 13, i replaced by 5*io+ii.", "exact", "sequential-access",
     P(S, """
        for i in range(13):
            A[i // 5, i % 5] = i * 2
     """),
     P(S, """
        for io, ii in T.grid(3, 5):
            if 5 * io + ii < 13:
                A[io, ii] = (5 * io + ii) * 2
     """), extra=["--buffer", "A"])
S = 'A: T.Buffer((4, 6), "int32")'
case("sba_loop_interchange", "sequential_buffer_access", "A column-major nest over A[i, j] is reordered to row-major (i outer, j inner).", "exact", "sequential-access",
     P(S, """
        for j, i in T.grid(6, 4):
            A[i, j] = i * 10 + j
     """),
     P(S, """
        for i, j in T.grid(4, 6):
            A[i, j] = i * 10 + j
     """), extra=["--buffer", "A"])
S = 'A: T.Buffer((3, 8), "float32"), B: T.Buffer((1,), "float32")'
case("sba_read_padded_3x8_float", "sequential_buffer_access", "Reduction over 20 elements of A (3, 8): io, ii loops with guard 8*io+ii < 20.", "exact", "sequential-access",
     P(S, """
        B[0] = T.float32(0.0)
        for i in range(20):
            B[0] = B[0] + A[i // 8, i % 8]
     """),
     P(S, """
        B[0] = T.float32(0.0)
        for io, ii in T.grid(3, 8):
            if 8 * io + ii < 20:
                B[0] = B[0] + A[io, ii]
     """), extra=["--buffer", "A"])

# ---------------------------------------------------------------- remove_no_op
S = 'A: T.Buffer((4, 4), "int32"), B: T.Buffer((4, 4), "int32"), C: T.Buffer((4, 4), "int32")'
case("rno_overwritten_store_gap", "remove_no_op", "A store overwritten later in the same body, with an unrelated store (not reading it) between, is a no-op.", "exact", "remove-no-op",
     P(S, """
        for i, j in T.grid(4, 4):
            B[i, j] = A[i, j] + 1
            C[i, j] = A[i, j]
            B[i, j] = A[i, j] * 2
     """),
     P(S, """
        for i, j in T.grid(4, 4):
            C[i, j] = A[i, j]
            B[i, j] = A[i, j] * 2
     """))
S = 'A: T.Buffer((16,), "int32"), B: T.Buffer((16,), "int32")'
case("rno_overwritten_loop_subset", "remove_no_op", "A loop over 8 elements is overwritten by the next loop over all 16 (superset) that does not read them.", "exact", "remove-no-op",
     P(S, """
        for i in range(8):
            A[i] = i * 3
        for i in range(16):
            A[i] = B[i] + 1
     """),
     P(S, """
        for i in range(16):
            A[i] = B[i] + 1
     """))
case("rno_loop_partial_overwrite_forbidden", "remove_no_op", "The second loop writes only 8 of the 16 elements: the first loop is not a no-op.", "negative", "remove-no-op",
     P(S, """
        for i in range(16):
            A[i] = B[i]
        for i in range(8):
            A[i] = 1
     """),
     P(S, """
        for i in range(16):
            A[i] = B[i]
        for i in range(8):
            A[i] = 1
     """),
     forbidden=P(S, """
        for i in range(8):
            A[i] = 1
     """))
S = 'A: T.Buffer((4, 4), "int32")'
case("rno_known_pad_value", "remove_no_op", "Writing the pad value into padding already assumed to hold it (T.assume(4*io+ii < 14 or A == 0)) is a no-op: the postlude goes.", "exact", "remove-no-op",
     P(S, """
        for io, ii in T.grid(4, 4):
            T.assume(4 * io + ii < 14 or A[io, ii] == 0)
        for io, ii in T.grid(4, 4):
            if 4 * io + ii >= 14:
                A[io, ii] = 0
     """),
     P(S, """
        for io, ii in T.grid(4, 4):
            T.assume(4 * io + ii < 14 or A[io, ii] == 0)
     """))

# ---------------------------------------------------------------- simplify_conditionals
S = 'A: T.Buffer((4, 8), "int32"), B: T.Buffer((4, 8), "int32")'
case("merge_identical_2d", "simplify_conditionals", "8*i+j < 30 and j + 8*i <= 29 are the same condition: the two if/else merge.", "exact", "simplify",
     P(S, """
        for i, j in T.grid(4, 8):
            if 8 * i + j < 30:
                A[i, j] = 1
            else:
                A[i, j] = 0
            if j + 8 * i <= 29:
                B[i, j] = 2
            else:
                B[i, j] = 3
     """),
     P(S, """
        for i, j in T.grid(4, 8):
            if 8 * i + j < 30:
                A[i, j] = 1
                B[i, j] = 2
            else:
                A[i, j] = 0
                B[i, j] = 3
     """))
S = 'A: T.Buffer((16,), "int32"), B: T.Buffer((16,), "int32"), n: T.int32'
case("merge_complementary_symbolic", "simplify_conditionals", "i < n and n <= i are complementary (symbolic n): the second's else joins the first's then.", "exact", "simplify",
     P(S, """
        for i in range(16):
            if i < n:
                A[i] = 1
            else:
                A[i] = 2
            if n <= i:
                B[i] = 3
            else:
                B[i] = 4
     """),
     P(S, """
        for i in range(16):
            if i < n:
                A[i] = 1
                B[i] = 4
            else:
                A[i] = 2
                B[i] = 3
     """), scalars={"n": [-2, 18]})
S = 'A: T.Buffer((16,), "int32"), B: T.Buffer((16,), "int32"), n: T.int32'
case("merge_identical_branches", "simplify_conditionals", "An if/else with identical branches becomes its branch.", "exact", "simplify",
     P(S, """
        for i in range(16):
            if i < n:
                A[i] = B[i] + 1
            else:
                A[i] = B[i] + 1
     """),
     P(S, """
        for i in range(16):
            A[i] = B[i] + 1
     """), scalars={"n": [-2, 18]})
S = 'A: T.Buffer((16,), "int32"), B: T.Buffer((16,), "int32"), C: T.Buffer((16,), "int32")'
case("merge_writes_condition_buffer_forbidden", "simplify_conditionals", "The first body writes B[i], which both conditions read: the ifs may not merge.", "negative", "simplify",
     P(S, """
        for i in range(16):
            if B[i] > 0:
                B[i] = B[i] - 2
                C[i] = 1
            if B[i] > 0:
                C[i] = 2
     """),
     P(S, """
        for i in range(16):
            if B[i] > 0:
                B[i] = B[i] - 2
                C[i] = 1
            if B[i] > 0:
                C[i] = 2
     """),
     forbidden=P(S, """
        for i in range(16):
            if B[i] > 0:
                B[i] = B[i] - 2
                C[i] = 1
                C[i] = 2
     """))

# ---------------------------------------------------------------- hoist
S = 'A: T.Buffer((4, 4, 4), "float32")'
case("hoist_bool_and_3level", "hoist_expression", "Each conjunct is hoisted to the outermost loop it does not depend on (i < 2 above j, j == 1 above k).", "exact", "hoist",
     P(S, """
        for i, j, k in T.grid(4, 4, 4):
            if j == 1 and k < 3 and i < 2:
                A[i, j, k] = T.float32(1.0)
     """),
     P(S, """
        for i in range(4):
            if i < 2:
                for j in range(4):
                    if j == 1:
                        for k in range(4):
                            if k < 3:
                                A[i, j, k] = T.float32(1.0)
     """))
S = 'A: T.Buffer((4, 8), "float32"), B: T.Buffer((4, 8), "float32"), n: T.int32'
case("hoist_ite_outer_var", "hoist_expression", "A T.if_then_else condition depending only on the outer loop variable (i < n) is hoisted out of the inner loop as an if/else.", "exact", "hoist",
     P(S, """
        for i, j in T.grid(4, 8):
            B[i, j] = T.if_then_else(i < n, A[i, j], T.float32(0.0))
     """),
     P(S, """
        for i in range(4):
            if i < n:
                for j in range(8):
                    B[i, j] = A[i, j]
            else:
                for j in range(8):
                    B[i, j] = T.float32(0.0)
     """), scalars={"n": [-1, 5]})
S = 'A: T.Buffer((4, 4), "float32"), n: T.int32'
case("hoist_let_outer_dependent", "hoist_expression", "A let that depends on the outer loop only (c = 2*i < n) is hoisted with its condition out of the inner loop, not above i.", "exact", "hoist",
     P(S, """
        for i, j in T.grid(4, 4):
            c: T.let[T.bool] = 2 * i < n
            if c:
                A[i, j] = T.float32(1.0)
     """),
     P(S, """
        for i in range(4):
            c: T.let[T.bool] = 2 * i < n
            if c:
                for j in range(4):
                    A[i, j] = T.float32(1.0)
     """), scalars={"n": [-1, 8]})
S = 'A: T.Buffer((4, 4), "int32")'
case("hoist_disjunction_2d", "hoist_expression", "Disjunct i >= 2 of (i >= 2 or i + j >= 4) is hoisted out of j: if it holds the j loop runs unguarded, else guarded by i + j >= 4.", "exact", "hoist",
     P(S, """
        for i, j in T.grid(4, 4):
            if i >= 2 or i + j >= 4:
                A[i, j] = i * j
     """),
     P(S, """
        for i in range(4):
            if i >= 2:
                for j in range(4):
                    A[i, j] = i * j
            else:
                for j in range(4):
                    if i + j >= 4:
                        A[i, j] = i * j
     """))

# ---------------------------------------------------------------- reduce_loop_extents
S = 'B: T.Buffer((3, 8), "int32")'
case("rle_pad_postlude_3x8", "reduce_loop_extents", "Postlude 8*io+ii >= 20 on a 3x8 grid: io = 2 only, ii in [4, 8).", "exact", "reduce-loop-extents",
     P(S, """
        for io, ii in T.grid(3, 8):
            if 8 * io + ii >= 20:
                B[io, ii] = -1
     """),
     P(S, """
        for ii in range(4, 8):
            B[2, ii] = -1
     """))
S = 'B: T.Buffer((2, 8), "int32")'
case("rle_front_padding", "reduce_loop_extents", "Front padding io == 0 and ii < 2 on a 2x8 grid: io goes (0), ii shrinks to range(2).", "exact", "reduce-loop-extents",
     P(S, """
        for io, ii in T.grid(2, 8):
            if io == 0 and ii < 2:
                B[io, ii] = 0
     """),
     P(S, """
        for ii in range(2):
            B[0, ii] = 0
     """))
S = 'A: T.Buffer((16,), "int32")'
case("rle_two_sided", "reduce_loop_extents", "A two-sided guard 3 <= i < 9 shrinks range(16) to range(3, 9).", "exact", "reduce-loop-extents",
     P(S, """
        for i in range(16):
            if 3 <= i and i < 9:
                A[i] = i * 2
     """),
     P(S, """
        for i in range(3, 9):
            A[i] = i * 2
     """))
S = 'A: T.Buffer((16,), "int32"), n: T.int32'
case("rle_symbolic_lower", "reduce_loop_extents", "Symbolic extent with a lower-bound guard i >= 4: the loop starts at 4 (zero iterations when n <= 4).", "exact", "reduce-loop-extents",
     P(S, """
        for i in range(n):
            if i >= 4:
                A[i - 4] = i
     """),
     P(S, """
        for i in range(4, n):
            A[i - 4] = i
     """), scalars={"n": [-3, 20]})

# ---------------------------------------------------------------- merge_adjacent_loops
S = 'A: T.Buffer((4, 4), "int32"), B: T.Buffer((4, 4), "int32"), C: T.Buffer((4, 4), "int32")'
case("mal_producer_consumer_2d", "merge_adjacent_loops", "A 2-d producer and its element-wise consumer merge (the consumer reads only what the same iteration wrote).", "exact", "merge-loops",
     P(S, """
        for i, j in T.grid(4, 4):
            A[i, j] = B[i, j] * 2
        for i, j in T.grid(4, 4):
            C[i, j] = A[i, j] + 1
     """),
     P(S, """
        for i, j in T.grid(4, 4):
            A[i, j] = B[i, j] * 2
            C[i, j] = A[i, j] + 1
     """))
S = 'A: T.Buffer((16,), "int32"), B: T.Buffer((16,), "int32")'
case("mal_reads_earlier", "merge_adjacent_loops", "The second loop reads A[i - 1], written by an EARLIER iteration of the first: merging is legal.", "exact", "merge-loops",
     P(S, """
        for i in range(16):
            A[i] = i * 3
        for i in range(16):
            if i > 0:
                B[i] = A[i - 1]
     """),
     P(S, """
        for i in range(16):
            A[i] = i * 3
            if i > 0:
                B[i] = A[i - 1]
     """))
S = 'A: T.Buffer((16,), "int32"), B: T.Buffer((16,), "int32"), C: T.Buffer((4,), "int32")'
case("mal_across_unrelated", "merge_adjacent_loops", "Two loops separated by a loop that touches neither's buffers merge.", "exact", "merge-loops",
     P(S, """
        for i in range(16):
            A[i] = i + 1
        for k in range(4):
            C[k] = k
        for i in range(16):
            B[i] = A[i] * 2
     """),
     P(S, """
        for i in range(16):
            A[i] = i + 1
            B[i] = A[i] * 2
        for k in range(4):
            C[k] = k
     """))
S = 'A: T.Buffer((16,), "int32"), B: T.Buffer((16,), "int32")'
case("mal_reverse_forbidden", "merge_adjacent_loops", "The second loop reads and writes A[15 - i], written by a later iteration of the first for i < 8: merging is illegal.", "negative", "merge-loops",
     P(S, """
        for i in range(16):
            A[i] = B[i]
        for i in range(16):
            A[15 - i] = A[15 - i] * 2
     """),
     P(S, """
        for i in range(16):
            A[i] = B[i]
        for i in range(16):
            A[15 - i] = A[15 - i] * 2
     """),
     forbidden=P(S, """
        for i in range(16):
            A[i] = B[i]
            A[15 - i] = A[15 - i] * 2
     """))
S = 'A: T.Buffer((16,), "int32")'
case("mal_producer_pad_1d", "merge_adjacent_loops", "1-d producer and padding loop (i < 13 / i >= 13) merge, then the complementary ifs become one if/else.", "exact", "merge-loops,simplify",
     P(S, """
        for i in range(16):
            if i < 13:
                A[i] = i * 3
        for i in range(16):
            if i >= 13:
                A[i] = -1
     """),
     P(S, """
        for i in range(16):
            if i < 13:
                A[i] = i * 3
            else:
                A[i] = -1
     """))

# ---------------------------------------------------------------- overcompute
S = 'A: T.Buffer((3, 8), "int32"), W: T.Buffer((3, 8), "int32"), B: T.Buffer((1,), "int32")'
case("rbto_consumer_assume_product", "remove_branching_through_overcompute", "A's padding assumed 0: the guard 8*io+ii < 20 of B += A * W can go (0 * W adds 0).", "exact", "overcompute",
     P(S, """
        for io, ii in T.grid(3, 8):
            T.assume(8 * io + ii < 20 or A[io, ii] == 0)
        B[0] = 0
        for io, ii in T.grid(3, 8):
            if 8 * io + ii < 20:
                B[0] = B[0] + A[io, ii] * W[io, ii]
     """),
     P(S, """
        for io, ii in T.grid(3, 8):
            T.assume(8 * io + ii < 20 or A[io, ii] == 0)
        B[0] = 0
        for io, ii in T.grid(3, 8):
            B[0] = B[0] + A[io, ii] * W[io, ii]
     """))
S = 'A: T.Buffer((2, 8), "float32"), B: T.Buffer((2, 8), "float32")'
case("rbto_elementwise_undef_float", "remove_branching_through_overcompute", "Element-wise producer guard (8*io+ii < 13) goes: the padding it also writes is later stored with T.undef(); A's padding is readable (undef assumption).", "exact", "overcompute",
     P(S, """
        for io, ii in T.grid(2, 8):
            T.assume(8 * io + ii < 13 or A[io, ii] == T.Cast("float32", T.undef()))
        for io, ii in T.grid(2, 8):
            if 8 * io + ii < 13:
                B[io, ii] = A[io, ii] + T.float32(1.0)
        for io, ii in T.grid(2, 8):
            if 8 * io + ii >= 13:
                B[io, ii] = T.Cast("float32", T.undef())
     """),
     P(S, """
        for io, ii in T.grid(2, 8):
            T.assume(8 * io + ii < 13 or A[io, ii] == T.Cast("float32", T.undef()))
        for io, ii in T.grid(2, 8):
            B[io, ii] = A[io, ii] + T.float32(1.0)
        for io, ii in T.grid(2, 8):
            if 8 * io + ii >= 13:
                B[io, ii] = T.Cast("float32", T.undef())
     """))
S = 'A: T.Buffer((4, 4), "int32"), B: T.Buffer((4, 4), "int32")'
case("rbto_output_pad_const_overwritten", "remove_branching_through_overcompute", "The producer guard goes because the padding loop overwrites B's padding with 0 before any read; A's padding readable by its undef assumption.", "exact", "overcompute",
     P(S, """
        for io, ii in T.grid(4, 4):
            T.assume(4 * io + ii < 14 or A[io, ii] == T.undef())
        for io, ii in T.grid(4, 4):
            if 4 * io + ii < 14:
                B[io, ii] = A[io, ii] * 3
        for io, ii in T.grid(4, 4):
            if 4 * io + ii >= 14:
                B[io, ii] = 0
     """),
     P(S, """
        for io, ii in T.grid(4, 4):
            T.assume(4 * io + ii < 14 or A[io, ii] == T.undef())
        for io, ii in T.grid(4, 4):
            B[io, ii] = A[io, ii] * 3
        for io, ii in T.grid(4, 4):
            if 4 * io + ii >= 14:
                B[io, ii] = 0
     """))
S = 'A: T.Buffer((14,), "int32"), B: T.Buffer((1,), "int32")'
case("rbto_internal_unpadded_forbidden", "remove_branching_through_overcompute", "An internal buffer whose padding is never written: the consumer guard must stay (the padding holds no known value).", "negative", "overcompute",
     P(S, """
        A_local = T.alloc_buffer((4, 4), "int32", scope="local")
        for io, ii in T.grid(4, 4):
            if 4 * io + ii < 14:
                A_local[io, ii] = A[4 * io + ii]
        B[0] = 0
        for io, ii in T.grid(4, 4):
            if 4 * io + ii < 14:
                B[0] = B[0] + A_local[io, ii]
     """),
     P(S, """
        A_local = T.alloc_buffer((4, 4), "int32", scope="local")
        for io, ii in T.grid(4, 4):
            if 4 * io + ii < 14:
                A_local[io, ii] = A[4 * io + ii]
        B[0] = 0
        for io, ii in T.grid(4, 4):
            if 4 * io + ii < 14:
                B[0] = B[0] + A_local[io, ii]
     """),
     forbidden=P(S, """
        A_local = T.alloc_buffer((4, 4), "int32", scope="local")
        for io, ii in T.grid(4, 4):
            if 4 * io + ii < 14:
                A_local[io, ii] = A[4 * io + ii]
        B[0] = 0
        for io, ii in T.grid(4, 4):
            B[0] = B[0] + A_local[io, ii]
     """))
S = 'A: T.Buffer((16,), "int32"), B: T.Buffer((1,), "int32")'
case("rbto_simplify_else_noop", "remove_branching_through_overcompute", "simplify,remove-no-op: in the else block the assumption gives A[i] == 0, so B += A[i] * 3 adds 0 and the else is removed.", "exact", "simplify,remove-no-op",
     P(S, """
        for i in range(16):
            T.assume(i < 12 or A[i] == 0)
        B[0] = 0
        for i in range(16):
            if i < 12:
                B[0] = B[0] + A[i] * 2
            else:
                B[0] = B[0] + A[i] * 3
     """),
     P(S, """
        for i in range(16):
            T.assume(i < 12 or A[i] == 0)
        B[0] = 0
        for i in range(16):
            if i < 12:
                B[0] = B[0] + A[i] * 2
     """))

# ---------------------------------------------------------------- branching
S = 'A: T.Buffer((3, 8, 4), "int32"), B: T.Buffer((3, 8), "int32")'
case("robt_reduction_3x8", "remove_overcompute_through_branching", "The reduction's writes into B's padding (io == 2 and ii >= 4) are overwritten by the padding loop: those iterations are skipped with a guard.", "exact", "branching",
     P(S, """
        for io, ii in T.grid(3, 8):
            B[io, ii] = 0
            for k in range(4):
                B[io, ii] = B[io, ii] + A[io, ii, k]
        for io, ii in T.grid(3, 8):
            if io == 2 and ii >= 4:
                B[io, ii] = -1
     """),
     P(S, """
        for io, ii in T.grid(3, 8):
            if io < 2 or io == 2 and ii < 4:
                B[io, ii] = 0
                for k in range(4):
                    B[io, ii] = B[io, ii] + A[io, ii, k]
        for io, ii in T.grid(3, 8):
            if io == 2 and ii >= 4:
                B[io, ii] = -1
     """))
S = 'A: T.Buffer((16,), "float32"), B: T.Buffer((16,), "float32")'
case("robt_1d_conv", "remove_overcompute_through_branching", "1-d: writes to B[i] for i >= 13 are overwritten by the padding loop; the compute loop gets the guard i < 13.", "exact", "branching",
     P(S, """
        for i in range(16):
            B[i] = T.float32(0.0)
            for k in range(3):
                B[i] = B[i] + A[(i + k) % 16]
        for i in range(16):
            if i >= 13:
                B[i] = T.float32(-1.0)
     """),
     P(S, """
        for i in range(16):
            if i < 13:
                B[i] = T.float32(0.0)
                for k in range(3):
                    B[i] = B[i] + A[(i + k) % 16]
        for i in range(16):
            if i >= 13:
                B[i] = T.float32(-1.0)
     """))


# ---------------------------------------------------------------- extra round
S = 'A: T.Buffer((16,), "int32"), n: T.int32'
case("rle_symbolic_guard", "reduce_loop_extents", "Constant extent with a symbolic guard i < n: the extent becomes min(n, 16).", "exact", "reduce-loop-extents",
     P(S, """
        for i in range(16):
            if i < n:
                A[i] = i
     """),
     P(S, """
        for i in range(T.min(n, 16)):
            A[i] = i
     """), scalars={"n": [-3, 20]})
S = 'A: T.Buffer((8,), "int32"), n: T.int32'
case("assume_prunes_branch", "assume", "T.assume(n > 0) decides the later condition 0 < n: the if/else becomes its then branch.", "exact", "simplify",
     P(S, """
        T.assume(n > 0)
        for i in range(8):
            if 0 < n:
                A[i] = 1
            else:
                A[i] = 2
     """),
     P(S, """
        T.assume(n > 0)
        for i in range(8):
            A[i] = 1
     """), scalars={"n": [1, 5]})
S = 'A: T.Buffer((16,), "int32"), B: T.Buffer((16,), "int32")'
case("merge_identical_no_else", "simplify_conditionals", "Two consecutive ifs without else on the same condition merge into one.", "exact", "simplify",
     P(S, """
        for i in range(16):
            if i < 8:
                A[i] = 1
            if i < 8:
                B[i] = 2
     """),
     P(S, """
        for i in range(16):
            if i < 8:
                A[i] = 1
                B[i] = 2
     """))
S = 'A: T.Buffer((16,), "int32"), B: T.Buffer((16,), "int32")'
case("mal_war_forbidden", "merge_adjacent_loops", "The second loop writes A[i], which a LATER iteration of the first loop reads (A[15 - i] for i < 8): merging is illegal.", "negative", "merge-loops",
     P(S, """
        for i in range(16):
            B[i] = A[15 - i]
        for i in range(16):
            A[i] = 0
     """),
     P(S, """
        for i in range(16):
            B[i] = A[15 - i]
        for i in range(16):
            A[i] = 0
     """),
     forbidden=P(S, """
        for i in range(16):
            B[i] = A[15 - i]
            A[i] = 0
     """))
S = 'A: T.Buffer((4, 4), "int32"), B: T.Buffer((1,), "int32")'
case("rbto_pad_one_forbidden", "remove_branching_through_overcompute", "A's padding is assumed 1, not 0: adding it is not a no-op, the guard must stay.", "negative", "overcompute",
     P(S, """
        for io, ii in T.grid(4, 4):
            T.assume(4 * io + ii < 14 or A[io, ii] == 1)
        B[0] = 0
        for io, ii in T.grid(4, 4):
            if 4 * io + ii < 14:
                B[0] = B[0] + A[io, ii]
     """),
     P(S, """
        for io, ii in T.grid(4, 4):
            T.assume(4 * io + ii < 14 or A[io, ii] == 1)
        B[0] = 0
        for io, ii in T.grid(4, 4):
            if 4 * io + ii < 14:
                B[0] = B[0] + A[io, ii]
     """),
     forbidden=P(S, """
        for io, ii in T.grid(4, 4):
            T.assume(4 * io + ii < 14 or A[io, ii] == 1)
        B[0] = 0
        for io, ii in T.grid(4, 4):
            B[0] = B[0] + A[io, ii]
     """))
S = 'A: T.Buffer((14,), "float32"), B: T.Buffer((1,), "float32")'
case("rbto_internal_cache_2x8_float", "remove_branching_through_overcompute", "Internal cache (2, 8) whose padding (8*io+ii >= 14) the function fills with 0.0: the consumer guard goes.", "exact", "overcompute",
     P(S, """
        C = T.alloc_buffer((2, 8), "float32")
        for io, ii in T.grid(2, 8):
            if 8 * io + ii < 14:
                C[io, ii] = A[8 * io + ii]
        for io, ii in T.grid(2, 8):
            if io == 1 and ii >= 6:
                C[io, ii] = T.float32(0.0)
        B[0] = T.float32(0.0)
        for io, ii in T.grid(2, 8):
            if 8 * io + ii < 14:
                B[0] = B[0] + C[io, ii] * T.float32(2.0)
     """),
     P(S, """
        C = T.alloc_buffer((2, 8), "float32")
        for io, ii in T.grid(2, 8):
            if 8 * io + ii < 14:
                C[io, ii] = A[8 * io + ii]
        for io, ii in T.grid(2, 8):
            if io == 1 and ii >= 6:
                C[io, ii] = T.float32(0.0)
        B[0] = T.float32(0.0)
        for io, ii in T.grid(2, 8):
            B[0] = B[0] + C[io, ii] * T.float32(2.0)
     """), note="B starts at +0.0 and 0.0 * 2.0 = +0.0, so the extra terms add +0.0 (no sign-of-zero issue).")
case("tl_input_front_offset", "transform_layout", "Input A (13,) with map (i + 3) // 8, (i + 3) % 8 and pad -1: the assumption covers the front padding (8*io+ii < 3) and the tail (8*io+ii >= 16).", "layout", "layout",
     P('A: T.Buffer((13,), "int32"), B: T.Buffer((13,), "int32")', """
        for i in range(13):
            B[i] = A[i] + 5
     """),
     P('A: T.Buffer((2, 8), "int32"), B: T.Buffer((13,), "int32")', """
        for io, ii in T.grid(2, 8):
            T.assume(3 <= 8 * io + ii and 8 * io + ii < 16 or A[io, ii] == -1)
        for i in range(13):
            B[i] = A[(i + 3) // 8, (i + 3) % 8] + 5
     """),
     extra=L("layout", [("A", "lambda i: ((i + 3) // 8, (i + 3) % 8)", "-1")]),
     layout={"A": {"map": "lambda i: ((i + 3) // 8, (i + 3) % 8)", "pad": "lambda io, ii: -1", "role": "input"}})
S = 'A: T.Buffer((2, 8, 3), "int32"), B: T.Buffer((2, 8), "int32")'
case("robt_front_pad", "remove_overcompute_through_branching", "Front padding (io == 0 and ii < 2) overwritten by the padding loop: the reduction skips it.", "exact", "branching",
     P(S, """
        for io, ii in T.grid(2, 8):
            B[io, ii] = 0
            for k in range(3):
                B[io, ii] = B[io, ii] + A[io, ii, k]
        for io, ii in T.grid(2, 8):
            if io == 0 and ii < 2:
                B[io, ii] = 7
     """),
     P(S, """
        for io, ii in T.grid(2, 8):
            if io != 0 or ii >= 2:
                B[io, ii] = 0
                for k in range(3):
                    B[io, ii] = B[io, ii] + A[io, ii, k]
        for io, ii in T.grid(2, 8):
            if io == 0 and ii < 2:
                B[io, ii] = 7
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
