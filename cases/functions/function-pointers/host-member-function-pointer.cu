/*---
section: I.4.9.5
clause: function.device-address-in-host
description: "Forming a pointer to a __device__ member function in host code is rejected."
verdict: error
---*/
struct S {
  __device__ int get(void) { return 1; }
};
int main() {
  int (S::*pm)(void) = &S::get; // expect-error
  return pm != 0;
}
