# Launches by tag whose thread the body cannot name: TVM reads both forms as launches (the
# statement form over the rest of its block) and names the thread `v`; a `v` of the user's
# keeps its own name.
# passes: fmt
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def statement_form(A: T.Buffer((128,), "float32"), v: T.int32):
        T.launch_thread("blockIdx.x", 1)
        tx = T.launch_thread("threadIdx.x", 128)
        A[tx] = A[tx] + T.Cast("float32", v)

    @T.prim_func
    def with_form(A: T.Buffer((128,), "float32")):
        with T.launch_thread("blockIdx.x", 1):
            tx = T.launch_thread("threadIdx.x", 128)
            A[tx] = A[tx] + T.float32(1)
        A[0] = T.float32(0)
