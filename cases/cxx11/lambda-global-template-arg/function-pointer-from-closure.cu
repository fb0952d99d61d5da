/*---
section: I.4.20.1
clause: lambda.closure-global-template-arg
description: "Converting a captureless host lambda to a function pointer before the launch keeps the closure type out of the template argument."
verdict: ok
note: "Only compiled: calling the host function pointer on the device would be a separate run-time error."
---*/
template <typename T>
__global__ void foo(T in) { };

template <typename T>
struct S1_t { };

void bar(void) {
  auto temp1 = [] { };
  foo<<<1,1>>>(+temp1);   // T = void (*)(): no closure type
}
