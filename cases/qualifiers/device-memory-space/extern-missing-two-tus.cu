/*---
section: I.4.3.1
clause: memspace.extern-missing-definition
description: With two translation units, neither of which defines the extern __device__ variable both use, the device link fails.
verdict: error
phase: link
requires: {rdc: true}
tus: 2
diagnostics:
  - severity: error
    tool: nvlink
    regex: "nowhere"
---*/
extern __device__ int nowhere;

#if CUCONFORM_TU == 1
__global__ void kern1(int *out) { *out = nowhere; }
int main(void)
{
  kern1<<<1, 1>>>(nullptr);
  return 0;
}
#else
__global__ void kern2(int *out) { *out = nowhere + 1; }
#endif
