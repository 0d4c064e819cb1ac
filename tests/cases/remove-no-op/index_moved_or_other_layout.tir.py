# Two stores or an assumption and a store name one element only when their indices do on every
# run: not when the index reads a mutable scalar written in between (`A[k] = 1; k = k + 1;
# A[k] = 2` writes two elements), and not through views of one storage laid out otherwise
# (`A2[1, 0]` of a (2, 4) view is A[4], `A3[1, 0]` of a (4, 2) view is A[2]). Each store here
# stays. Found by an adversarial test (TVM: A[0] was 0 where the input gives 1).
# passes: remove-no-op
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def scalar_index(A: T.Buffer((8,), "int32")):
        k: T.int32 = 0
        A[k] = 1
        k = k + 1
        A[k] = 2

    @T.prim_func
    def assumed_then_moved(A: T.Buffer((8,), "int32"), B: T.Buffer((8,), "int32")):
        k: T.int32 = 0
        T.assume(B[k] == 3)
        k = 1
        B[k] = 3
        A[0] = B[1]

    @T.prim_func
    def other_layouts(A: T.Buffer((8,), "int32")):
        A2 = T.decl_buffer((2, 4), "int32", data=A.data)
        A3 = T.decl_buffer((4, 2), "int32", data=A.data)
        A2[1, 0] = 5
        A3[1, 0] = 6
