# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def softmax_maxelem(x: T.Buffer(("d0", "d1", "d2"), "float32"), T_softmax_maxelem: T.Buffer((d0, d1, d2), "float32")):
        d0, d1, d2 = T.int32(), T.int32(), T.int32()
        T.func_attr({"tirx.noalias": True})
        cse_v1: T.let[T.int32] = d0 * d1 * d2
        x_1 = T.decl_buffer((cse_v1,), data=x.data)
        T_softmax_maxelem_1 = T.decl_buffer((cse_v1,), data=T_softmax_maxelem.data)
        with T.launch_thread("blockIdx.x", (cse_v1 + 511) // 512) as blockIdx_x:
            cse_v2: T.let[T.int32] = blockIdx_x * 512
            threadIdx_x = T.launch_thread("threadIdx.x", 512)
            cse_v3: T.let[T.int32] = cse_v2 + threadIdx_x
            if T.likely(cse_v3 < cse_v1):
                T_softmax_maxelem_1[cse_v3] = T.max(x_1[cse_v3], T.float32(-3.4028234663852886e38))
