# from tvm.script import ir as I
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((1,), "float32"), r: T.int32):
    T.Call("tirx.prefetch", [T.address_of(A[0]), 0, 3, 1], ret_ty="void")
    T.Call("tirx.tvm_call_packed", ["dummy_function_name"], ret_ty="void")
    T.Call("tirx.tvm_call_packed", [A.data], ret_ty="int32")
    if T.Call("tirx.tvm_call_packed", ["x", r], ret_ty="bool"):
        A[0] = T.float32(1.0)
    T.Call("tirx.call_extern", ["f", r], ret_ty="float32")
