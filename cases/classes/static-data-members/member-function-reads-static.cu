/*---
section: I.4.10.1
clause: class.static-data-member-device
description: "A __device__ member function reading its class's non-const static data member is diagnosed."
verdict: diagnose
---*/
struct S {
  static int limit;
  __device__ int get(void) const {
    return limit; // expect-diag
  }
};
int S::limit = 8;
