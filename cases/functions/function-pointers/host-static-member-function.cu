/*---
section: I.4.9.5
clause: function.device-address-in-host
description: "Taking the address of a static __device__ member function in host code is rejected."
verdict: error
---*/
struct S {
  static __device__ int make(void) { return 2; }
};
int main() {
  int (*p)(void) = &S::make; // expect-error
  return p != 0;
}
