/*---
section: I.4.12
clause: trigraph.not-supported
description: "Code relying on trigraph replacement (??( and ??) used as [ and ] in a declarator) is rejected."
verdict: error
revisions: [c++14, c++17]
---*/
__device__ int table??(4??); // expect-error
