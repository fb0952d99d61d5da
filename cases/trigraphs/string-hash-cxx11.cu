/*---
section: I.4.12
clause: trigraph.not-supported
description: "The string literal \"??=\" keeps its three characters under -std=c++11."
verdict: ok
std: c++11
---*/
__device__ char pick(int i) {
  static_assert(sizeof("??=") == 4, "no trigraph replacement");
  return "??="[i];
}
