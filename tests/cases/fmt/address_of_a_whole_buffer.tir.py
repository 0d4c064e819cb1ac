# `T.address_of(A)` of a whole buffer is, as TVM's `address_of` makes it, the address of its
# first element: one int32 zero per dimension, none for a zero-dimensional buffer.
# passes: fmt
# no-check: `T.address_of` makes a pointer, which the interpreter does not run
# from tvm.script import tirx as T

@T.prim_func
def main(a: T.handle, S: T.Buffer((), "int32"), V: T.Buffer((8,), "float16")):
    A = T.match_buffer(a, (128, 128), "float32")
    T.evaluate(T.address_of(A))
    T.evaluate(T.address_of(S))
    T.evaluate(T.address_of(V))
    T.evaluate(T.address_of(A[1, 2]))
