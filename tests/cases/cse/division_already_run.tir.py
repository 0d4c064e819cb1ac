# A term holding a division is bound where its uses are lazy (inside `T.if_then_else`
# branches, behind an `and`) or spread over several guarded statements when the division, or
# one by the same divisor, already ran on every path there: where it trapped, the run ended
# before the binding, and a divisor that did not trap is nonzero, which traps no division of
# a non-negative dividend (`by % m` after `by // m`). Where nothing ran before (`u % m` under
# `c`), or the dividend and the divisor may be negative (`t % n` after `t // n`: the int32
# minimum over -1), the term stays where it is.
# passes: cse
# contains: cse_v3: T.let[T.int32] = cse_v1 * n * 4
# contains: by % m * 64
# contains: if c and u % m < 3:
# contains: A[t % n + 1] = T.float32(2.0)
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((64,), "float32"), B: T.Buffer((64,), "float32"), n: T.int32, m: T.int32, t: T.int32, u: T.int32, c: T.bool):
    if t // n < 4:
        B[0] = T.if_then_else(t < n, A[t // n * n * 4 + 1], T.float32(0.0))
        B[1] = T.if_then_else(t < n, A[t // n * n * 4 + 2], T.float32(0.0))
    for by in range(16):
        if by // m < 4:
            for x in range(4):
                if c and by % m * 64 + x < 5:
                    B[by % m * 64 + x] = T.float32(1)
                if c and by % m * 64 + x < 6:
                    B[by % m * 64 + x + 1] = T.float32(1)
    if c and u % m < 3:
        A[u % m] = T.float32(1)
    if t // n < 3:
        if c:
            A[t % n] = T.float32(1)
        if t > 5:
            A[t % n + 1] = T.float32(2)
