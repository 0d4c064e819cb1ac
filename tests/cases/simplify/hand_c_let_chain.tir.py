# Corpus program hand_c: let-bound constants propagate and their unused lets go, 7 weighted ops to 2 (as TVM's
# StmtSimplify).
# passes: simplify
# Hand-written example (c): let chain.
#   let z1=1; let z2=2; buffer[i1]=z1+z2; let x=1; let y=1;
#   let a=(x+y)+(z1+z2); let b=(x+y)+z3; buffer[i2]=a+b
# In TVM 0.27 statement-level lets are flat `Bind` statements (T.let[...]).
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def main(buffer: T.Buffer((50,), "int32"), z3: T.int32, i1: T.int32, i2: T.int32):
        T.func_attr({"tirx.noalias": True})
        z1: T.let[T.int32] = 1
        z2: T.let[T.int32] = 2
        buffer[i1] = z1 + z2
        x: T.let[T.int32] = 1
        y: T.let[T.int32] = 1
        a: T.let[T.int32] = x + y + (z1 + z2)
        b: T.let[T.int32] = x + y + z3
        buffer[i2] = a + b
