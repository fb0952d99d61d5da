/*---
section: I.4.3.1
clause: memspace.extern-missing-definition
description: nvlink reports an error when an extern __managed__ variable used in device code has no definition.
verdict: error
phase: link
flags: ["-rdc=true"]
requires: {rdc: true}
diagnostics:
  - severity: error
    tool: nvlink
    regex: "missing_managed"
note: "A __managed__ variable also has a host-side reference; the host linker may report it too, but the device link is the one the spec names."
---*/
extern __managed__ int missing_managed;

__global__ void kern(void)
{
  missing_managed = 1;
}

int main(void)
{
  kern<<<1, 1>>>();
  return 0;
}
