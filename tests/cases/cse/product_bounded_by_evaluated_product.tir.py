# m * i0 (0 <= i0 < n, m >= 0) cannot overflow where every run computes n * m: it leaves the
# k loop, which may run zero times (issue 18, softmax_dynamic_llvm's m * i0 + k_0 * 4).
# passes: cse
# from tvm.script import tirx as T

@T.prim_func
def main(X: T.Buffer(("n", "m"), "float32"), Y: T.Buffer(("n", "m"), "float32")):
    n, m = T.int32(), T.int32()
    B = T.alloc_buffer((n * m,))
    for i0 in range(n):
        for k in range(m):
            B[m * i0 + k] = X[i0, k]
    for i0 in range(n):
        for k in range(m):
            Y[i0, k] = B[m * i0 + k]
