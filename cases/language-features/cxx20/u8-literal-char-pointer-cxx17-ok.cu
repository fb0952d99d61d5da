/*---
section: I.3
clause: features.cxx20.u8-literals-are-char8-t
description: "A u8 string literal initializes a const char* local of a kernel under -std=c++17"
verdict: ok
std: c++17
note: "The -std=c++17 side of the rule: a u8 literal is an array of const char there."
---*/
__global__ void kern(char *p) {
  const char *s = u8"abc";
  *p = s[1];
}
