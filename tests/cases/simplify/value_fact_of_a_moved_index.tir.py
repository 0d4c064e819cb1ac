# A buffer-value fact `B[k] == 3` names the element the index gives when the fact is made: once
# the index's mutable scalar `k`, or the buffer `C` it reads, is written, the same load names
# another element and the fact says nothing of it (the inner `if` stays, the load stays).
# Found by an adversarial test (B = [3, -3, ...]: A[0] was 1 where the input gives 2).
# passes: simplify
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def scalar_index(A: T.Buffer((8,), "int32"), B: T.Buffer((8,), "int32")):
        k: T.int32 = 0
        if B[k] == 3:
            k = k + 1
            if B[k] == 3:
                A[0] = 1
            else:
                A[0] = 2

    @T.prim_func
    def buffer_index(A: T.Buffer((8,), "int32"), B: T.Buffer((8,), "int32"), C: T.Buffer((1,), "int32")):
        if B[C[0] % 8] == 3:
            C[0] = C[0] + 1
            A[0] = B[C[0] % 8]
