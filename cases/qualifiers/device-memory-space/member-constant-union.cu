/*---
section: I.4.3.1
clause: memspace.no-member
description: A __constant__ union data member is rejected.
verdict: error
---*/
union U {
  __constant__ int x;  // expect-error
  float f;
};
