# `T.handle` takes `dtype=` and `storage_scope=`; `scope=` is not one of them.
# from tvm.script import tirx as T

@T.prim_func
def main(p: T.handle(scope="shared")):
    T.evaluate(0)
