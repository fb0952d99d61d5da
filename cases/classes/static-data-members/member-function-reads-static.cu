/*---
section: I.4.10.1
clause: class.static-data-member-device
description: "A __device__ member function reading its class's non-const static data member is rejected."
verdict: error
---*/
struct S {
  static int limit;
  __device__ int get(void) const {
    return limit; // expect-error
  }
};
int S::limit = 8;
