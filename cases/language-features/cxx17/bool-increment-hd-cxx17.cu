/*---
section: I.3
clause: features.cxx17.bool-increment-removed
description: "Postfix ++ on a bool parameter of a __host__ __device__ function under -std=c++17"
verdict: diagnose
std: c++17
note: "ISO C++ [intro.compliance] asks of an ill-formed program one diagnostic message, of any severity; a warning is one, and the guide asks for no more: read at that strength (verdict: diagnose, issue 23)."
---*/
__host__ __device__ bool mark(bool b) {
  b++; // expect-diag
  return b;
}
