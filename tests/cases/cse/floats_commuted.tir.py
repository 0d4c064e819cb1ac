# Float multiplication is commutative (an exact identity): x * y and y * x are one binding.
# passes: cse
# contains: T.let[T.float32]
# from tvm.script import tirx as T

@T.prim_func
def main(B: T.Buffer((4,), "float32"), x: T.float32, y: T.float32):
    B[0] = x * y + T.float32(1.0)
    B[1] = y * x + T.float32(2.0)
