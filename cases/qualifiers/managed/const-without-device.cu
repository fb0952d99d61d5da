/*---
section: I.4.3.2
clause: managed.no-const
description: A const-qualified __managed__ variable (without __device__) is rejected.
verdict: error
---*/
const __managed__ int a = 1;  // expect-error
