/*---
section: I.4.3.2
clause: managed.no-use-in-static-init
description: A namespace-scope reference bound to a managed variable uses its address in static initialization.
verdict: error
---*/
__managed__ int xxx = 10;

int &ref = xxx;  // expect-error
