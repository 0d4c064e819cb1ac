# Forms TVM 0.27 evaluates while reading, lowered to the nodes it builds: `A.vload(begin,
# dtype)` (a ramp load), `T.Shuffle([vectors], [indices])`, the lower-case `T.ramp` and
# `T.broadcast`, `T.boolean` parameters, `T.bind(value, var=v)` of a declared `v`, and a cast
# of a broadcast to a store's dtype made under the broadcast (`T.Broadcast(T.float32(1.0), 4)`).
# passes: fmt
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((16,), "float32"), B: T.Buffer((16,), "float32"), M: T.Buffer((4, 8), "uint8"), flag: T.boolean, i: T.int32):
    j = T.int32()
    T.bind(i + 1, var=j)
    B[0:4] = A.vload([4], "float32x4")
    B[4:8] = A.vload(T.ramp(8, 1, 4), dtype="float32x4") + T.broadcast(T.float32(1.0), 4)
    M[1, 0:4] = M.vload([0, 4], "uint8x4")
    B[8:10] = T.Shuffle([A[T.Ramp(0, 1, 4)], A[T.Ramp(4, 1, 4)]], [7, 0])
    B[10] = T.Shuffle([A[T.Ramp(0, 1, 2)]], [1])
    if flag:
        B[11] = T.Cast("float32", j)
    B[12:16] = T.Broadcast(1, 4)
