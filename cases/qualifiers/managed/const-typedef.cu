/*---
section: I.4.3.2
clause: managed.no-const
description: A __managed__ variable whose type is const through a typedef is rejected.
verdict: error
---*/
typedef const int cint;

__managed__ cint t = 3;  // expect-error
