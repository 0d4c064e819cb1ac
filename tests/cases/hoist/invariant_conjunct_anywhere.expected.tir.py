# from tvm.script import ir as I
# from tvm.script import tirx as T

@T.prim_func
def f(A: T.Buffer((4, 4, 4), "float32")):
    for i in range(4):
        if i < 2:
            for j in range(4):
                if j == 1:
                    for k in range(4):
                        if k < 3:
                            A[i, j, k] = T.float32(1.0)
