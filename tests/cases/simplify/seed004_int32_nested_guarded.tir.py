# Seed 004 (int32, nested, guarded): the three softmax bound checks become one,
# T.likely(t < d0 * d1 * d2); an explicit `1 <= d` guard is not a bound check and stays.
# Copy of tests/data/seed004/softmax_int32_nested_guarded.tir.py.
# passes: simplify
# bind: d0=1,d1=1,d2=1
# bind: d0=1,d1=3,d2=5
# bind: d0=2,d1=1,d2=7
# bind: d0=3,d1=4,d2=1
# bind: d0=5,d1=7,d2=3
# bind: d0=1,d1=1,d2=600
# check: --trials 10
# contains: < d0 * d1 * d2)
# Seed 004's dynamic-shape softmax bound checks in TVM 0.27 syntax (int32, nested ifs, inside an explicit 1 <= d guard).
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def softmax_maxelem(x: T.Buffer(("d0", "d1", "d2"), "float32"), T_softmax_maxelem: T.Buffer((d0, d1, d2), "float32")):
        d0, d1, d2 = T.int32(), T.int32(), T.int32()
        T.func_attr({"tirx.noalias": True})
        x_1 = T.decl_buffer((d0 * d1 * d2,), data=x.data)
        T_softmax_maxelem_1 = T.decl_buffer((d0 * d1 * d2,), data=T_softmax_maxelem.data)
        if 1 <= d1 and 1 <= d2:
            with T.launch_thread("blockIdx.x", (d0 * d1 * d2 + 511) // 512) as blockIdx_x:
                threadIdx_x = T.launch_thread("threadIdx.x", 512)
                if T.likely((blockIdx_x * 512 + threadIdx_x) // d2 // d1 < d0):
                    if T.likely((blockIdx_x * 512 + threadIdx_x) // d2 < d0 * d1):
                        if T.likely(blockIdx_x * 512 + threadIdx_x < d0 * d1 * d2):
                            T_softmax_maxelem_1[blockIdx_x * 512 + threadIdx_x] = T.max(x_1[blockIdx_x * 512 + threadIdx_x], T.float32(-340282346638528859811704183484516925440.0))
