/*---
section: I.3
clause: features.cxx17.bool-increment-removed
description: "Prefix ++ on a bool captured by reference in a lambda inside a kernel, -std=c++17"
verdict: diagnose
std: c++17
note: "ISO C++ [intro.compliance] asks of an ill-formed program one diagnostic message, of any severity; a warning is one, and the guide asks for no more: read at that strength (verdict: diagnose, issue 23)."
---*/
__global__ void kern(bool *p) {
  bool hit = false;
  auto touch = [&hit]() { ++hit; }; // expect-diag
  touch();
  *p = hit;
}
