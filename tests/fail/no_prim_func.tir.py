# Malformed: no prim_func at all.
x = 1
