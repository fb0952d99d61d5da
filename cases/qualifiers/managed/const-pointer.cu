/*---
section: I.4.3.2
clause: managed.no-const
description: A __managed__ const pointer (the pointer itself const-qualified) is rejected.
verdict: error
---*/
__managed__ int *const p = nullptr;  // expect-error
