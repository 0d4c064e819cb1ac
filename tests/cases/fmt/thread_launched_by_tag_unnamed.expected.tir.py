# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def statement_form(A: T.Buffer((128,), "float32"), v: T.int32):
        v_1 = T.launch_thread("blockIdx.x", 1)
        tx = T.launch_thread("threadIdx.x", 128)
        A[tx] = A[tx] + T.Cast("float32", v)

    @T.prim_func
    def with_form(A: T.Buffer((128,), "float32")):
        with T.launch_thread("blockIdx.x", 1) as v:
            tx = T.launch_thread("threadIdx.x", 128)
            A[tx] = A[tx] + T.float32(1.0)
        A[0] = T.float32(0.0)
