# A bfloat16 value is not bound: TVM 0.27's bfloat16 legalization retypes a let's value but not
# its variable, and the build fails ("StructuralEqual()(value->ty, var->ty)"); its integer
# operand `vi * 3` still is.
# passes: cse
# no-check: the interpreter does not compute bfloat16 (TVM builds and runs the output)
@T.prim_func(s_tir=True)
def main(A: T.Buffer((16,), "bfloat16"), B: T.Buffer((16,), "bfloat16")):
    for i in range(16):
        with T.sblock("b"):
            vi = T.axis.spatial(16, i)
            T.reads(A[vi])
            T.writes(B[vi])
            B[vi] = A[vi] * (T.Cast("bfloat16", vi * 3) + T.bfloat16(1.0)) + (T.Cast("bfloat16", vi * 3) + T.bfloat16(1.0))
