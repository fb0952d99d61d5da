/*---
section: I.4.6
clause: rtti.no-type-info-device
description: "std::type_info used in host code, in a translation unit with device code, is fine."
verdict: ok
phase: run
run:
  stdout: "0 1\n"
---*/
#include <cstdio>
#include <typeinfo>

__global__ void kern(int *out) { *out = 1; }

int main(void)
{
  const std::type_info &a = typeid(float);
  const std::type_info &b = typeid(double);
  std::printf("%d %d\n", a == b, a.hash_code() == typeid(float).hash_code());
  return 0;
}
