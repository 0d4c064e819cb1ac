# tir-eqsat padding case sb7_other_map_read_simplified: BEFORE
# Rule: A loop of 10 writing A[i//4, i%4] (3, 4) and reading B[i//2, i%2] (5, 2), int16: iterated in A's layout, and B's indices simplify for i = 4*io+ii: (4*io+ii) // 2 is io*2 + ii//2 and (4*io+ii) % 2 is ii % 2.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((3, 4), "int16"), B: T.Buffer((5, 2), "int16")):
        for i in range(10):
            A[i // 4, i % 4] = B[i // 2, i % 2]
