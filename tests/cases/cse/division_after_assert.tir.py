# `x // n` runs in each iteration only after `assert n != 0`: bound above the loop it would run
# before the first assert, and at n = 0 the run would trap where the input fails cleanly with
# the assert's message. In a function that may end early, a term that could trap or overflow
# stays in the scope of its uses. Found by an adversarial test (TVM: SIGFPE instead of the
# assert's error).
# passes: cse
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((8,), "int32"), x: T.int32, n: T.int32):
    for i in range(8):
        assert n != 0, "n must be nonzero"
        A[i] = x // n + i
