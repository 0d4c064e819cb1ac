# A chain with a term that may be negative (the parameter `off`) and none with an upper bound:
# a partial sum of a new order could overflow where the whole sum does not, so the chain keeps
# the program's order and `bx * d + off` is not formed.
# passes: cse
# bind: n=3,d=70
# check: --max-blocks 2
# from typing import TypeVar
# from tvm.script import ir as I
# from tvm.script import tirx as T

n = TypeVar("n")
d = TypeVar("d")
@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((n, d), "float32"), B: T.Buffer((n, d), "float32"), off: T.int64):
        T.func_attr({"tirx.noalias": True})
        A_1 = T.decl_buffer((n * d,), data=A.data)
        B_1 = T.decl_buffer((n * d,), data=B.data)
        with T.launch_thread("blockIdx.x", n) as blockIdx_x:
            threadIdx_x = T.launch_thread("threadIdx.x", T.int64(64))
            for ax in range((d + T.int64(63)) // T.int64(64)):
                if ax * T.int64(64) + threadIdx_x < d and T.int64(0) <= off and off < T.int64(1):
                    B_1[ax * T.int64(64) + blockIdx_x * d + off] = A_1[ax * T.int64(64) + blockIdx_x * d + off] * T.float32(2.0)
            for ax in range((d + T.int64(63)) // T.int64(64)):
                if ax * T.int64(64) + threadIdx_x < d and T.int64(0) <= off and off < T.int64(1):
                    B_1[ax * T.int64(64) + blockIdx_x * d + off] = B_1[ax * T.int64(64) + blockIdx_x * d + off] + T.float32(1.0)
