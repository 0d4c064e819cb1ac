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


# Fifth batch (padding5): weighted towards transform_layout (pipelines, several buffers, several
# steps on one buffer, self-reading pad lambdas, offset and 2-d/3-d maps, int8/float16, internal
# buffers) and the overcompute / branching transforms.

# ================================================================ transform_layout
S0 = 'A: T.Buffer((10,), "int32"), B: T.Buffer((10,), "int32")'
case("tl5_two_steps_split_then_transpose", "transform_layout", "Two transform_layout steps on one output B (10,): i -> [i//4, i%4] pad 0 (padding [2, 2], [2, 3]), then [io, ii] -> [ii, io] (no new padding): accesses become B[i % 4, i // 4] and the first step's postlude, rewritten by the second map, still writes 0 into the padding (now [2, 2], [3, 2]).", "layout", "layout",
     P(S0, """
        for i in range(10):
            B[i] = A[i] * 2
     """),
     P('A: T.Buffer((10,), "int32"), B: T.Buffer((4, 3), "int32")', """
        for i in range(10):
            B[i % 4, i // 4] = A[i] * 2
        for io, ii in T.grid(3, 4):
            if 4 * io + ii >= 10:
                B[ii, io] = 0
     """),
     extra=L([("B", "lambda i: (i // 4, i % 4)", "0"), ("B", "lambda io, ii: (ii, io)", "none")]),
     layout={"B": {"map": "lambda i: (i % 4, i // 4)", "pad": "lambda a, b: 0", "role": "output"}},
     note="Two --buffer groups for the same buffer, applied in order; layout.map is their composition.")
case("tl5_two_steps_second_pads_int8", "transform_layout", "Two steps on an int8 output B (6,): i -> [i//2, i%2] (3, 2) without padding, then [a, b] -> [a//2, a%2, b] (2, 2, 2) pad -1, which pads a == 3: the composed access is B[i // 4, i % 4 // 2, i % 2] and the second step's postlude writes -1 where 2*ao+ai >= 3.", "layout", "layout",
     P('A: T.Buffer((6,), "int8"), B: T.Buffer((6,), "int8")', """
        for i in range(6):
            B[i] = A[i] + T.int8(1)
     """),
     P('A: T.Buffer((6,), "int8"), B: T.Buffer((2, 2, 2), "int8")', """
        for i in range(6):
            B[i // 4, i % 4 // 2, i % 2] = A[i] + T.int8(1)
        for ao, ai, b in T.grid(2, 2, 2):
            if 2 * ao + ai >= 3:
                B[ao, ai, b] = T.int8(-1)
     """),
     extra=L([("B", "lambda i: (i // 2, i % 2)", "none"), ("B", "lambda a, b: (a // 2, a % 2, b)", "-1")]),
     layout={"B": {"map": "lambda i: (i // 4, i % 4 // 2, i % 2)", "pad": "lambda x, y, z: -1", "role": "output"}},
     note="Two --buffer groups for the same buffer, applied in order; layout.map is their composition.")
case("tl5_seq_output_3x5", "transform_layout", "layout,sequential-access on an output B (13,) -> [i//5, i%5] (3, 5) pad -1: the compute loop is rewritten to iterate B's layout (io, ii with guard 5*io+ii < 13, i replaced by 5*io+ii) and the postlude writes -1 where 5*io+ii >= 13.", "layout", "layout,sequential-access",
     P('A: T.Buffer((13,), "int32"), B: T.Buffer((13,), "int32")', """
        for i in range(13):
            B[i] = A[i] * 3 + 1
     """),
     P('A: T.Buffer((13,), "int32"), B: T.Buffer((3, 5), "int32")', """
        for io, ii in T.grid(3, 5):
            if 5 * io + ii < 13:
                B[io, ii] = A[5 * io + ii] * 3 + 1
        for io, ii in T.grid(3, 5):
            if 5 * io + ii >= 13:
                B[io, ii] = -1
     """),
     extra=L([("B", "lambda i: (i // 5, i % 5)", "-1")]),
     layout={"B": {"map": "lambda i: (i // 5, i % 5)", "pad": "lambda io, ii: -1", "role": "output"}},
     note="The one --buffer group serves both passes.")
case("tl5_seq_input_offset_row_sum", "transform_layout", "layout,sequential-access on an input A (4, 13) -> [i, (j+3)//8, (j+3)%8] (4, 2, 8) pad 0 (front padding only, 13 + 3 = 16): the assumption 3 <= 8*jo+ji or A == 0, and the row sum's j loop split into jo, ji with the guard 3 <= 8*jo+ji.", "layout", "layout,sequential-access",
     P('A: T.Buffer((4, 13), "int32"), B: T.Buffer((4,), "int32")', """
        for i in range(4):
            B[i] = 0
            for j in range(13):
                B[i] = B[i] + A[i, j]
     """),
     P('A: T.Buffer((4, 2, 8), "int32"), B: T.Buffer((4,), "int32")', """
        for i, jo, ji in T.grid(4, 2, 8):
            T.assume(3 <= 8 * jo + ji or A[i, jo, ji] == 0)
        for i in range(4):
            B[i] = 0
            for jo, ji in T.grid(2, 8):
                if 3 <= 8 * jo + ji:
                    B[i] = B[i] + A[i, jo, ji]
     """),
     extra=L([("A", "lambda i, j: (i, (j + 3) // 8, (j + 3) % 8)", "0")]),
     layout={"A": {"map": "lambda i, j: (i, (j + 3) // 8, (j + 3) % 8)", "pad": "lambda i, jo, ji: 0", "role": "input"}},
     note="The one --buffer group serves both passes.")
case("tl5_output_offset_2d_self_load_pad", "transform_layout", "Output B (2, 9) with the offset map [i, j] -> [i, (j+1)//4, (j+1)%4] (2, 3, 4): padding at both ends of each row (4*jo+ji < 1 or >= 10); pad_value lambda i, jo, ji: B[i, 0] (pre-transformation index, rewritten to B[i, 0, 1]) repeats the row's first element.", "layout", "layout",
     P('A: T.Buffer((2, 9), "int32"), B: T.Buffer((2, 9), "int32")', """
        for i, j in T.grid(2, 9):
            B[i, j] = A[i, j] - j
     """),
     P('A: T.Buffer((2, 9), "int32"), B: T.Buffer((2, 3, 4), "int32")', """
        for i, j in T.grid(2, 9):
            B[i, (j + 1) // 4, (j + 1) % 4] = A[i, j] - j
        for i, jo, ji in T.grid(2, 3, 4):
            if 4 * jo + ji < 1 or 4 * jo + ji >= 10:
                B[i, jo, ji] = B[i, 0, 1]
     """),
     extra=L([("B", "lambda i, j: (i, (j + 1) // 4, (j + 1) % 4)", "lambda i, jo, ji: B[i, 0]")]),
     layout={"B": {"map": "lambda i, j: (i, (j + 1) // 4, (j + 1) % 4)", "pad": "lambda i, jo, ji: L(i, 0)", "role": "output"}})
case("tl5_input_2d_tile_int8_undef", "transform_layout", "Input A (5, 6) int8 tiled [i, j] -> [i//4, j//4, i%4, j%4] (2, 2, 4, 4) with pad undef: the readable-padding assumption 4*io+ii < 5 and 4*jo+ji < 6 or A == T.Cast(int8, T.undef()); the consumer's index is rewritten.", "layout", "layout",
     P('A: T.Buffer((5, 6), "int8"), B: T.Buffer((5, 6), "int8")', """
        for i, j in T.grid(5, 6):
            B[i, j] = A[i, j] * T.int8(2)
     """),
     P('A: T.Buffer((2, 2, 4, 4), "int8"), B: T.Buffer((5, 6), "int8")', """
        for io, jo, ii, ji in T.grid(2, 2, 4, 4):
            T.assume(4 * io + ii < 5 and 4 * jo + ji < 6 or A[io, jo, ii, ji] == T.Cast("int8", T.undef()))
        for i, j in T.grid(5, 6):
            B[i, j] = A[i // 4, j // 4, i % 4, j % 4] * T.int8(2)
     """),
     extra=L([("A", "lambda i, j: (i // 4, j // 4, i % 4, j % 4)", "undef")]),
     layout={"A": {"map": "lambda i, j: (i // 4, j // 4, i % 4, j % 4)", "pad": "lambda io, jo, ii, ji: ANY", "role": "input"}})
case("tl5_output_3d_float16_split_last_moved", "transform_layout", "Output B (3, 4, 5) float16 with [i, j, k] -> [i, k//2, j, k%2] (3, 3, 4, 2) (the split dim's outer part moved before j), pad 1.5: postlude where 2*ko+ki >= 5.", "layout", "layout",
     P('A: T.Buffer((3, 4, 5), "float16"), B: T.Buffer((3, 4, 5), "float16")', """
        for i, j, k in T.grid(3, 4, 5):
            B[i, j, k] = A[i, j, k] + T.float16(1)
     """),
     P('A: T.Buffer((3, 4, 5), "float16"), B: T.Buffer((3, 3, 4, 2), "float16")', """
        for i, j, k in T.grid(3, 4, 5):
            B[i, k // 2, j, k % 2] = A[i, j, k] + T.float16(1)
        for i, ko, j, ki in T.grid(3, 3, 4, 2):
            if 2 * ko + ki >= 5:
                B[i, ko, j, ki] = T.float16(1.5)
     """),
     extra=L([("B", "lambda i, j, k: (i, k // 2, j, k % 2)", "1.5")]),
     layout={"B": {"map": "lambda i, j, k: (i, k // 2, j, k % 2)", "pad": "lambda i, ko, j, ki: 1.5", "role": "output"}})
case("tl5_three_buffers_input_internal_output", "transform_layout", "Three groups: input A (10,) -> [i//4, i%4] pad 0 (assumption), internal C (10,) -> [i//3, i%3] pad none (accesses rewritten, nothing written to its padding), output B (10,) -> [(i+2)//4, (i+2)%4] pad undef (front padding only: postlude of T.undef() where 4*io+ii < 2).", "layout", "layout",
     P(S0, """
        C = T.alloc_buffer((10,), "int32")
        for i in range(10):
            C[i] = A[i] + 1
        for i in range(10):
            B[i] = C[i] * C[9 - i]
     """),
     P('A: T.Buffer((3, 4), "int32"), B: T.Buffer((3, 4), "int32")', """
        for io, ii in T.grid(3, 4):
            T.assume(4 * io + ii < 10 or A[io, ii] == 0)
        C = T.alloc_buffer((4, 3), "int32")
        for i in range(10):
            C[i // 3, i % 3] = A[i // 4, i % 4] + 1
        for i in range(10):
            B[(i + 2) // 4, (i + 2) % 4] = C[i // 3, i % 3] * C[(9 - i) // 3, (9 - i) % 3]
        for io, ii in T.grid(3, 4):
            if 4 * io + ii < 2:
                B[io, ii] = T.undef()
     """),
     extra=L([("A", "lambda i: (i // 4, i % 4)", "0"), ("C", "lambda i: (i // 3, i % 3)", "none"),
              ("B", "lambda i: ((i + 2) // 4, (i + 2) % 4)", "undef")]),
     layout={"A": {"map": "lambda i: (i // 4, i % 4)", "pad": "lambda io, ii: 0", "role": "input"},
             "B": {"map": "lambda i: ((i + 2) // 4, (i + 2) % 4)", "pad": "lambda io, ii: ANY", "role": "output"}})
case("tl5_internal_2d_self_load_pad_int16", "transform_layout", "Internal int16 buffer C (2, 7) -> [i, j//4, j%4] (2, 2, 4) with pad_value lambda i, jo, ji: C[i, 6] * 2 (pre-transformation index, rewritten to C[i, 1, 2]): a postlude after C's write stage; both reads (C[i, 6 - j], C[i, j]) rewritten.", "exact", "layout",
     P('A: T.Buffer((2, 7), "int16"), B: T.Buffer((2, 7), "int16")', """
        C = T.alloc_buffer((2, 7), "int16")
        for i, j in T.grid(2, 7):
            C[i, j] = A[i, j] + T.int16(3)
        for i, j in T.grid(2, 7):
            B[i, j] = C[i, 6 - j] - C[i, j]
     """),
     P('A: T.Buffer((2, 7), "int16"), B: T.Buffer((2, 7), "int16")', """
        C = T.alloc_buffer((2, 2, 4), "int16")
        for i, j in T.grid(2, 7):
            C[i, j // 4, j % 4] = A[i, j] + T.int16(3)
        for i, jo, ji in T.grid(2, 2, 4):
            if 4 * jo + ji >= 7:
                C[i, jo, ji] = C[i, 1, 2] * T.int16(2)
        for i, j in T.grid(2, 7):
            B[i, j] = C[i, (6 - j) // 4, (6 - j) % 4] - C[i, j // 4, j % 4]
     """),
     extra=L([("C", "lambda i, j: (i, j // 4, j % 4)", "lambda i, jo, ji: C[i, 6] * 2")]))
case("tl5_seq_internal_cache", "transform_layout", "layout,sequential-access on an internal cache C (10,) -> [i//4, i%4] pad 0: both loops that access C iterate its layout (io, ii, guard 4*io+ii < 10, i replaced by 4*io+ii), and the postlude after the write stage stores 0 into C's padding.", "exact", "layout,sequential-access",
     P(S0, """
        C = T.alloc_buffer((10,), "int32")
        for i in range(10):
            C[i] = A[i] * 2
        for i in range(10):
            B[i] = C[i] + 1
     """),
     P(S0, """
        C = T.alloc_buffer((3, 4), "int32")
        for io, ii in T.grid(3, 4):
            if 4 * io + ii < 10:
                C[io, ii] = A[4 * io + ii] * 2
        for io, ii in T.grid(3, 4):
            if 4 * io + ii >= 10:
                C[io, ii] = 0
        for io, ii in T.grid(3, 4):
            if 4 * io + ii < 10:
                B[4 * io + ii] = C[io, ii] + 1
     """),
     extra=L([("C", "lambda i: (i // 4, i % 4)", "0")]),
     note="The one --buffer group serves both passes.")
case("tl5_matmul_input_output_outer_split", "transform_layout", "Matmul B (5, 6) = A (5, 3) x W (3, 6): A -> [i//4, k, i%4] (2, 3, 4) pad 0 (assumption 4*io+ii < 5 or A == 0) and B -> [i//4, j, i%4] (2, 6, 4) pad none (no postlude); the init, the update's read and write, and A's read are rewritten; W is untouched.", "layout", "layout",
     P('A: T.Buffer((5, 3), "int32"), W: T.Buffer((3, 6), "int32"), B: T.Buffer((5, 6), "int32")', """
        for i, j in T.grid(5, 6):
            B[i, j] = 0
            for k in range(3):
                B[i, j] = B[i, j] + A[i, k] * W[k, j]
     """),
     P('A: T.Buffer((2, 3, 4), "int32"), W: T.Buffer((3, 6), "int32"), B: T.Buffer((2, 6, 4), "int32")', """
        for io, k, ii in T.grid(2, 3, 4):
            T.assume(4 * io + ii < 5 or A[io, k, ii] == 0)
        for i, j in T.grid(5, 6):
            B[i // 4, j, i % 4] = 0
            for k in range(3):
                B[i // 4, j, i % 4] = B[i // 4, j, i % 4] + A[i // 4, k, i % 4] * W[k, j]
     """),
     extra=L([("A", "lambda i, k: (i // 4, k, i % 4)", "0"), ("B", "lambda i, j: (i // 4, j, i % 4)", "none")]),
     layout={"A": {"map": "lambda i, k: (i // 4, k, i % 4)", "pad": "lambda io, k, ii: 0", "role": "input"},
             "B": {"map": "lambda i, j: (i // 4, j, i % 4)", "pad": "lambda io, j, ii: ANY", "role": "output"}})
case("tl5_seq_output_front_offset_2d", "transform_layout", "layout,sequential-access on an output B (3, 6) -> [i, (j+2)//4, (j+2)%4] (3, 2, 4) pad 0 (front padding only): the compute nest iterates i, jo, ji with the guard 2 <= 4*jo+ji and j replaced by 4*jo+ji-2; the postlude writes 0 where 4*jo+ji < 2.", "layout", "layout,sequential-access",
     P('A: T.Buffer((3, 6), "int32"), B: T.Buffer((3, 6), "int32")', """
        for i, j in T.grid(3, 6):
            B[i, j] = A[i, j] * 3
     """),
     P('A: T.Buffer((3, 6), "int32"), B: T.Buffer((3, 2, 4), "int32")', """
        for i, jo, ji in T.grid(3, 2, 4):
            if 2 <= 4 * jo + ji:
                B[i, jo, ji] = A[i, 4 * jo + ji - 2] * 3
        for i, jo, ji in T.grid(3, 2, 4):
            if 4 * jo + ji < 2:
                B[i, jo, ji] = 0
     """),
     extra=L([("B", "lambda i, j: (i, (j + 2) // 4, (j + 2) % 4)", "0")]),
     layout={"B": {"map": "lambda i, j: (i, (j + 2) // 4, (j + 2) % 4)", "pad": "lambda i, jo, ji: 0", "role": "output"}},
     note="The one --buffer group serves both passes.")
case("tl5_output_read_back_postlude_first", "transform_layout", "Output B (10,) -> [i//4, i%4] pad 7 that the function reads back (C[i] = B[i] + B[9 - i]): the postlude follows B's write stage, before the consumer; both reads are rewritten; C is untouched.", "layout", "layout",
     P('A: T.Buffer((10,), "int32"), B: T.Buffer((10,), "int32"), C: T.Buffer((10,), "int32")', """
        for i in range(10):
            B[i] = A[i] + 1
        for i in range(10):
            C[i] = B[i] + B[9 - i]
     """),
     P('A: T.Buffer((10,), "int32"), B: T.Buffer((3, 4), "int32"), C: T.Buffer((10,), "int32")', """
        for i in range(10):
            B[i // 4, i % 4] = A[i] + 1
        for io, ii in T.grid(3, 4):
            if 4 * io + ii >= 10:
                B[io, ii] = 7
        for i in range(10):
            C[i] = B[i // 4, i % 4] + B[(9 - i) // 4, (9 - i) % 4]
     """),
     extra=L([("B", "lambda i: (i // 4, i % 4)", "7")]),
     layout={"B": {"map": "lambda i: (i // 4, i % 4)", "pad": "lambda io, ii: 7", "role": "output"}})
case("tl5_input_3d_offset_two_splits_int16", "transform_layout", "Input A (3, 6, 2) int16 with the 3-d map [i, j, k] -> [(i+1)//2, j//4, k, (i+1)%2, j%4] (2, 2, 2, 2, 4) pad 0: an offset split of i (front padding at 2*io+ii == 0) and a plain split of j (tail 4*jo+ji >= 6); assumption 1 <= 2*io+ii and 4*jo+ji < 6 or A == 0 (2*io+ii < 4 always holds).", "layout", "layout",
     P('A: T.Buffer((3, 6, 2), "int16"), B: T.Buffer((3, 6, 2), "int16")', """
        for i, j, k in T.grid(3, 6, 2):
            B[i, j, k] = A[i, j, k] + T.int16(1)
     """),
     P('A: T.Buffer((2, 2, 2, 2, 4), "int16"), B: T.Buffer((3, 6, 2), "int16")', """
        for io, jo, k, ii, ji in T.grid(2, 2, 2, 2, 4):
            T.assume(1 <= 2 * io + ii and 4 * jo + ji < 6 or A[io, jo, k, ii, ji] == T.int16(0))
        for i, j, k in T.grid(3, 6, 2):
            B[i, j, k] = A[(i + 1) // 2, j // 4, k, (i + 1) % 2, j % 4] + T.int16(1)
     """),
     extra=L([("A", "lambda i, j, k: ((i + 1) // 2, j // 4, k, (i + 1) % 2, j % 4)", "0")]),
     layout={"A": {"map": "lambda i, j, k: ((i + 1) // 2, j // 4, k, (i + 1) % 2, j % 4)", "pad": "lambda io, jo, k, ii, ji: 0", "role": "input"}})

case("tl5_seq_two_buffers_same_map", "transform_layout", "layout,sequential-access with two groups, input A (14,) pad 0 and output B (14,) pad undef, both i -> [i//4, i%4]: the assumption loop for A, the element-wise loop split once into io, ii (guard 4*io+ii < 14) serving both buffers, and B's T.undef() postlude.", "layout", "layout,sequential-access",
     P('A: T.Buffer((14,), "int32"), B: T.Buffer((14,), "int32")', """
        for i in range(14):
            B[i] = A[i] * 2
     """),
     P('A: T.Buffer((4, 4), "int32"), B: T.Buffer((4, 4), "int32")', """
        for io, ii in T.grid(4, 4):
            T.assume(4 * io + ii < 14 or A[io, ii] == 0)
        for io, ii in T.grid(4, 4):
            if 4 * io + ii < 14:
                B[io, ii] = A[io, ii] * 2
        for io, ii in T.grid(4, 4):
            if 4 * io + ii >= 14:
                B[io, ii] = T.undef()
     """),
     extra=L([("A", "lambda i: (i // 4, i % 4)", "0"), ("B", "lambda i: (i // 4, i % 4)", "undef")]),
     layout={"A": {"map": "lambda i: (i // 4, i % 4)", "pad": "lambda io, ii: 0", "role": "input"},
             "B": {"map": "lambda i: (i // 4, i % 4)", "pad": "lambda io, ii: ANY", "role": "output"}},
     note="Each --buffer group serves both passes.")

# ================================================================ sequential_buffer_access
case("sb5_2d_tile_read_reduce", "sequential_buffer_access", "An int32 sum over a (6, 7) input read through its 2-d tiling A[i//4, j//4, i%4, j%4] (2, 2, 4, 4): the nest becomes io, jo, ii, ji in A's order, each split dimension's guard under its inner loop (4*io+ii < 6 under ii, 4*jo+ji < 7 under ji), as in the shared sba_assume_nested (reordering an integer sum is legal).", "exact", "sequential-access",
     P('A: T.Buffer((2, 2, 4, 4), "int32"), B: T.Buffer((1,), "int32")', """
        B[0] = 0
        for i, j in T.grid(6, 7):
            B[0] = B[0] + A[i // 4, j // 4, i % 4, j % 4]
     """),
     P('A: T.Buffer((2, 2, 4, 4), "int32"), B: T.Buffer((1,), "int32")', """
        B[0] = 0
        for io, jo, ii in T.grid(2, 2, 4):
            if 4 * io + ii < 6:
                for ji in range(4):
                    if 4 * jo + ji < 7:
                        B[0] = B[0] + A[io, jo, ii, ji]
     """), extra=["--buffer", "A"])
case("sb5_3d_split_middle_float16", "sequential_buffer_access", "A float16 3-d nest (i, j, k) writing A[i, j//4, k, j%4] (3, 3, 2, 4): j is split into jo, ji and k placed between them (A's order i, jo, k, ji), guard 4*jo+ji < 10, j replaced by 4*jo+ji.", "exact", "sequential-access",
     P('A: T.Buffer((3, 3, 2, 4), "float16"), B: T.Buffer((3, 10, 2), "float16")', """
        for i, j, k in T.grid(3, 10, 2):
            A[i, j // 4, k, j % 4] = B[i, j, k] * T.float16(2)
     """),
     P('A: T.Buffer((3, 3, 2, 4), "float16"), B: T.Buffer((3, 10, 2), "float16")', """
        for i, jo, k, ji in T.grid(3, 3, 2, 4):
            if 4 * jo + ji < 10:
                A[i, jo, k, ji] = B[i, 4 * jo + ji, k] * T.float16(2)
     """), extra=["--buffer", "A"])

# ================================================================ remove_branching_through_overcompute
S = 'A: T.Buffer((3, 4), "int32"), B: T.Buffer((1,), "int32")'
case("ob5_internal_cache_both_guards", "remove_branching_through_overcompute", "An internal cache C (3, 4) of A (padding readable by its undef assumption) whose padding the function fills with 0: the producer's guard goes (its extra writes land in C's padding, overwritten by the postlude before any read) and so does the consumer's (it adds 0).", "exact", "overcompute",
     P(S, """
        for io, ii in T.grid(3, 4):
            T.assume(4 * io + ii < 10 or A[io, ii] == T.undef())
        C = T.alloc_buffer((3, 4), "int32")
        for io, ii in T.grid(3, 4):
            if 4 * io + ii < 10:
                C[io, ii] = A[io, ii] * 3
        for io, ii in T.grid(3, 4):
            if 4 * io + ii >= 10:
                C[io, ii] = 0
        B[0] = 0
        for io, ii in T.grid(3, 4):
            if 4 * io + ii < 10:
                B[0] = B[0] + C[io, ii]
     """),
     P(S, """
        for io, ii in T.grid(3, 4):
            T.assume(4 * io + ii < 10 or A[io, ii] == T.undef())
        C = T.alloc_buffer((3, 4), "int32")
        for io, ii in T.grid(3, 4):
            C[io, ii] = A[io, ii] * 3
        for io, ii in T.grid(3, 4):
            if 4 * io + ii >= 10:
                C[io, ii] = 0
        B[0] = 0
        for io, ii in T.grid(3, 4):
            B[0] = B[0] + C[io, ii]
     """))
S = 'A: T.Buffer((3, 5), "int32"), B: T.Buffer((3, 5), "int32"), D: T.Buffer((3, 5), "int32")'
BODY_2OUT = """
        for io, ii in T.grid(3, 5):
            T.assume(5 * io + ii < 13 or A[io, ii] == T.undef())
        for io, ii in T.grid(3, 5):
            if 5 * io + ii < 13:
                B[io, ii] = A[io, ii] + 1
                D[io, ii] = A[io, ii] * 2
        for io, ii in T.grid(3, 5):
            if 5 * io + ii >= 13:
                B[io, ii] = T.undef()
"""
case("ob5_two_outputs_two_postludes", "remove_branching_through_overcompute", "One guarded body writes two outputs B and D; B's padding is later stored with T.undef(), D's overwritten with 0: every extra write is dead, A's padding is readable (undef assumption), so the guard goes.", "exact", "overcompute",
     P(S, BODY_2OUT + """
        for io, ii in T.grid(3, 5):
            if 5 * io + ii >= 13:
                D[io, ii] = 0
     """),
     P(S, """
        for io, ii in T.grid(3, 5):
            T.assume(5 * io + ii < 13 or A[io, ii] == T.undef())
        for io, ii in T.grid(3, 5):
            B[io, ii] = A[io, ii] + 1
            D[io, ii] = A[io, ii] * 2
        for io, ii in T.grid(3, 5):
            if 5 * io + ii >= 13:
                B[io, ii] = T.undef()
        for io, ii in T.grid(3, 5):
            if 5 * io + ii >= 13:
                D[io, ii] = 0
     """))
case("ob5_two_outputs_one_postlude_forbidden", "remove_branching_through_overcompute", "One guarded body writes two outputs B and D, but only B's padding is later stored with T.undef(): dropping the guard would write D's padding, which the caller sees, so the guard must stay.", "negative", "overcompute",
     P(S, BODY_2OUT), P(S, BODY_2OUT),
     forbidden=P(S, """
        for io, ii in T.grid(3, 5):
            T.assume(5 * io + ii < 13 or A[io, ii] == T.undef())
        for io, ii in T.grid(3, 5):
            B[io, ii] = A[io, ii] + 1
            D[io, ii] = A[io, ii] * 2
        for io, ii in T.grid(3, 5):
            if 5 * io + ii >= 13:
                B[io, ii] = T.undef()
     """))
S = 'A: T.Buffer((3, 5), "int32"), W: T.Buffer((3, 5), "int32"), B: T.Buffer((1,), "int32")'
PRE_AW = """
        for io, ii in T.grid(3, 5):
            T.assume(5 * io + ii < 13 or A[io, ii] == 0)
        for io, ii in T.grid(3, 5):
            T.assume(5 * io + ii < 13 or W[io, ii] == T.undef())
        B[0] = 0
"""
case("ob5_zero_times_readable_pad", "remove_branching_through_overcompute", "B += A * W with A's padding assumed 0 and W's padding only readable (undef assumption): in the padding the term is 0 * (some initialized integer), 0, so the guard goes.", "exact", "overcompute",
     P(S, PRE_AW + """
        for io, ii in T.grid(3, 5):
            if 5 * io + ii < 13:
                B[0] = B[0] + A[io, ii] * W[io, ii]
     """),
     P(S, PRE_AW + """
        for io, ii in T.grid(3, 5):
            B[0] = B[0] + A[io, ii] * W[io, ii]
     """))
case("ob5_sum_with_readable_pad_forbidden", "remove_branching_through_overcompute", "B += A + W with A's padding assumed 0 but W's only readable (undef assumption): the padding term W[pad] is unknown, not a no-op, so the guard must stay.", "negative", "overcompute",
     P(S, PRE_AW + """
        for io, ii in T.grid(3, 5):
            if 5 * io + ii < 13:
                B[0] = B[0] + A[io, ii] + W[io, ii]
     """),
     P(S, PRE_AW + """
        for io, ii in T.grid(3, 5):
            if 5 * io + ii < 13:
                B[0] = B[0] + A[io, ii] + W[io, ii]
     """),
     forbidden=P(S, PRE_AW + """
        for io, ii in T.grid(3, 5):
            B[0] = B[0] + A[io, ii] + W[io, ii]
     """))
S = 'A: T.Buffer((4, 4), "int8"), C: T.Buffer((4, 4), "int8")'
case("ob5_ite_pad_five_int8", "remove_branching_through_overcompute", "int8 C = if_then_else(4*io+ii >= 14, 5, A) with A's padding assumed 5 (the pad value the select writes): in the padding A is already 5, so the select goes.", "exact", "overcompute",
     P(S, """
        for io, ii in T.grid(4, 4):
            T.assume(4 * io + ii < 14 or A[io, ii] == T.int8(5))
        for io, ii in T.grid(4, 4):
            C[io, ii] = T.if_then_else(4 * io + ii >= 14, T.int8(5), A[io, ii])
     """),
     P(S, """
        for io, ii in T.grid(4, 4):
            T.assume(4 * io + ii < 14 or A[io, ii] == T.int8(5))
        for io, ii in T.grid(4, 4):
            C[io, ii] = A[io, ii]
     """))
S = 'A: T.Buffer((3, 5), "int32"), B: T.Buffer((3, 5), "int32")'
case("ob5_output_range_postlude_producer", "remove_branching_through_overcompute", "The output's padding (B[2, 3], B[2, 4]) is overwritten by a loop for ii in range(3, 5): B[2, ii] = 0 (a range, no if); A's padding is readable: the producer's guard 5*io+ii < 13 goes.", "exact", "overcompute",
     P(S, """
        for io, ii in T.grid(3, 5):
            T.assume(5 * io + ii < 13 or A[io, ii] == T.undef())
        for io, ii in T.grid(3, 5):
            if 5 * io + ii < 13:
                B[io, ii] = A[io, ii] * 2
        for ii in range(3, 5):
            B[2, ii] = 0
     """),
     P(S, """
        for io, ii in T.grid(3, 5):
            T.assume(5 * io + ii < 13 or A[io, ii] == T.undef())
        for io, ii in T.grid(3, 5):
            B[io, ii] = A[io, ii] * 2
        for ii in range(3, 5):
            B[2, ii] = 0
     """))
S = 'A: T.Buffer((10,), "int32"), B: T.Buffer((1,), "int32")'
case("ob5_max_reduce_internal_min_pad", "remove_branching_through_overcompute", "An internal cache C (3, 4) whose padding the function fills with the int32 minimum (the identity of max): the max-reduction's guard goes; the producer's stays (its else would read A out of bounds).", "exact", "overcompute",
     P(S, """
        C = T.alloc_buffer((3, 4), "int32")
        for io, ii in T.grid(3, 4):
            if 4 * io + ii < 10:
                C[io, ii] = A[4 * io + ii] + 1
        for io, ii in T.grid(3, 4):
            if 4 * io + ii >= 10:
                C[io, ii] = -2147483648
        B[0] = -2147483648
        for io, ii in T.grid(3, 4):
            if 4 * io + ii < 10:
                B[0] = T.max(B[0], C[io, ii])
     """),
     P(S, """
        C = T.alloc_buffer((3, 4), "int32")
        for io, ii in T.grid(3, 4):
            if 4 * io + ii < 10:
                C[io, ii] = A[4 * io + ii] + 1
        for io, ii in T.grid(3, 4):
            if 4 * io + ii >= 10:
                C[io, ii] = -2147483648
        B[0] = -2147483648
        for io, ii in T.grid(3, 4):
            B[0] = T.max(B[0], C[io, ii])
     """))
S = 'A: T.Buffer((2, 4, 2, 4), "int32"), B: T.Buffer((2, 4, 2, 4), "int32")'
case("ob5_2d_tile_elementwise_undef", "remove_branching_through_overcompute", "Element-wise over a (6, 7) tensor tiled (2, 4, 2, 4): the producer's guard 4*io+ii < 6 and 4*jo+ji < 7 goes, since all of B's padding (either dim) is later stored with T.undef() and A's padding is readable.", "exact", "overcompute",
     P(S, """
        for io, ii, jo, ji in T.grid(2, 4, 2, 4):
            T.assume(4 * io + ii < 6 and 4 * jo + ji < 7 or A[io, ii, jo, ji] == T.undef())
        for io, ii, jo, ji in T.grid(2, 4, 2, 4):
            if 4 * io + ii < 6 and 4 * jo + ji < 7:
                B[io, ii, jo, ji] = A[io, ii, jo, ji] - 1
        for io, ii, jo, ji in T.grid(2, 4, 2, 4):
            if 4 * io + ii >= 6 or 4 * jo + ji >= 7:
                B[io, ii, jo, ji] = T.undef()
     """),
     P(S, """
        for io, ii, jo, ji in T.grid(2, 4, 2, 4):
            T.assume(4 * io + ii < 6 and 4 * jo + ji < 7 or A[io, ii, jo, ji] == T.undef())
        for io, ii, jo, ji in T.grid(2, 4, 2, 4):
            B[io, ii, jo, ji] = A[io, ii, jo, ji] - 1
        for io, ii, jo, ji in T.grid(2, 4, 2, 4):
            if 4 * io + ii >= 6 or 4 * jo + ji >= 7:
                B[io, ii, jo, ji] = T.undef()
     """))
S = 'A: T.Buffer((2, 4, 2, 4), "int8"), B: T.Buffer((2, 4), "int32")'
case("ob5_int8_rows_two_guard_kinds", "remove_branching_through_overcompute", "Row sums (int8 cast to int32) of a (7, 5) input laid out (2, 4, 2, 4): the inner guard 4*ko+ki < 5 goes because A's k-padding is assumed 0, the outer 4*io+ii < 7 because B's padding is later stored with T.undef().", "exact", "overcompute",
     P(S, """
        for io, ii, ko, ki in T.grid(2, 4, 2, 4):
            T.assume(4 * ko + ki < 5 or A[io, ii, ko, ki] == T.int8(0))
        for io, ii in T.grid(2, 4):
            if 4 * io + ii < 7:
                B[io, ii] = 0
                for ko, ki in T.grid(2, 4):
                    if 4 * ko + ki < 5:
                        B[io, ii] = B[io, ii] + T.Cast("int32", A[io, ii, ko, ki])
        for io, ii in T.grid(2, 4):
            if 4 * io + ii >= 7:
                B[io, ii] = T.undef()
     """),
     P(S, """
        for io, ii, ko, ki in T.grid(2, 4, 2, 4):
            T.assume(4 * ko + ki < 5 or A[io, ii, ko, ki] == T.int8(0))
        for io, ii in T.grid(2, 4):
            B[io, ii] = 0
            for ko, ki in T.grid(2, 4):
                B[io, ii] = B[io, ii] + T.Cast("int32", A[io, ii, ko, ki])
        for io, ii in T.grid(2, 4):
            if 4 * io + ii >= 7:
                B[io, ii] = T.undef()
     """))
S = 'A: T.Buffer((3, 5), "int32"), B: T.Buffer((1,), "int32")'
case("ob5_guard_through_let", "remove_branching_through_overcompute", "The guard is a let (inb = 5*io+ii < 13; if inb: B += A * 2) and A's padding is assumed 0: the guard goes, and the let with it (nothing else uses it).", "exact", "overcompute",
     P(S, """
        for io, ii in T.grid(3, 5):
            T.assume(5 * io + ii < 13 or A[io, ii] == 0)
        B[0] = 0
        for io, ii in T.grid(3, 5):
            inb: T.let[T.bool] = 5 * io + ii < 13
            if inb:
                B[0] = B[0] + A[io, ii] * 2
     """),
     P(S, """
        for io, ii in T.grid(3, 5):
            T.assume(5 * io + ii < 13 or A[io, ii] == 0)
        B[0] = 0
        for io, ii in T.grid(3, 5):
            B[0] = B[0] + A[io, ii] * 2
     """))
S = 'A: T.Buffer((10,), "int32"), B: T.Buffer((1,), "int32")'
BODY_LATE = """
        C = T.alloc_buffer((3, 4), "int32")
        for i in range(10):
            C[i // 4, i % 4] = A[i]
        B[0] = 0
        for io, ii in T.grid(3, 4):
            if 4 * io + ii < 10:
                B[0] = B[0] + C[io, ii]
        for io, ii in T.grid(3, 4):
            if 4 * io + ii >= 10:
                C[io, ii] = 0
"""
case("ob5_internal_pad_filled_late_forbidden", "remove_branching_through_overcompute", "An internal cache C (3, 4) whose padding is filled with 0 only after the consumer has read it: when the sum runs the padding holds nothing, so its guard must stay.", "negative", "overcompute",
     P(S, BODY_LATE), P(S, BODY_LATE),
     forbidden=P(S, """
        C = T.alloc_buffer((3, 4), "int32")
        for i in range(10):
            C[i // 4, i % 4] = A[i]
        B[0] = 0
        for io, ii in T.grid(3, 4):
            B[0] = B[0] + C[io, ii]
        for io, ii in T.grid(3, 4):
            if 4 * io + ii >= 10:
                C[io, ii] = 0
     """))

# ================================================================ remove_overcompute_through_branching
S = 'A: T.Buffer((2, 4, 2, 4), "int32"), B: T.Buffer((2, 4, 2, 4), "int32")'
POST_2D = """
        for io, ii, jo, ji in T.grid(2, 4, 2, 4):
            if 4 * io + ii >= 6 or 4 * jo + ji >= 7:
                B[io, ii, jo, ji] = T.undef()
"""
case("bo5_2d_tile_guards_at_two_levels", "remove_overcompute_through_branching", "A (6, 7) output tiled (2, 4, 2, 4) whose padding in either dim is later stored with T.undef(): the element-wise nest gets the guard 4*io+ii < 6 and 4*jo+ji < 7, each conjunct placed above the loops it does not depend on (4*io+ii < 6 above jo, ji).", "exact", "branching",
     P(S, """
        for io, ii, jo, ji in T.grid(2, 4, 2, 4):
            B[io, ii, jo, ji] = A[io, ii, jo, ji] + 1
     """ + POST_2D),
     P(S, """
        for io, ii in T.grid(2, 4):
            if 4 * io + ii < 6:
                for jo, ji in T.grid(2, 4):
                    if 4 * jo + ji < 7:
                        B[io, ii, jo, ji] = A[io, ii, jo, ji] + 1
     """ + POST_2D))
S = 'A: T.Buffer((3, 4), "int32"), B: T.Buffer((3, 4), "int32")'
case("bo5_front_and_tail_postlude", "remove_overcompute_through_branching", "B (3, 4) holds 10 logical elements at 1 <= 4*io+ii < 11 (offset map (i+1)//4); the postlude overwrites both ends with -1: each element's reduction (init + f loop) gets the guard 1 <= 4*io+ii and 4*io+ii < 11.", "exact", "branching",
     P(S, """
        for io, ii in T.grid(3, 4):
            B[io, ii] = 0
            for f in range(3):
                B[io, ii] = B[io, ii] + A[io, f] * (ii - f)
        for io, ii in T.grid(3, 4):
            if 4 * io + ii < 1 or 4 * io + ii >= 11:
                B[io, ii] = -1
     """),
     P(S, """
        for io, ii in T.grid(3, 4):
            if 1 <= 4 * io + ii and 4 * io + ii < 11:
                B[io, ii] = 0
                for f in range(3):
                    B[io, ii] = B[io, ii] + A[io, f] * (ii - f)
        for io, ii in T.grid(3, 4):
            if 4 * io + ii < 1 or 4 * io + ii >= 11:
                B[io, ii] = -1
     """))
S = 'A: T.Buffer((3, 5), "int32"), B: T.Buffer((3, 5), "int32"), C: T.Buffer((1,), "int32")'
BODY_RB = """
        for io, ii in T.grid(3, 5):
            B[io, ii] = A[io, ii] + 1
        C[0] = B[2, 4]
        for io, ii in T.grid(3, 5):
            if 5 * io + ii >= 13:
                B[io, ii] = 0
"""
case("bo5_padding_read_before_postlude_forbidden", "remove_overcompute_through_branching", "B's padding is overwritten by the postlude, but C[0] = B[2, 4] reads one padding element between the compute nest and the postlude: those writes are not all dead, the guard 5*io+ii < 13 may not be introduced.", "negative", "branching",
     P(S, BODY_RB), P(S, BODY_RB),
     forbidden=P(S, """
        for io, ii in T.grid(3, 5):
            if 5 * io + ii < 13:
                B[io, ii] = A[io, ii] + 1
        C[0] = B[2, 4]
        for io, ii in T.grid(3, 5):
            if 5 * io + ii >= 13:
                B[io, ii] = 0
     """))
S = 'A: T.Buffer((3, 5), "int32"), B: T.Buffer((3, 5), "int32"), D: T.Buffer((3, 5), "int32")'
BODY_LIVE = """
        for io, ii in T.grid(3, 5):
            B[io, ii] = A[io, ii] + 1
            D[io, ii] = A[io, ii] * 2
        for io, ii in T.grid(3, 5):
            if 5 * io + ii >= 13:
                B[io, ii] = T.undef()
"""
case("bo5_live_second_store_forbidden", "remove_overcompute_through_branching", "The compute body writes B (its padding later stored with T.undef()) and D (never overwritten): the padding iterations are not all dead, so the whole body may not be guarded by 5*io+ii < 13.", "negative", "branching",
     P(S, BODY_LIVE), P(S, BODY_LIVE),
     forbidden=P(S, """
        for io, ii in T.grid(3, 5):
            if 5 * io + ii < 13:
                B[io, ii] = A[io, ii] + 1
                D[io, ii] = A[io, ii] * 2
        for io, ii in T.grid(3, 5):
            if 5 * io + ii >= 13:
                B[io, ii] = T.undef()
     """))
S = 'A: T.Buffer((2, 3, 3), "int32"), B: T.Buffer((2, 3, 4), "int32")'
POST_3D = """
        for i, j, k in T.grid(2, 3, 4):
            if 4 * j + k >= 10:
                B[i, j, k] = T.undef()
"""
case("bo5_3d_reduction_middle_padding", "remove_overcompute_through_branching", "A 3-d output B (2, 3, 4) whose padding 4*j+k >= 10 (inner two dims) is later stored with T.undef(): each element's reduction (init + r loop) gets the guard 4*j+k < 10 inside the k loop.", "exact", "branching",
     P(S, """
        for i, j, k in T.grid(2, 3, 4):
            B[i, j, k] = 0
            for r in range(3):
                B[i, j, k] = B[i, j, k] + A[i, j, r] * (k + r)
     """ + POST_3D),
     P(S, """
        for i, j, k in T.grid(2, 3, 4):
            if 4 * j + k < 10:
                B[i, j, k] = 0
                for r in range(3):
                    B[i, j, k] = B[i, j, k] + A[i, j, r] * (k + r)
     """ + POST_3D))

# ================================================================ merge_adjacent_loops
S = 'A: T.Buffer((16,), "int32"), B: T.Buffer((8,), "int32"), C: T.Buffer((8,), "int32")'
case("ml5_across_disjoint_part_same_buffer", "merge_adjacent_loops", "Producer A[0..8) and consumer B[i] = A[i] * 2 merge across a loop that writes A[8..16): it touches the same buffer but neither loop's elements.", "exact", "merge-loops",
     P(S, """
        for i in range(8):
            A[i] = C[i] + 1
        for i in range(8, 16):
            A[i] = 0
        for i in range(8):
            B[i] = A[i] * 2
     """),
     P(S, """
        for i in range(8):
            A[i] = C[i] + 1
            B[i] = A[i] * 2
        for i in range(8, 16):
            A[i] = 0
     """))
S = 'A: T.Buffer((10,), "int32"), B: T.Buffer((3, 4), "int32"), C: T.Buffer((3, 4), "int32")'
case("ml5_producer_pad_consumer_three", "merge_adjacent_loops", "Three 2-d nests: producer (4*io+ii < 10), its padding loop (4*io+ii >= 10), and an element-wise consumer of all of B: all three merge, and the complementary ifs become one if/else with the consumer after it.", "exact", "merge-loops,simplify",
     P(S, """
        for io, ii in T.grid(3, 4):
            if 4 * io + ii < 10:
                B[io, ii] = A[4 * io + ii] * 2
        for io, ii in T.grid(3, 4):
            if 4 * io + ii >= 10:
                B[io, ii] = 0
        for io, ii in T.grid(3, 4):
            C[io, ii] = B[io, ii] + 1
     """),
     P(S, """
        for io, ii in T.grid(3, 4):
            if 4 * io + ii < 10:
                B[io, ii] = A[4 * io + ii] * 2
            else:
                B[io, ii] = 0
            C[io, ii] = B[io, ii] + 1
     """))
S = 'A: T.Buffer((8,), "int32"), B: T.Buffer((8,), "int32"), C: T.Buffer((8,), "int32")'
BODY_WAR = """
        for i in range(1, 8):
            A[i] = C[i - 1] * 2
        for i in range(1, 8):
            C[i] = B[i]
"""
case("ml5_war_previous_element_forbidden", "merge_adjacent_loops", "The first loop reads C[i - 1], the second writes C[i]: merged, iteration i would read the C[i - 1] that iteration i - 1 just overwrote, so the loops may not merge.", "negative", "merge-loops",
     P(S, BODY_WAR), P(S, BODY_WAR),
     forbidden=P(S, """
        for i in range(1, 8):
            A[i] = C[i - 1] * 2
            C[i] = B[i]
     """))

# ================================================================ hoist_expression
S = 'A: T.Buffer((4, 5), "int32"), B: T.Buffer((4, 5), "int32")'
case("ho5_ite_conjunct_outer", "hoist_expression", "The conjunct i < 2 of a T.if_then_else condition (i < 2 and j < 3) does not depend on j: it is hoisted out of the j loop as an if/else; the then loop keeps the select on j < 3, the else loop stores the else value.", "exact", "hoist",
     P(S, """
        for i, j in T.grid(4, 5):
            B[i, j] = T.if_then_else(i < 2 and j < 3, A[i, j], 0)
     """),
     P(S, """
        for i in range(4):
            if i < 2:
                for j in range(5):
                    B[i, j] = T.if_then_else(j < 3, A[i, j], 0)
            else:
                for j in range(5):
                    B[i, j] = 0
     """))
S = 'A: T.Buffer((3, 4, 2), "int16"), B: T.Buffer((3, 4, 2), "int16")'
case("ho5_if_else_middle_var", "hoist_expression", "An if/else statement on j == 1 in a 3-deep nest is hoisted out of k only (it depends on j): one k loop per branch.", "exact", "hoist",
     P(S, """
        for i, j, k in T.grid(3, 4, 2):
            if j == 1:
                B[i, j, k] = A[i, j, k]
            else:
                B[i, j, k] = T.int16(0)
     """),
     P(S, """
        for i, j in T.grid(3, 4):
            if j == 1:
                for k in range(2):
                    B[i, j, k] = A[i, j, k]
            else:
                for k in range(2):
                    B[i, j, k] = T.int16(0)
     """))
S = 'A: T.Buffer((8,), "int32"), n: T.int32'
case("ho5_let_disjunct", "hoist_expression", "A loop-invariant let (big = n > 4) used as the disjunct of big or i < 2 is hoisted with it: if big the loop runs unguarded, else guarded by i < 2.", "exact", "hoist",
     P(S, """
        for i in range(8):
            big: T.let[T.bool] = n > 4
            if big or i < 2:
                A[i] = i * 3
     """),
     P(S, """
        big: T.let[T.bool] = n > 4
        if big:
            for i in range(8):
                A[i] = i * 3
        else:
            for i in range(8):
                if i < 2:
                    A[i] = i * 3
     """), scalars={"n": [0, 9]})
S = 'A: T.Buffer((4, 4), "int32")'
case("ho5_conjunct_past_dependent_let", "hoist_expression", "In if s < 3 and i < 2 under a let s = i + j bound in the j loop, the conjunct i < 2 does not need s: it is hoisted above the j loop; the let and s < 3 stay inside.", "exact", "hoist",
     P(S, """
        for i, j in T.grid(4, 4):
            s: T.let[T.int32] = i + j
            if s < 3 and i < 2:
                A[i, j] = s
     """),
     P(S, """
        for i in range(4):
            if i < 2:
                for j in range(4):
                    s: T.let[T.int32] = i + j
                    if s < 3:
                        A[i, j] = s
     """))

# ================================================================ assume
S = 'A: T.Buffer((2,), "int32"), n: T.int32'
case("as5_eq_fact_substitution", "assume", "T.assume(n == 3) fixes n: n * 4 becomes 12 and the if n < 5 keeps only its then branch.", "exact", "simplify",
     P(S, """
        T.assume(n == 3)
        A[0] = n * 4
        if n < 5:
            A[1] = 1
        else:
            A[1] = 2
     """),
     P(S, """
        T.assume(n == 3)
        A[0] = 12
        A[1] = 1
     """), scalars={"n": [3, 3]})
S = 'A: T.Buffer((2,), "int32"), B: T.Buffer((2,), "int32")'
case("as5_contradicting_buffer_facts", "assume", "T.assume(A[0] == 1) followed (no write between) by T.assume(A[0] == 2): the second is provably false where it stands: compile-time error.", "error", "simplify",
     P(S, """
        T.assume(A[0] == 1)
        T.assume(A[0] == 2)
        B[0] = A[0]
     """))
S = 'A: T.Buffer((2, 3, 4), "int32"), B: T.Buffer((2, 3, 4), "int32")'
case("as5_3d_pad_fact_in_else", "assume", "The 3-d loop-form assumption 4*j+k < 10 or A == 2 gives A[i, j, k] == 2 in the else branch of a later if 4*j+k < 10: A * 5 becomes 10 there; the then branch stays.", "exact", "simplify",
     P(S, """
        for i, j, k in T.grid(2, 3, 4):
            T.assume(4 * j + k < 10 or A[i, j, k] == 2)
        for i, j, k in T.grid(2, 3, 4):
            if 4 * j + k < 10:
                B[i, j, k] = A[i, j, k] + 1
            else:
                B[i, j, k] = A[i, j, k] * 5
     """),
     P(S, """
        for i, j, k in T.grid(2, 3, 4):
            T.assume(4 * j + k < 10 or A[i, j, k] == 2)
        for i, j, k in T.grid(2, 3, 4):
            if 4 * j + k < 10:
                B[i, j, k] = A[i, j, k] + 1
            else:
                B[i, j, k] = 10
     """))

# ================================================================ undef
S = 'A: T.Buffer((6,), "int16"), B: T.Buffer((6,), "int16")'
case("ud5_let_undef_times_zero_int16", "undef", "An int16 let-bound undef times a term that is 0 for every iteration (i // 8 for i < 6) is 0 (0 * undef is 0): A[i] + x * (i // 8) is A[i]; the let goes once unused.", "exact", "simplify",
     P(S, """
        x: T.let[T.int16] = T.Cast("int16", T.undef())
        for i in range(6):
            B[i] = A[i] + x * T.Cast("int16", i // 8)
     """),
     P(S, """
        for i in range(6):
            B[i] = A[i]
     """))

# ================================================================ lowering
S = 'A: T.Buffer((3, 4), "int32"), B: T.Buffer((3, 4), "int32")'
case("lo5_undef_and_assume_in_else_under_let", "lowering", "RemoveAssume + RemoveStoreUndef: the readable-padding assumption loop goes, and so does an else branch (under a let p = 4*io+ii) that holds only a T.undef() store and an assumption on p; the let and the if stay.", "observable", "remove-assume,remove-store-undef",
     P(S, """
        for io, ii in T.grid(3, 4):
            T.assume(4 * io + ii < 10 or A[io, ii] == T.undef())
        for io, ii in T.grid(3, 4):
            p: T.let[T.int32] = 4 * io + ii
            if p < 10:
                B[io, ii] = A[io, ii] + 1
            else:
                B[io, ii] = T.undef()
                T.assume(p >= 10)
     """),
     P(S, """
        for io, ii in T.grid(3, 4):
            p: T.let[T.int32] = 4 * io + ii
            if p < 10:
                B[io, ii] = A[io, ii] + 1
     """))

# ================================================================ remove_no_op
S = 'A: T.Buffer((16,), "int32"), B: T.Buffer((16,), "int32")'
case("rn5_overwritten_by_two_loops", "remove_no_op", "A loop storing 0 into all of B is overwritten by the next two loops together (B[0..8) and B[8..16)), neither of which reads B: the first loop goes.", "exact", "remove-no-op",
     P(S, """
        for i in range(16):
            B[i] = 0
        for i in range(8):
            B[i] = A[i] + 1
        for i in range(8, 16):
            B[i] = A[i] - 1
     """),
     P(S, """
        for i in range(8):
            B[i] = A[i] + 1
        for i in range(8, 16):
            B[i] = A[i] - 1
     """))
S = 'A: T.Buffer((3, 5), "int32"), B: T.Buffer((3, 5), "int32"), C: T.Buffer((1,), "int32")'
BODY_RN = """
        for i in range(13):
            B[i // 5, i % 5] = A[i // 5, i % 5] + 1
        for io, ii in T.grid(3, 5):
            if 5 * io + ii >= 13:
                B[io, ii] = 0
        C[0] = B[2, 4] + B[0, 0]
        for io, ii in T.grid(3, 5):
            if 5 * io + ii >= 13:
                B[io, ii] = T.undef()
"""
case("rn5_pad_store_read_before_undef_forbidden", "remove_no_op", "A postlude storing 0 into B's padding is later overwritten by a T.undef() postlude, but C[0] = B[2, 4] + B[0, 0] reads the padding between them: the first postlude is not a no-op.", "negative", "remove-no-op",
     P(S, BODY_RN), P(S, BODY_RN),
     forbidden=P(S, """
        for i in range(13):
            B[i // 5, i % 5] = A[i // 5, i % 5] + 1
        C[0] = B[2, 4] + B[0, 0]
        for io, ii in T.grid(3, 5):
            if 5 * io + ii >= 13:
                B[io, ii] = T.undef()
     """))
S = 'A: T.Buffer((10,), "int32"), B: T.Buffer((3, 4), "int32")'
case("rn5_known_pad_range_store", "remove_no_op", "B's padding is set to 0 by a guarded postlude; after a loop that only reads B (and writes A), a loop for ii in range(2, 4): B[2, ii] = 0 stores the values those elements hold: it goes.", "exact", "remove-no-op",
     P(S, """
        for i in range(10):
            B[i // 4, i % 4] = A[i]
        for io, ii in T.grid(3, 4):
            if 4 * io + ii >= 10:
                B[io, ii] = 0
        for i in range(10):
            A[i] = B[i // 4, i % 4] * 2
        for ii in range(2, 4):
            B[2, ii] = 0
     """),
     P(S, """
        for i in range(10):
            B[i // 4, i % 4] = A[i]
        for io, ii in T.grid(3, 4):
            if 4 * io + ii >= 10:
                B[io, ii] = 0
        for i in range(10):
            A[i] = B[i // 4, i % 4] * 2
     """))

# ================================================================ simplify_conditionals
S = 'A: T.Buffer((2, 8), "int32"), B: T.Buffer((2, 8), "int32")'
case("sc5_front_pad_complement_2d", "simplify_conditionals", "On a 2x8 grid, 8*io+ii < 3 and io >= 1 or ii >= 3 are complementary (front padding of an offset map): the two if/else merge crosswise.", "exact", "simplify",
     P(S, """
        for io, ii in T.grid(2, 8):
            if 8 * io + ii < 3:
                A[io, ii] = 0
            else:
                A[io, ii] = 1
            if io >= 1 or ii >= 3:
                B[io, ii] = 5
            else:
                B[io, ii] = 6
     """),
     P(S, """
        for io, ii in T.grid(2, 8):
            if 8 * io + ii < 3:
                A[io, ii] = 0
                B[io, ii] = 6
            else:
                A[io, ii] = 1
                B[io, ii] = 5
     """))

# ================================================================ reduce_loop_extents
S = 'B: T.Buffer((3, 2, 4), "int32")'
case("rl5_front_pad_3d", "reduce_loop_extents", "A 3-d front-padding postlude (4*jo+ji < 2 on a 3x2x4 grid): i keeps its range, jo = 0 only (the loop goes), ji shrinks to range(2).", "exact", "reduce-loop-extents",
     P(S, """
        for i, jo, ji in T.grid(3, 2, 4):
            if 4 * jo + ji < 2:
                B[i, jo, ji] = 0
     """),
     P(S, """
        for i, ji in T.grid(3, 2):
            B[i, 0, ji] = 0
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
