/*---
section: I.3
clause: features.cxx17.register-removed
description: "register on a loop variable of a kernel under -std=c++17"
verdict: diagnose
std: c++17
note: "ISO C++ [intro.compliance] asks of an ill-formed program one diagnostic message, of any severity; a warning is one, and the guide asks for no more: read at that strength (verdict: diagnose, issue 23)."
---*/
__global__ void kern(int *p) {
  for (register int i = 0; i < 4; ++i) { // expect-diag
    p[i] = i;
  }
}
