/*---
section: I.4.9.5
clause: function.global-address-cross-side
description: "The address of a kernel taken in device code is not the address host code uses for it; comparing the two is not meaningful (printed)."
verdict: ub
phase: run
witness:
  unobservable: "a device-side and a host-side function address compared: both are valid values, they just differ; no memory access goes wrong"
---*/
#include "cuconform.h"
__global__ void child(void) { }
typedef void (*kern_t)(void);
__managed__ kern_t taken;
__global__ void take(void) { taken = child; }
int main() {
  take<<<1, 1>>>();
  CC_SYNC();
  std::printf("same %d\n", (int)(taken == &child));
  return 0;
}
