/*---
section: I.3
clause: features.cxx17.bool-increment-removed
description: "Prefix ++ on a bool captured by reference in a lambda inside a kernel, -std=c++17"
verdict: error
std: c++17
---*/
__global__ void kern(bool *p) {
  bool hit = false;
  auto touch = [&hit]() { ++hit; }; // expect-error
  touch();
  *p = hit;
}
