/*---
section: I.3
clause: features.cxx20.modules-not-supported
description: "module and import are contextual keywords: as ordinary identifiers in device code they stay valid under -std=c++20"
verdict: ok
std: c++20
tags: [beyond-guide]
---*/
__global__ void kern(int *p) {
  int module = 2;
  int import = 3;
  *p = module * import;
}
