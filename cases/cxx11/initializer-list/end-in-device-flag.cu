/*---
section: I.4.20.2
clause: initlist.host-device
description: "With --no-host-device-initializer-list, std::initializer_list::end cannot be called from a __device__ function."
verdict: error
flags: ["--no-host-device-initializer-list"]
requires:
  # The rule is conditioned on an nvcc flag (NVRTC spells it alike); clang has no equivalent
  # and would compile the default mode, where the guide allows the call.
  toolchains: [nvcc, nvrtc, checker]
---*/
#include <initializer_list>
__device__ const int *last(std::initializer_list<int> in) {
  return in.end(); // expect-error
}
