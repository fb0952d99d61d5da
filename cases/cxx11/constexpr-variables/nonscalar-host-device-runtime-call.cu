/*---
section: I.4.20.5
clause: hostvar.constexpr-nonscalar-in-constexpr-call
description: "A constexpr __host__ __device__ function reading a host constexpr array element cannot be called from device code with a run-time index."
verdict: error
note: "As in the guide's get(idx) line, the call is not a constant expression; the use of host_arr is inside get. A diagnostic at either line honours the rule (one expect-error-any group)."
---*/
constexpr int host_arr[] = { 1, 2, 3};
constexpr __host__ __device__ int get(int idx) { return host_arr[idx]; } // expect-error-any(use)
__global__ void k(int *out, int i) {
  *out = get(i); // expect-error-any(use)
}
