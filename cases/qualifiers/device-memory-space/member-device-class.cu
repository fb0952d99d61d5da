/*---
section: I.4.3.1
clause: memspace.no-member
description: A __device__ class data member is rejected.
verdict: error
---*/
class C {
public:
  __device__ int x;  // expect-error
  int y;
};
