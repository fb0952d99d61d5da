/*---
section: I.4.3.2
clause: managed.address-not-constant
description: A constexpr pointer initialized with the address of a managed variable is rejected.
verdict: error
---*/
__managed__ int xxx = 1;

constexpr int *p = &xxx;  // expect-error
