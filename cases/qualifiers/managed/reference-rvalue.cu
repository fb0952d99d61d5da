/*---
section: I.4.3.2
clause: managed.no-reference
description: A __managed__ rvalue reference is rejected.
verdict: error
---*/
__managed__ int &&r = 5;  // expect-error
