/*---
section: I.4.20.5
clause: hostvar.constexpr-nonscalar-in-constexpr-call
description: "A constexpr __host__ __device__ function reading a host constexpr array element cannot be called from device code with a run-time index."
verdict: error
note: "As in the guide's get(idx) line, the error is expected on the call that is not a constant expression."
---*/
constexpr int host_arr[] = { 1, 2, 3};
constexpr __host__ __device__ int get(int idx) { return host_arr[idx]; }
__global__ void k(int *out, int i) {
  *out = get(i); // expect-error
}
