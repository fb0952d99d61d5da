/*---
section: I.6
clause: xlambda.annotation-position
description: "C++20: an annotation between the template parameter list and the parameter list is still after the lambda-introducer and before the lambda-declarator: accepted"
verdict: ok
std: c++20
flags: ["--extended-lambda"]
note: "C++20 grammar: lambda-introducer < template-parameter-list > requires-clause(opt) lambda-declarator compound-statement. The template parameter list is not part of the lambda-declarator, so this position satisfies the I.6 sentence."
---*/
void foo(void) {
  auto lam = [] <typename T> __device__ (T i) { return i; };
  (void)lam;
}
