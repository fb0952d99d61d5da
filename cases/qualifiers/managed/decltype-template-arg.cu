/*---
section: I.4.3.2
clause: managed.decltype-unparenthesized
description: decltype(managed variable) as a template argument is rejected.
verdict: error
---*/
__managed__ int xxx = 10;

template <typename T>
struct Wrap { T v; };

Wrap<decltype(xxx)> w;  // expect-error
