# A loop from 10 to 29 over a buffer laid out in rows of 8: the rows from the one holding 10
# (the first is skipped), the values before 10 and from 29 on guarded out of the partial rows.
# passes: sequential-access
# args: --buffer A
# contains: for i_outer in range(1, 4):
# contains: if 10 <= 8 * i_outer + i_inner and 8 * i_outer + i_inner < 29:
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((4, 8), "int32")):
    for i in range(10, 29):
        A[i // 8, i % 8] = i * 3
