/*---
section: I.4.3.1
clause: memspace.extern-missing-definition
description: nvlink reports an error when an extern __constant__ variable used in device code has no definition.
verdict: error
phase: link
flags: ["-rdc=true"]
requires: {rdc: true}
diagnostics:
  - severity: error
    tool: nvlink
    regex: "missing_const"
---*/
extern __constant__ float missing_const;

__global__ void kern(float *out)
{
  *out = missing_const;
}

int main(void)
{
  kern<<<1, 1>>>(nullptr);
  return 0;
}
