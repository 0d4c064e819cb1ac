# from tvm.script import ir as I
# from tvm.script import tirx as T

@T.prim_func
def main(A_map: T.handle("tensormap", "global")):
    T.device_entry()
    tx = T.thread_id([32])
    if tx == 0:
        T.address_of(A_map)
