# Malformed for this tool: a TIRx tile primitive, whose `A[0:16]` is a buffer region.
# from tvm.script import tirx as T
@T.prim_func
def tile_call():
    A = T.alloc_buffer((16,))
    T.tile.memset(A[0:16], T.float32(0.0))
