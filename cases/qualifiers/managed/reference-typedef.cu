/*---
section: I.4.3.2
clause: managed.no-reference
description: A __managed__ variable whose type is a reference through a typedef is rejected.
verdict: error
---*/
__managed__ int xxx = 1;
typedef int &iref;

__managed__ iref r = xxx;  // expect-error
