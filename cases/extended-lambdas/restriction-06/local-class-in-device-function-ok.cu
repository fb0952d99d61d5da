/*---
section: I.6.2
clause: xlambda.restriction-6
description: "In a __device__ function an annotated lambda in a local class member is not extended and is accepted"
verdict: ok
flags: ["--extended-lambda"]
---*/
__device__ int foo(void) {
  struct S1_t {
    __device__ int bar(void) {
      auto lam = [] __device__ { return 3; };
      return lam();
    }
  };
  S1_t s;
  return s.bar();
}
