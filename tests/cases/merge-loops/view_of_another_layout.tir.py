# A (2, 4) view of A: `A2[1, 3 - i]` reads A[7 - i], which the first loop writes at a later
# iteration than the second reads it; merged, the read would come first. Indices of a view laid
# out otherwise than its storage do not name the storage's elements, so the loops stay apart.
# Found by an adversarial test (TVM: B was [0, 0, 1, 0] where the input gives [3, 2, 1, 0]).
# passes: merge-loops
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((8,), "int32"), B: T.Buffer((8,), "int32")):
    A2 = T.decl_buffer((2, 4), "int32", data=A.data)
    for i in range(4):
        A[i + 4] = i
    for i in range(4):
        B[i] = A2[1, 3 - i]
