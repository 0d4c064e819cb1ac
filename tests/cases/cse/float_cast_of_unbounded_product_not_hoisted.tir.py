# A float cast cannot overflow, but the integer product under it can: T.Cast("float32", m * i)
# stays in the k loop, which runs zero times when c == 0 (where m * i may overflow unseen).
# passes: cse
# from tvm.script import tirx as T

@T.prim_func
def main(Y: T.Buffer((16,), "float32"), m: T.int32, c: T.int32):
    for i in range(16):
        for k in range(c):
            Y[i] = Y[i] + T.Cast("float32", m * i)
