# A block variable bound outside its declared domain: `vi = T.axis.spatial(8, i + 5)` runs
# vi over 5..=12, which TVM parses, builds and runs without complaint. Its range is its
# binding's, not the domain's: `floormod(vi, 8) + min(vi, 7) * 10` is not `vi * 11` here (it
# was, found by an adversarial test: A[3] became 88 where the input gives 70).
# passes: cse
# from tvm.script import tirx as T

@T.prim_func(s_tir=True)
def main(A: T.Buffer((8,), "int32")):
    for i in range(8):
        with T.sblock("b"):
            vi = T.axis.spatial(8, i + 5)
            T.reads()
            T.writes(A[vi - 5])
            A[vi - 5] = T.floormod(vi, 8) + T.min(vi, 7) * 10
