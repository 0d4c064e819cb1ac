# `A.access_ptr(mask, ...)` with keywords is kept as the opaque call of its positional form,
# which TVM 0.27 reads as the same node (its own print, `T.tvm_access_ptr(...)`, reads back
# with another pointer type).
# passes: fmt
# no-check: `A.access_ptr` is an opaque call the interpreter does not run
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((16,), "float32"), B: T.Buffer((4, 4), "float32"), n: T.int32):
    T.evaluate(A.access_ptr("r", extent=n))
    T.evaluate(B.access_ptr("rw", offset=2))
    T.evaluate(B.access_ptr(access_mask="w", ptr_type="handle"))
    T.evaluate(A.access_ptr("r"))
