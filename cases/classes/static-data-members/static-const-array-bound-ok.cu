/*---
section: I.4.10.1
clause: class.static-data-member-device
description: "A const static data member may size a local array in a kernel."
verdict: ok
---*/
struct Cfg { static const int N = 8; };
__global__ void kern(int *out) {
  int local[Cfg::N];
  for (int i = 0; i < Cfg::N; ++i) local[i] = i;
  *out = local[Cfg::N - 1];
}
