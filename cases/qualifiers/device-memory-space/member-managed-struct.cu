/*---
section: I.4.3.1
clause: memspace.no-member
description: A __managed__ struct data member is rejected.
verdict: error
---*/
struct S {
  __managed__ int x;  // expect-error
};
