/*---
section: I.3
clause: features.cxx20.modules-not-supported
description: "module and import as data member names of a struct used in device code (contextual keywords, ordinary identifiers here)"
since: "12.0"
verdict: ok
std: c++20
tags: [beyond-guide]
note: "C++20 is beyond the guide; nvcc supports C++20 in device code since 12.0 (CHANGES.md A1)."
---*/
struct Unit {
  int module;
  int import;
};
__device__ int total(Unit u) { return u.module + u.import; }
