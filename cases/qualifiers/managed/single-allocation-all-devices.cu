/*---
section: I.4.3.2
clause: managed.single-allocation
description: "On every device the kernel sees the same single instance of the managed variable: increments from all devices accumulate."
verdict: ok
phase: run
run:
  stdout: "one instance\n"
---*/
#include "cuconform.h"

__managed__ int count = 0;
__managed__ int *seen[64];

__global__ void bump(int dev)
{
  count += 1;
  seen[dev] = &count;
}

int main(void)
{
  int n = 0;
  CC_CHECK(cudaGetDeviceCount(&n));
  if (n > 64) n = 64;
  for (int d = 0; d < n; ++d) {
    CC_CHECK(cudaSetDevice(d));
    bump<<<1, 1>>>(d);
    CC_SYNC();
  }
  bool same = true;
  for (int d = 0; d < n; ++d) same = same && seen[d] == &count;
  std::printf("%s\n", (count == n && same) ? "one instance" : "per-device instances");
  return 0;
}
