/*---
section: I.4.12
clause: trigraph.not-supported
description: "Code relying on trigraph replacement (??( and ??) used as [ and ] in a declarator) is rejected (-std=c++14)."
verdict: error
std: c++14
---*/
__device__ int table??(4??); // expect-error
