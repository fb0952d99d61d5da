/*---
section: I.4.20.5
clause: hostvar.constexpr-no-reference-or-address
description: "Passing a host constexpr variable to a const int& parameter in device code binds a reference to it."
verdict: error
---*/
constexpr int xxx = 10;
__device__ int id(const int &r) { return r; }
__device__ int f() {
  return id(xxx); // expect-error
}
