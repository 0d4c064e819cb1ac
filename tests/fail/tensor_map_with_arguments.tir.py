# from tvm.script import tirx as T

@T.prim_func
def main(A_map: T.TensorMap(2)):
    T.evaluate(T.address_of(A_map))
