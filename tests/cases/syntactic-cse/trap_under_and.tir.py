# passes: syntactic-cse
@T.prim_func
def main(A: T.Buffer((16,), "int32"), B: T.Buffer((16,), "bool"), n: T.int32):
    for i in range(16):
        B[i] = n != 0 and i // n < 3 and i // n > 1
