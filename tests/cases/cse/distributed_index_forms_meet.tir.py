# The store writes its index as (i * 4 + j) * 16 + k, the loads as i * 64 + j * 16 + k and
# (j + i * 4) * 16 + k: distributivity and the constant regrouping (i * 4) * 16 = i * 64 prove
# them one value, and every occurrence takes one form, so each k's index is computed once
# (the form whose product leaves the j loop). Neither (i * 4 + j) * 16 nor (j + i * 4) * 16
# remains.
# passes: cse
# not-contains: * 4
# contains: = i * 64
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((260,), "float32"), B: T.Buffer((260,), "float32"), w: T.Buffer((4,), "float32")):
    for i, j in T.grid(4, 4):
        A[(i * 4 + j) * 16 + 0] = B[i * 64 + j * 16 + 0] * w[(i + j) % 4] + B[(j + i * 4) * 16 + 1]
        A[(i * 4 + j) * 16 + 1] = B[i * 64 + j * 16 + 1] * w[(j + i) % 4] + B[(j + i * 4) * 16 + 2]
        A[(i * 4 + j) * 16 + 2] = B[i * 64 + j * 16 + 2] * w[(i + j) % 4] + B[(j + i * 4) * 16 + 3]
        A[(i * 4 + j) * 16 + 3] = B[i * 64 + j * 16 + 3] * w[(j + i) % 4] + B[(j + i * 4) * 16 + 4]
