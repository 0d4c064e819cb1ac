# `x = v` without an annotation, as users write Python: TVM 0.27 reads a new name so as a
# mutable scalar of the value's dtype (literals int32 and float32, calls and loads typed by
# themselves, one per loop iteration inside a loop), and a later `x = v` stores into it;
# printed as TVM prints them (`x: T.int32 = 5`). Pointers: plain_assignment_pointer.
# passes: fmt
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((16,), "float32"), B: T.Buffer((16,), "int32"), n: T.int32):
    x = 5
    y = T.exp(A[0])
    z = A[1]
    w = 1.5
    x = x + n
    A[2] = T.Cast("float32", x) + y + z + w
    for i in range(4):
        k = i * 2
        k = k + 1
        B[k] = k
    big = n > 2
    if big:
        B[0] = 1
