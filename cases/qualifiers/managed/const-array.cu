/*---
section: I.4.3.2
clause: managed.no-const
description: A __managed__ array of const elements has a const-qualified type and is rejected.
verdict: error
---*/
__managed__ const int table[2] = {1, 2};  // expect-error
