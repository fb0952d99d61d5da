/*---
section: I.4.20.8
clause: global.variadic-template-one-pack
description: "A __global__ template with two type packs."
verdict: error
note: "The first pack is not last either; both restrictions are diagnosed on the template parameter list."
---*/
template <typename... A, typename... B> // expect-error
__global__ void k(void (*)(A...), void (*)(B...)) { }
