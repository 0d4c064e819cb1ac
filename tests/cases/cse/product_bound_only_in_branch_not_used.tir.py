# n * m is computed only when c > 0: it bounds nothing on the other runs, so m * i0 stays in
# the k loop, which may run zero times (its extent, `m - 1`, being 0 leaves `m` nonzero: the
# product does not vanish with the loop, as it does in `range(m)`).
# passes: cse
# from tvm.script import tirx as T

@T.prim_func
def main(X: T.Buffer(("n", "m"), "float32"), Y: T.Buffer(("n", "m"), "float32"), c: T.int32):
    n, m = T.int32(), T.int32()
    if c > 0:
        Y[0, 0] = T.Cast("float32", n * m)
    for i0 in range(n):
        for k in range(m - 1):
            Y[i0, k] = X[i0, k] + T.Cast("float32", m * i0)
