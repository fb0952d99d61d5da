/*---
section: I.4.20.2
clause: initlist.host-device
description: "With --no-host-device-initializer-list, host code still calls std::initializer_list members."
verdict: ok
flags: ["--no-host-device-initializer-list"]
requires:
  # The rule is conditioned on an nvcc flag (NVRTC spells it alike); clang has no equivalent
  # and would compile the default mode, where the guide allows the call.
  toolchains: [nvcc, nvrtc, checker]
---*/
#include <initializer_list>
int count(std::initializer_list<int> in) {
  int s = 0;
  for (int v : in) s += v;
  return s + (int)in.size();
}
int h() { return count({1, 2, 3}); }
