/*---
section: I.4.21.1
clause: deduced-return.device-reference-outside-body
description: "The rule also covers a constexpr __device__ function with a deduced return type."
verdict: error
std: c++14
note: "The guide states the rule for every __device__ function with a deduced return type; it makes no exception for constexpr ones."
---*/
constexpr __device__ auto cfn(int x) { return x; }
decltype(cfn(10)) g1; // expect-error
