/*---
section: I.4.7
clause: exception.no-device
description: Throwing a class object from a __device__ member function is diagnosed.
verdict: diagnose
---*/
struct Error { int code; };

struct Checker {
  __device__ void check(int v) const
  {
    if (v != 0)
      throw Error{v};  // expect-diag
  }
};
