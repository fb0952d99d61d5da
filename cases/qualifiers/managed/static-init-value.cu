/*---
section: I.4.3.2
clause: managed.no-use-in-static-init
description: A namespace-scope int initialized with the value of a managed variable is rejected.
verdict: error
---*/
__managed__ int xxx = 10;

int copy = xxx;  // expect-error
