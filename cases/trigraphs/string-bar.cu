/*---
section: I.4.12
clause: trigraph.not-supported
description: "The string literal \"??!\" keeps its three characters in device code (no trigraph replacement)."
verdict: ok
revisions: [c++14, c++17]
---*/
__device__ char pick(int i) {
  static_assert(sizeof("??!") == 4, "no trigraph replacement");
  return "??!"[i];
}
