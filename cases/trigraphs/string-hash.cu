/*---
section: I.4.12
clause: trigraph.not-supported
description: "The string literal \"??=\" keeps its three characters."
verdict: ok
revisions:
  c++11: {std: "c++11"}
  c++14: {std: "c++14", note: "The string literal \"??=\" keeps its three characters in device code (no trigraph replacement)."}
  c++17: {std: "c++17", note: "The string literal \"??=\" keeps its three characters in device code (no trigraph replacement)."}
---*/
__device__ char pick(int i) {
  static_assert(sizeof("??=") == 4, "no trigraph replacement");
  return "??="[i];
}
