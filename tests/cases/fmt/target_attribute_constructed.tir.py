# A target attribute written as `tvm.target.Target(...)` (as TVM's tests and users write it)
# is kept as written; TVM reads it as the target it constructs.
# passes: fmt
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((16,), "float32")):
    T.func_attr({"target": tvm.target.Target("llvm", host="llvm"), "tirx.noalias": True})
    for i in range(16):
        A[i] = A[i] * T.float32(2)
