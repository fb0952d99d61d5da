/*---
section: I.4.3.2
clause: managed.no-reference
description: A __managed__ reference to const is rejected (reference type).
verdict: error
---*/
__managed__ int xxx = 1;

__managed__ const int &cr = xxx;  // expect-error
