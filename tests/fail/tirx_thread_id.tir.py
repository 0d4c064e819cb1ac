# TIRx device entries index threads with `T.thread_id([n])` (a launch shape as a list): refused
# with a message naming it, not read as an opaque call.
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((1,), "int32")):
    with T.attr({"tirx.device_entry": T.bool(True)}):
        tx = T.thread_id([1])
        A[0] = tx
