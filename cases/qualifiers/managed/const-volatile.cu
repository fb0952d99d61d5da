/*---
section: I.4.3.2
clause: managed.no-const
description: A const volatile __managed__ variable is rejected.
verdict: error
---*/
__managed__ const volatile int cv = 0;  // expect-error
