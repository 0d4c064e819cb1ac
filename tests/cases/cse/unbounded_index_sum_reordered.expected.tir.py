# from typing import TypeVar
# from tvm.script import ir as I
# from tvm.script import tirx as T

n = TypeVar("n")
d = TypeVar("d")
@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((n, d), "float32"), B: T.Buffer((n, d), "float32")):
        T.func_attr({"tirx.noalias": True})
        cse_v1: T.let[T.int64] = n * d
        A_1 = T.decl_buffer((cse_v1,), data=A.data)
        B_1 = T.decl_buffer((cse_v1,), data=B.data)
        cse_v2: T.let[T.int64] = (d + T.int64(63)) // T.int64(64)
        with T.launch_thread("blockIdx.x", n) as blockIdx_x:
            cse_v3: T.let[T.int64] = blockIdx_x * d
            threadIdx_x = T.launch_thread("threadIdx.x", T.int64(64))
            cse_v4: T.let[T.int64] = d - threadIdx_x
            cse_v5: T.let[T.int64] = cse_v3 + threadIdx_x
            for ax in range(cse_v2):
                cse_v6: T.let[T.int64] = ax * T.int64(64)
                if cse_v6 < cse_v4:
                    cse_v7: T.let[T.int64] = cse_v5 + cse_v6
                    B_1[cse_v7] = A_1[cse_v7] * T.float32(2.0)
            for ax in range(cse_v2):
                cse_v8: T.let[T.int64] = ax * T.int64(64)
                if cse_v8 < cse_v4:
                    cse_v9: T.let[T.int64] = cse_v5 + cse_v8
                    B_1[cse_v9] = B_1[cse_v9] + T.float32(1.0)
