/*---
section: I.4.4
clause: pointer.device-var-address-device-only
description: Host code takes the address of a __device__ variable and dereferences it.
verdict: ub
phase: run
note: "The host sees a shadow object; whatever it prints (or a diagnostic) conforms."
---*/
#include "cuconform.h"

__device__ int value = 5;

int main(void)
{
  int *p = &value;
  std::printf("%d\n", *p);
  return 0;
}
