# `T.Call(op, [args], ret_ty=...)`, the op named by a string or by `tvm.ir.Op.get`: the call
# keeps its written result type, and prints back as a `T.Call` TVM reads as the same node.
# passes: fmt
# no-check: the interpreter refuses opaque calls
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer(1, "float32"), r: T.int32):
    T.evaluate(T.Call("tirx.prefetch", [T.address_of(A[0]), 0, 3, 1], ret_ty="void"))
    T.Call(tvm.ir.Op.get("tirx.tvm_call_packed"), ["dummy_function_name"], ret_ty="void")
    T.Call(tvm.ir.Op.get("tirx.tvm_call_packed"), [A.data], ret_ty="int32")
    if T.Call(tvm.ir.Op.get("tirx.tvm_call_packed"), ["x", r], ret_ty="bool"):
        A[0] = T.float32(1)
    T.evaluate(T.Call("tirx.call_extern", ["f", r], ret_ty="float32"))
