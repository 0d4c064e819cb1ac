# Terms loading a buffer a noalias function never writes are commoned: `A[i + 1] * 3.0` is
# computed once (a load alone is not bound: the measure counts it 0, and LLVM reuses it).
# passes: cse
# contains: T.let[T.float32] = A[i + 1] * T.float32(3.0)
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((64,), "float32"), B: T.Buffer((64,), "float32")):
    T.func_attr({"tirx.noalias": True})
    for i in range(32):
        B[i] = A[i + 1] * T.float32(3.0) + A[i + 1] * T.float32(3.0)
