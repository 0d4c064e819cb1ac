# A buffer declared over a pointer computed in the body (`p = A.data`) may be any storage: a
# store to it forgets what is known of every buffer, so the two ifs on A[i] > 0 stay apart.
# Found by an adversarial test.
# passes: simplify
# no-check: the interpreter refuses a pointer used as a value (TVM showed the difference)
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((16,), "int32"), B: T.Buffer((16,), "int32")):
    T.func_attr({"tirx.noalias": True})
    p = A.data
    A3 = T.decl_buffer((16,), "int32", data=p)
    for i in range(16):
        if A[i] > 0:
            A3[i] = -1
        if A[i] > 0:
            B[i] = 1
        else:
            B[i] = 2
