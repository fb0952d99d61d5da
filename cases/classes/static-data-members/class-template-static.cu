/*---
section: I.4.10.1
clause: class.static-data-member-device
description: "A non-const static data member of a class template, read in device code, is diagnosed."
verdict: diagnose
---*/
template <typename T> struct TS { static T n; };
template <typename T> T TS<T>::n = T();
__device__ int f(void) {
  return TS<int>::n; // expect-diag
}
