/*---
section: I.1
clause: features.cxx11.delegating-constructors-cycle
description: "A __host__ __device__ constructor that delegates to itself (ill-formed, no diagnostic required)"
verdict: ndr
std: c++11
note: "ndr: the annotation marks where a diagnosing toolchain would point; any outcome short of a crash or hang conforms."
---*/
struct Self {
  int v;
  __host__ __device__ Self(int x) : Self(x) {} // expect-error
};
__global__ void kern(int *p) {
  Self s(*p);
  *p = s.v;
}
