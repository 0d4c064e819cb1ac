# Malformed: an op TVM does not register (`tvm.ir.Op.get` refuses it).
# from tvm.script import tirx as T

@T.prim_func
def main(r: T.int32):
    T.evaluate(T.Call("tirx.no_such_op", [r], ret_ty="int32"))
