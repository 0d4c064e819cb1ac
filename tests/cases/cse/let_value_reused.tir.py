# A let-bound value is reused where the program computes it again (in any equal form), and
# constants flow through lets; a let inside a branch or a loop body is not read after it.
# passes: cse
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((16,), "int32"), x: T.int32, y: T.int32, z: T.int32):
    a: T.let[T.int32] = x * (y + z)
    A[0] = x * y + z * x
    c: T.let[T.int32] = 4
    A[1] = c * 2 + x
    if x < 3:
        b: T.let[T.int32] = y * z - x
        A[2] = z * y - x
    A[3] = y * z - x
    for i in range(4):
        d: T.let[T.int32] = i * x + y
        A[i + 4] = d
    A[8] = y + x * 3
