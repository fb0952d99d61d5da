/*---
section: I.4.13
clause: hostvar.const-value-use
description: "A const int may be used as a case label in device code."
verdict: ok
---*/
const int kOne = 1;
const int kTwo = 2;
__device__ int classify(int v) {
  switch (v) {
  case kOne: return 10;
  case kTwo: return 20;
  default: return 0;
  }
}
