/*---
section: I.4.3.1
clause: memspace.no-member
description: A __shared__ struct data member is rejected.
verdict: error
---*/
struct S {
  __shared__ int x;  // expect-error
};
