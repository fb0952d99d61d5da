/*---
section: I.4.21.1
clause: deduced-return.device-reference-outside-body
description: "The guide's example: decltype(fn2) as a default template argument of a host function template."
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

// error: referenced outside device function bodies
template <typename T = decltype(fn2)> // expect-error
void host_fn2() { }

template<typename T> struct S1_t { };
