/*---
section: I.4.10.3
clause: global.param-no-virtual-class
description: "Launching a __global__ template deduced with a polymorphic class type is rejected at the launch."
verdict: error
---*/
struct V {
  int x;
  virtual __host__ __device__ int get(void) { return x; }
};
template <typename T> __global__ void kern(T t) { }
void launch(void) {
  V v;
  kern<<<1, 1>>>(v); // expect-error
}
