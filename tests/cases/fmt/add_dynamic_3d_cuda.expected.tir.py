# from typing import TypeVar
# from tvm.script import ir as I
# from tvm.script import tirx as T

d0 = TypeVar("d0")
d1 = TypeVar("d1")
d2 = TypeVar("d2")
@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def fused_add_tir_exp(x0: T.Buffer((d0, d1, d2), "float32"), x1: T.Buffer((d0, d1, d2), "float32"), compute_intermediate: T.Buffer((d0, d1, d2), "float32")):
        T.func_attr({"target": T.target({"arch": "sm_80", "host": {"keys": ["cpu"], "kind": "llvm", "mtriple": "x86_64-conda-linux-gnu", "tag": ""}, "keys": ["cuda", "gpu"], "kind": "cuda", "max_num_threads": 1024, "tag": "", "thread_warp_size": 32}), "tirx.is_scheduled": True, "tirx.noalias": True})
        x0_1 = T.decl_buffer((d0 * d1 * d2,), data=x0.data, elem_offset=0)
        x1_1 = T.decl_buffer((d0 * d1 * d2,), data=x1.data, elem_offset=0)
        compute_intermediate_1 = T.decl_buffer((d0 * d1 * d2,), data=compute_intermediate.data, elem_offset=0)
        with T.launch_thread("blockIdx.x", (d0 * d1 * d2 + T.int64(1023)) // T.int64(1024)) as blockIdx_x:
            threadIdx_x = T.launch_thread("threadIdx.x", T.int64(1024))
            if blockIdx_x * T.int64(1024) + threadIdx_x < d0 * d1 * d2:
                compute_intermediate_1[blockIdx_x * T.int64(1024) + threadIdx_x] = T.exp(x0_1[blockIdx_x * T.int64(1024) + threadIdx_x] + x1_1[blockIdx_x * T.int64(1024) + threadIdx_x])
