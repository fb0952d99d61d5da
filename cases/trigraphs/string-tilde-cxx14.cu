/*---
section: I.4.12
clause: trigraph.not-supported
description: "The string literal \"??-\" keeps its three characters in device code (no trigraph replacement). (-std=c++14)"
verdict: ok
std: c++14
---*/
__device__ char pick(int i) {
  static_assert(sizeof("??-") == 4, "no trigraph replacement");
  return "??-"[i];
}
