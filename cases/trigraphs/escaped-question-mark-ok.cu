/*---
section: I.4.12
clause: trigraph.not-supported
description: "The escape \\? (the portable way to write ?? in a literal) gives three characters whether or not a toolchain replaces trigraphs."
verdict: ok
std: c++14
---*/
__device__ char pick(int i) {
  static_assert(sizeof("?\?=") == 4, "escaped question mark");
  return "?\?="[i];
}
