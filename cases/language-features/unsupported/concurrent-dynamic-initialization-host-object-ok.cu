/*---
section: I.1
clause: features.cxx11.concurrent-dynamic-initialization
description: "A host function-scope static of class type initialized by a constructor call (dynamic initialization, host code keeps it)"
verdict: ok
std: c++11
---*/
struct Table {
  int n;
  explicit Table(int v) : n(v * 3) {}
};
int host_table_size(int v) {
  static Table t(v);
  return t.n;
}
__global__ void kern(int *p) { *p = 9; }
