/*---
section: I.4.20.8
clause: global.variadic-template-one-pack
description: "A pack inside a template template parameter's own parameter list is not a second pack of the __global__ template."
verdict: ok
---*/
template <template <typename...> class W, template <int...> class V, typename... Pack>
__global__ void k(W<Pack...>) { }
