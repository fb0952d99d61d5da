/*---
section: I.1
clause: features.cxx11.garbage-collection
description: "std::declare_reachable / std::undeclare_reachable around a disguised pointer in host code"
verdict: ok
std: c++11
---*/
#include <memory>
int *host_roundtrip(int *p) {
  std::declare_reachable(p);
  return std::undeclare_reachable(p);
}
__global__ void kern(int *p) { *p = 4; }
