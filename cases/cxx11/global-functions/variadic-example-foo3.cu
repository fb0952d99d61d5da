/*---
section: I.4.20.8
clause: global.variadic-template-one-pack
description: "The guide's example foo3: two parameter packs."
verdict: error
tags: ["example"]
note: "The diagnostic is expected on the line of the template parameter list that declares the two packs."
---*/
// error: multiple parameter packs
template <typename... Pack1, int...Pack2, template<typename...> class Wrapper1, // expect-error
          template<int...> class Wrapper2>
__global__ void foo3(Wrapper1<Pack1...>, Wrapper2<Pack2...>);
