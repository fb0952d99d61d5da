/*---
section: I.4.13
clause: hostvar.const-value-use
description: "A const static array data member cannot be read in device code."
verdict: error
---*/
struct S { static const int arr[2]; };
const int S::arr[2] = {1, 2};
__device__ int get(void) {
  return S::arr[0]; // expect-error
}
