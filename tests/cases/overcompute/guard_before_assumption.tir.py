# Without the guard the first loop would also store 0 into B[14] and B[15], and the
# assumption after it reads B[15]: the stores are not dead (the overwrite comes later), so the
# guard stays.
# passes: overcompute
# from tvm.script import tirx as T

@T.prim_func
def main(B: T.Buffer((16,), "int32")):
    for i in range(16):
        if i < 14:
            B[i] = 0
    T.assume(B[15] == 1)
    for i in range(16):
        B[i] = T.undef()
