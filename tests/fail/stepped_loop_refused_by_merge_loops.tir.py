# command: opt --passes merge-loops
# The padding passes take a loop's whole range as the values its variable takes, which a step
# breaks: a function with a stepped loop is refused with a message, not transformed.
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((16,), "float32")):
    for i in range(0, 16, 2):
        A[i] = T.float32(0.0)
    for i in range(0, 16, 2):
        A[i] = A[i] + T.float32(1.0)
