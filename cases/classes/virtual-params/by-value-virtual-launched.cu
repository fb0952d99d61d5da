/*---
section: I.4.10.3
clause: global.param-no-virtual-class
description: "Launching from host code a kernel that takes a polymorphic object by value: the parameter declaration is rejected."
verdict: error
---*/
struct V {
  int x;
  virtual __host__ __device__ int get(void) { return x; }
};
__global__ void kern(V v, int *out) { *out = v.x; } // expect-error
void launch(int *out) {
  V v;
  v.x = 1;
  kern<<<1, 1>>>(v, out);
}
