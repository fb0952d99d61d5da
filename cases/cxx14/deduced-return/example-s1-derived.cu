/*---
section: I.4.21.1
clause: deduced-return.device-reference-outside-body
description: "The guide's example: decltype(fn1) in the base-specifier of a namespace-scope class."
verdict: error
std: c++14
tags: ["example"]
note: "The example's other error lines are removed; where the removed line is the member m1, the constructor's mem-initializer for it goes too."
---*/
__device__ auto fn1(int x) {
  return x;
}

__device__ decltype(auto) fn2(int x) {
  return x;
}

__device__ void device_fn1() {
  // OK
  int (*p1)(int) = fn1;
}

void host_fn1() {

  struct S_local_t {

    S_local_t() { }
  };
}

template<typename T> struct S1_t { };

// error: referenced outside device function bodies
struct S1_derived_t : S1_t<decltype(fn1)> { }; // expect-error
