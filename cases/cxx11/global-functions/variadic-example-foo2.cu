/*---
section: I.4.20.8
clause: global.variadic-template-pack-last
description: "The guide's example foo2: the pack parameter is not last in the template parameter list."
verdict: error
tags: ["example"]
note: "The diagnostic is expected on the template parameter list, the ill-formed construct."
---*/
// error: pack parameter is not last in parameter list
template <typename... Pack, template <typename...> class Wrapper> // expect-error
__global__ void foo2(Wrapper<Pack...>);
