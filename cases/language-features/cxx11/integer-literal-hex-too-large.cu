/*---
section: I.1
clause: features.cxx11.integer-literal-too-large
description: "A 68-bit hexadecimal literal in a kernel: no integer type can represent it"
verdict: diagnose
std: c++11
note: "ISO C++ [intro.compliance] asks of an ill-formed program one diagnostic message, of any severity; a warning is one, and the guide asks for no more: read at that strength (verdict: diagnose, issue 23)."
---*/
__global__ void kern(unsigned long long *p) {
  *p = 0x1FFFFFFFFFFFFFFFF; // expect-diag
}
