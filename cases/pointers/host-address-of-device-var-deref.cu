/*---
section: I.4.4
clause: pointer.device-var-address-device-only
description: Host code takes the address of a __device__ variable and dereferences it.
verdict: ub
phase: run
witness:
  unobservable: "host code reads the host shadow of a __device__ variable: ordinary host storage, a valid access that does not see the device value; no tool flags it"
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
