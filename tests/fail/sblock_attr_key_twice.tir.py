# from tvm.script import tirx as T

@T.prim_func(s_tir=True)
def main():
    with T.sblock():
        T.sblock_attr({"key": {"a": 1}})
        T.sblock_attr({"key": {"b": 2}})
        T.evaluate(0)
