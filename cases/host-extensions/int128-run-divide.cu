/*---
section: I.4.1
clause: hostext.int128-device
description: "A kernel divides a 128-bit value by 7 and takes the remainder; the host checks against its own __int128 result."
verdict: ok
phase: run
requires: {features: [int128]}
run:
  stdout: "1 1\n"
note: "10^30 mod 7 = (10^6)^5 mod 7 = 1, since 10^6 = 1 (mod 7)."
---*/
#include "cuconform.h"

__global__ void divmod(__int128 *v)
{
  __int128 x = v[0];
  v[1] = x / 7;
  v[2] = x % 7;
}

int main(void)
{
  __int128 x = (__int128)1000000000000000000LL * 1000000000000LL;  // 10^30
  __int128 h[3] = {x, 0, 0};
  __int128 *d = nullptr;
  CC_CHECK(cudaMalloc(&d, sizeof h));
  CC_CHECK(cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice));
  divmod<<<1, 1>>>(d);
  CC_SYNC();
  CC_CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
  std::printf("%d %d\n", (int)(h[1] == x / 7), (int)h[2]);
  return 0;
}
