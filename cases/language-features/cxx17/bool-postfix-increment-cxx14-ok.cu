/*---
section: I.3
clause: features.cxx17.bool-increment-removed
description: "Postfix ++ on a bool in a kernel under -std=c++14 (deprecated, still valid)"
verdict: ok
std: c++14
---*/
__global__ void kern(bool *p) {
  bool seen = false;
  seen++;
  *p = seen;
}
