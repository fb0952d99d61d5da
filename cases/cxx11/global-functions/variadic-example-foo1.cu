/*---
section: I.4.20.8
clause: global.variadic-template-pack-last
description: "The guide's example foo1: one pack, listed last, is accepted."
verdict: ok
tags: ["example"]
---*/
// ok
template <template <typename...> class Wrapper, typename... Pack>
__global__ void foo1(Wrapper<Pack...>);
