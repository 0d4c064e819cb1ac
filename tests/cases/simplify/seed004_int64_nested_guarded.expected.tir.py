# from typing import TypeVar
# from tvm.script import ir as I
# from tvm.script import tirx as T

d0 = TypeVar("d0")
d1 = TypeVar("d1")
d2 = TypeVar("d2")
@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def softmax_maxelem(x: T.Buffer((d0, d1, d2), "float32"), T_softmax_maxelem: T.Buffer((d0, d1, d2), "float32")):
        T.func_attr({"tirx.noalias": True})
        x_1 = T.decl_buffer((d0 * d1 * d2,), data=x.data)
        T_softmax_maxelem_1 = T.decl_buffer((d0 * d1 * d2,), data=T_softmax_maxelem.data)
        if T.int64(1) <= d1 and T.int64(1) <= d2:
            with T.launch_thread("blockIdx.x", (d0 * d1 * d2 + T.int64(511)) // T.int64(512)) as blockIdx_x:
                threadIdx_x = T.launch_thread("threadIdx.x", T.int64(512))
                if T.likely(blockIdx_x * T.int64(512) + threadIdx_x < d0 * d1 * d2):
                    T_softmax_maxelem_1[blockIdx_x * T.int64(512) + threadIdx_x] = T.max(x_1[blockIdx_x * T.int64(512) + threadIdx_x], T.float32(-3.4028234663852886e38))
