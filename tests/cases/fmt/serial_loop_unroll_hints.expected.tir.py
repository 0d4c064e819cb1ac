# from tvm.script import ir as I
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((16,), "int32")):
    for i in T.serial(4, annotations={"pragma_unroll": True}):
        A[i] = A[i] + 1
    for j in T.serial(4, 8, annotations={"disable_unroll": True}):
        A[j] = A[j] * 2
    for k in T.serial(8, 16, annotations={"pragma_unroll": 2}):
        A[k] = 0
    for m in T.serial(4, annotations={"pragma_auto_unroll_max_step": 16, "pragma_unroll": 4}):
        A[m] = A[m] - 1
