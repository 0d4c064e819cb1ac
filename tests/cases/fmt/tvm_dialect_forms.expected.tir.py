# from tvm.script import ir as I
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer(("n",), "int32"), n: T.int32):
    x: T.int32 = 1
    for i in range(n):
        x = x * 2 + i
        A[i] = x
    with T.attr(0, "device_id", 0):
        with T.attr(0, "device_type", 1):
            with T.attr("", "pragma_note", T.vscale()):
                A[0] = A[0] + 1
