# TIRx `m: T.TensorMap()`, a CUDA tensor-map descriptor parameter, is the pointer
# `T.handle("tensormap", "global")` makes, which TVM 0.27 reads as the same parameter.
# passes: fmt
# no-check: `T.address_of` of a parameter makes a pointer, which the interpreter does not run
# from tvm.script import tirx as T

@T.prim_func
def main(A_map: T.TensorMap()):
    T.device_entry()
    tx = T.thread_id([32])
    if tx == 0:
        T.evaluate(T.address_of(A_map))
