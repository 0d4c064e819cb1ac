# Forms of TVM's dialect: a mutable scalar (printed back as written, assigned again), a
# string dim adopted by a later scalar parameter of that name, T.attr as a statement and as a
# dict, T.vscale().
# passes: fmt
# bind: n=6
# contains: x: T.int32 = 1
# contains: x = x * 2 + i
# contains: A: T.Buffer(("n",), "int32"), n: T.int32
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer(("n",), "int32"), n: T.int32):
    x: T.int32 = 1
    for i in range(n):
        x = x * 2 + i
        A[i] = x
    T.attr({"device_id": 0, "device_type": 1})
    T.attr("", "pragma_note", T.vscale())
    A[0] = A[0] + 1
