/*---
section: I.3
clause: features.cxx20.modules-not-supported
description: "A C++20 module declaration is rejected"
verdict: error
std: c++20
tags: [beyond-guide]
---*/
export module cuconform_m; // expect-error
