# TIRx scope identifiers (`T.thread_id([n])`) are statements that define names: one used as a
# value is refused with a message naming it, not read as an opaque call.
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((1,), "int32")):
    with T.attr({"tirx.device_entry": T.bool(True)}):
        A[0] = T.thread_id([1]) + 1
