# A bare prim_func (no IRModule) with unusual spacing prints in canonical form.
# passes: fmt
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((8,), "int32"), x: T.int32):
    for i in range(8):
        A[i]=x+i*2
