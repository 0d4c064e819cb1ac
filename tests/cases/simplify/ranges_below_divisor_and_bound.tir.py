# A value whose interval lies below the divisor is its own floormod, and min/max of values
# whose intervals do not overlap is the smaller/larger: from a loop range and from T.assume.
# passes: simplify
# from tvm.script import tirx as T

@T.prim_func
def f(A: T.Buffer((64,), "int32"), n: T.int32):
    T.assume(0 <= n and n < 16)
    for io, ii in T.grid(4, 4):
        A[io * 4 + ii] = ii % 4 + n % 16 + T.min(n, 20) + T.max(ii, 0) + T.min(ii, n - 20)
