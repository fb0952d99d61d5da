/*---
section: I.4.3.1
clause: memspace.no-member
description: A __constant__ array data member is rejected.
verdict: error
---*/
struct Table {
  __constant__ float coeff[16];  // expect-error
};
