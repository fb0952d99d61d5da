/*---
section: I.4.20.2
clause: initlist.host-device
description: "With --no-host-device-initializer-list the members are __host__ constexpr functions, which --expt-relaxed-constexpr lets device code call."
verdict: ok
std: c++14
flags: ["--no-host-device-initializer-list", "--expt-relaxed-constexpr"]
note: "The members of std::initializer_list are constexpr since C++14 (I.4.20.4 relaxes calls to __host__ constexpr functions)."
requires:
  # The rule is conditioned on an nvcc flag (NVRTC spells it alike); clang has no equivalent
  # and would compile the default mode, where the guide allows the call.
  toolchains: [nvcc, nvrtc, checker]
---*/
#include <initializer_list>
__device__ int count(std::initializer_list<int> in) { return (int)in.size() + *in.begin(); }
